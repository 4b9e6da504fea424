import Foundation

/// Opaque RGB pixels for a GIF, from Cairo's premultiplied ARGB.
///
/// GIF has no partial transparency, so each pixel is composited over `background` (source over, in
/// 8-bit sRGB as Cairo draws): channel = premultiplied channel + background × (255 − alpha) / 255,
/// rounded. The result is 0xRRGGBB.
enum Flattening {
    static func opaque(_ premultiplied: [UInt32], over background: UInt32) -> [UInt32] {
        let (red, green, blue) = (background >> 16 & 0xFF, background >> 8 & 0xFF, background & 0xFF)
        return premultiplied.map { word in
            let alpha = word >> 24
            guard alpha < 255 else { return word & 0xFF_FFFF }
            let remaining = 255 - alpha
            func channel(_ shift: UInt32, _ under: UInt32) -> UInt32 {
                min(255, (word >> shift & 0xFF) + (under * remaining + 127) / 255)
            }
            return channel(16, red) << 16 | channel(8, green) << 8 | channel(0, blue)
        }
    }
}
