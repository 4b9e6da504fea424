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
        var line = [Int32](repeating: 0, count: width + 2 * (longestBox / 2 + 1))
        var columns = VerticalBox(columns: width * channels, height: height)
        for boxWidth in widths where boxWidth > 1 {
            for y in 0..<height {
                for channel in 0..<channels {
                    box(pixels + y * rowBytes + channel, count: width, step: channels, width: boxWidth, edges: edges,
                        line: &line)
                }
            }
            columns.blur(pixels, rowBytes: rowBytes, width: boxWidth, edges: edges)
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
        let mean = RoundedMean(count: width)
        line.withUnsafeMutableBufferPointer { line in
            guard let values = line.baseAddress else { return }
            var source = UnsafePointer(start)
            for i in 0..<count {
                values[pad &+ i] = Int32(source.pointee)
                source += step
            }
            let (first, last) = edges == .extend ? (values[pad], values[pad + count - 1]) : (0, 0)
            for i in 0..<pad {
                values[i] = first
                values[pad + count + i] = last
            }
            // The window of value i is values[pad + i - radius ... pad + i + radius]; sums stay below 256 × width.
            var sum: Int32 = 0
            for i in (pad - radius)...(pad + radius) { sum &+= values[i] }
            var (target, entering, leaving) = (start, UnsafePointer(values + pad + radius + 1), UnsafePointer(values + pad - radius))
            for _ in 0..<count {
                target.pointee = UInt8(truncatingIfNeeded: mean.of(sum))
                sum = sum &+ entering.pointee &- leaving.pointee
                (target, entering, leaving) = (target + step, entering + 1, leaving + 1)
            }
        }
    }
}

/// The rounded mean of `count` bytes from their sum, `(sum + count / 2) / count`, by a multiplication and a
/// shift instead of a division (which took 40% of a blur): exact for every sum below 2^N with the multiplier
/// ⌈2^(N + ℓ) / count⌉ and shift N + ℓ, ℓ = ⌈log₂ count⌉ (Granlund and Montgomery, "Division by invariant
/// integers using multiplication", 1994, theorem 4.2). N covers 256 × count, so the product fits 64 bits for
/// any box up to 8 million wide; a wider one divides.
struct RoundedMean {
    private let count: Int32, multiplier: UInt64, shift: UInt64

    init(count: Int) {
        self.count = Int32(clamping: count)
        let bits = { (n: Int) in Int.bitWidth - max(n - 1, 0).leadingZeroBitCount } // ⌈log₂ n⌉
        let (valueBits, countBits) = (bits(256 * count), bits(count))
        guard valueBits <= 31 else { (multiplier, shift) = (0, 0); return }
        shift = UInt64(valueBits + countBits)
        multiplier = ((1 << shift) + UInt64(count) - 1) / UInt64(count)
    }

    func of(_ sum: Int32) -> Int32 {
        let n = sum &+ count / 2
        guard multiplier != 0 else { return n / count }
        return Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: n)) &* multiplier) &>> shift)
    }
}

/// A box pass down every column of bytes at once, row after row, so that memory is read in order (a column
/// at a time touched one cache line per row): each column keeps a running sum of the box around the row
/// being written, taken from a copy of the pixels as they were before the pass. Values past the top and
/// bottom are zeros, or copies of the edge rows; each result is the rounded mean, as `GaussianBlur.box`.
private struct VerticalBox {
    let columns: Int, height: Int
    /// The pixels before the pass, rows packed, then one row of zeros.
    private var source: [UInt8]
    private var sums: [Int32]

    init(columns: Int, height: Int) {
        (self.columns, self.height) = (columns, height)
        source = [UInt8](repeating: 0, count: columns * (height + 1))
        sums = [Int32](repeating: 0, count: columns)
    }

    mutating func blur(_ pixels: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, edges: GaussianBlur.Edges) {
        let (columns, height, radius, mean) = (columns, height, width / 2, RoundedMean(count: width))
        source.withUnsafeMutableBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                guard let base = source.baseAddress, let sums = sums.baseAddress else { return }
                for y in 0..<height { (base + y * columns).update(from: pixels + y * rowBytes, count: columns) }
                // Row `j` of the padded column: a copy of the pixels' row, an edge row or the row of zeros.
                func row(_ j: Int) -> UnsafePointer<UInt8> {
                    let clamped = j < 0 ? (edges == .extend ? 0 : height) : j >= height ? (edges == .extend ? height - 1 : height) : j
                    return UnsafePointer(base + clamped * columns)
                }
                sums.update(repeating: 0, count: columns)
                for j in -radius...radius {
                    let values = row(j)
                    for x in 0..<columns { sums[x] &+= Int32(values[x]) }
                }
                for y in 0..<height {
                    let (target, entering, leaving) = (pixels + y * rowBytes, row(y + radius + 1), row(y - radius))
                    for x in 0..<columns {
                        target[x] = UInt8(truncatingIfNeeded: mean.of(sums[x]))
                        sums[x] = sums[x] &+ Int32(entering[x]) &- Int32(leaving[x])
                    }
                }
            }
        }
    }
}
