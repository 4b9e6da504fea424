import CPixelRows
import Foundation

/// Opaque RGB pixels for a GIF, from Cairo's premultiplied ARGB.
///
/// GIF has no partial transparency, so each pixel is composited over `background` (source over, in
/// 8-bit sRGB as Cairo draws): channel = premultiplied channel + background × (255 − alpha) / 255,
/// rounded. The result is 0xRRGGBB. So an opaque pixel only loses its alpha, and a transparent one is
/// `background`. Four pixels a step, in C (`easel_argb32_flatten`).
enum Flattening {
    /// The pixels flattened in place: `premultiplied`'s memory is reused when the caller hands it over.
    static func opaque(_ premultiplied: consuming [UInt32], over background: UInt32) -> [UInt32] {
        var pixels = premultiplied
        pixels.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            easel_argb32_flatten(base, pixels.count, background)
        }
        return pixels
    }
}
