import Foundation

/// Opaque RGB pixels for a GIF, from Cairo's premultiplied ARGB.
///
/// GIF has no partial transparency, so each pixel is composited over `background` (source over, in
/// 8-bit sRGB as Cairo draws): channel = premultiplied channel + background × (255 − alpha) / 255,
/// rounded. The result is 0xRRGGBB. So an opaque pixel only loses its alpha (eight at a time when all
/// eight are opaque), and a transparent one is `background`.
enum Flattening {
    /// The pixels flattened in place: `premultiplied`'s memory is reused when the caller hands it over.
    static func opaque(_ premultiplied: consuming [UInt32], over background: UInt32) -> [UInt32] {
        let (red, green, blue) = (background >> 16 & 0xFF, background >> 8 & 0xFF, background & 0xFF)
        func flattened(_ word: UInt32) -> UInt32 {
            let alpha = word >> 24
            if alpha == 255 { return word & 0xFF_FFFF }
            if word == 0 { return background }
            let remaining = 255 - alpha
            let r = min(255, (word >> 16 & 0xFF) + (red * remaining + 127) / 255)
            let g = min(255, (word >> 8 & 0xFF) + (green * remaining + 127) / 255)
            let b = min(255, (word & 0xFF) + (blue * remaining + 127) / 255)
            return r << 16 | g << 8 | b
        }
        var pixels = premultiplied
        pixels.withUnsafeMutableBufferPointer { pixels in
            var start = 0
            while start + 8 <= pixels.count {
                var alphas: UInt32 = 0xFF00_0000
                for index in start..<(start + 8) { alphas &= pixels[index] }
                if alphas == 0xFF00_0000 {
                    for index in start..<(start + 8) { pixels[index] &= 0xFF_FFFF }
                } else {
                    for index in start..<(start + 8) { pixels[index] = flattened(pixels[index]) }
                }
                start += 8
            }
            for index in start..<pixels.count { pixels[index] = flattened(pixels[index]) }
        }
        return pixels
    }
}
