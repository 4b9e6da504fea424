import Foundation

/// Opaque RGB pixels for a GIF, from Cairo's premultiplied ARGB.
///
/// GIF has no partial transparency, so each pixel is composited over `background` (source over, in
/// 8-bit sRGB as Cairo draws): channel = premultiplied channel + background × (255 − alpha) / 255,
/// rounded. The result is 0xRRGGBB.
enum Flattening {
    static func opaque(_ premultiplied: [UInt32], over background: UInt32) -> [UInt32] {
        let (red, green, blue) = (background >> 16 & 0xFF, background >> 8 & 0xFF, background & 0xFF)
        return [UInt32](unsafeUninitializedCapacity: premultiplied.count) { output, count in
            premultiplied.withUnsafeBufferPointer { input in
                for index in 0..<input.count {
                    let word = input[index]
                    let alpha = word >> 24
                    if alpha == 255 {
                        output[index] = word & 0xFF_FFFF
                        continue
                    }
                    let remaining = 255 - alpha
                    let r = min(255, (word >> 16 & 0xFF) + (red * remaining + 127) / 255)
                    let g = min(255, (word >> 8 & 0xFF) + (green * remaining + 127) / 255)
                    let b = min(255, (word & 0xFF) + (blue * remaining + 127) / 255)
                    output[index] = r << 16 | g << 8 | b
                }
            }
            count = premultiplied.count
        }
    }
}
