import CPangoCairo
import Foundation

/// A Gaussian blur of 8-bit pixels, approximated by three successive box blurs in each direction.
///
/// The three box widths are those whose variances add up closest to σ² (Kutskir's "boxes for Gauss",
/// after Wells, "Efficient synthesis of Gaussian filters by cascaded uniform filters", 1986): odd widths
/// `wl` and `wl + 2`, `m` boxes of the first, so each box is centred and the blur does not shift the image.
/// Three boxes are what SVG's `feGaussianBlur` and browsers use; the result is within a few percent of a
/// true Gaussian. Each box pass keeps a running sum, so the cost does not grow with σ.
///
/// Use it on premultiplied pixels (Cairo's ARGB32): every channel is blurred alike. Below σ = 0.2 pixels
/// nothing changes.
public enum GaussianBlur {
    /// What lies past the edges of the pixels: transparent black, or copies of the edge pixels.
    public enum Edges: Sendable { case transparent, extend }

    /// The widths of the three boxes for standard deviation `sigma` (in pixels).
    public static func boxWidths(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `height` rows of `width` pixels of `channels` bytes each, rows `rowBytes` apart, in place.
    public static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int, channels: Int,
                            sigma: Double, edges: Edges = .transparent) {
        guard sigma >= 0.2, sigma.isFinite, width > 0, height > 0 else { return }
        let widths = boxWidths(sigma: sigma)
        let longestBox = widths.max() ?? 1
        var line = [Int32](repeating: 0, count: max(width, height) + 2 * (longestBox / 2 + 1))
        for boxWidth in widths where boxWidth > 1 {
            for y in 0..<height {
                for channel in 0..<channels {
                    box(pixels + y * rowBytes + channel, count: width, step: channels, width: boxWidth, edges: edges,
                        line: &line)
                }
            }
            for x in 0..<width {
                for channel in 0..<channels {
                    box(pixels + x * channels + channel, count: height, step: rowBytes, width: boxWidth, edges: edges,
                        line: &line)
                }
            }
        }
    }

    /// Blurs the pixels of a Cairo ARGB32 or A8 image surface in place.
    static func blur(surface: OpaquePointer, sigma: Double, edges: Edges = .transparent) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        blur(data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
             rowBytes: Int(cairo_image_surface_get_stride(surface)), channels: channels, sigma: sigma, edges: edges)
        cairo_surface_mark_dirty(surface)
    }

    /// One centred box pass over `count` values `step` bytes apart: each becomes the rounded mean of the
    /// `width` values around it. The values are copied into `line` between `radius + 1` padding values
    /// on each side (zeros, or copies of the edge values), so the running sum needs no bounds checks.
    private static func box(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, width: Int, edges: Edges,
                            line: inout [Int32]) {
        let radius = width / 2, pad = radius + 1
        let divisor = Int32(width), half = Int32(width / 2)
        line.withUnsafeMutableBufferPointer { line in
            for i in 0..<count { line[pad + i] = Int32(start[i * step]) }
            let (first, last) = edges == .extend ? (line[pad], line[pad + count - 1]) : (0, 0)
            for i in 0..<pad {
                line[i] = first
                line[pad + count + i] = last
            }
            // The window of value i is line[pad + i - radius ... pad + i + radius].
            var sum: Int32 = 0
            for i in (pad - radius)...(pad + radius) { sum += line[i] }
            for i in 0..<count {
                start[i * step] = UInt8(clamping: (sum + half) / divisor)
                sum += line[pad + i + radius + 1] - line[pad + i - radius]
            }
        }
    }
}
