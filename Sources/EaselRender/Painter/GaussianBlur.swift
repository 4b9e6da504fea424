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
/// nothing changes; above `maximumSigma` (10⁶ pixels) it blurs as `maximumSigma`.
public enum GaussianBlur {
    /// What lies past the edges of the pixels: transparent black, or copies of the edge pixels.
    public enum Edges: Sendable { case transparent, extend }

    /// The largest standard deviation blurred, in pixels; a larger one blurs as this (its boxes are some
    /// 2 million pixels wide, 60 times the largest image Cairo makes: either spreads a picture to nothing).
    static let maximumSigma = 1_000_000.0

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
    ///
    /// Each pass computes only what the box can change (exactly the same bytes as computing every pixel):
    /// a row's leading and trailing runs of what lies past its edges (zero, or the edge value), beyond the
    /// box's reach, stay as they are; a row equal to the one above gives what that one gave; down the
    /// columns, rows beyond the box's reach of any row unlike the padding stay, a row whose box takes in
    /// the same row it lets go repeats the row above, a column equal to the one on its left gives what
    /// that one gave, and with transparent edges columns left zero by the row pass stay zero. A shadow's
    /// mask is mostly such runs, rows and columns: its margins three standard deviations wide, and the
    /// straight middle of its shape.
    public static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int, channels: Int,
                            sigma: Double, edges: Edges = .transparent) {
        guard sigma >= 0.2, sigma.isFinite, width > 0, height > 0 else { return }
        let widths = boxWidths(sigma: min(sigma, maximumSigma))
        let longestBox = widths.max() ?? 1
        let rowLength = width * channels
        var line = [Int32](repeating: 0, count: width + 2 * (longestBox / 2 + 1))
        let previousInput = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
        defer { previousInput.deallocate() }
        var columns = VerticalBox(columns: rowLength, height: height)
        for boxWidth in widths where boxWidth > 1 {
            // The pixels, along the rows, holding values other than the padding after this pass.
            var written: Range<Int>? = nil
            for y in 0..<height {
                let row = pixels + y * rowBytes
                if y > 0, memcmp(row, previousInput, rowLength) == 0 {
                    row.update(from: row - rowBytes, count: rowLength)
                    continue
                }
                previousInput.update(from: row, count: rowLength)
                for channel in 0..<channels {
                    if let span = box(row + channel, count: width, step: channels, width: boxWidth, edges: edges, line: &line) {
                        written = written.map { min($0.lowerBound, span.lowerBound)..<max($0.upperBound, span.upperBound) } ?? span
                    }
                }
            }
            let columnRange = edges == .extend ? 0..<rowLength : written.map { $0.lowerBound * channels..<$0.upperBound * channels }
            if let columnRange {
                columns.blur(pixels, rowBytes: rowBytes, width: boxWidth, edges: edges, columnRange: columnRange, pixelBytes: channels)
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
    /// `width` values around it. Returns the span it computed, or nil when nothing changes: values in a
    /// leading or trailing run of what lies past that edge (zero, or the edge value), farther than the
    /// box's radius from the run's end, keep their value.
    private static func box(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, width: Int, edges: Edges,
                            line: inout [Int32]) -> Range<Int>? {
        let radius = width / 2
        let (before, after) = edges == .extend ? (start[0], start[(count - 1) * step]) : (0, 0)
        var first = 0
        while first < count, start[first * step] == before { first += 1 }
        guard first < count else { return nil }
        var end = count
        while end > first, start[(end - 1) * step] == after { end -= 1 }
        let span = max(0, first - radius)..<min(count, max(end, first + 1) + radius)
        slide(start + span.lowerBound * step, count: span.count, step: step, width: width, edges: edges, line: &line)
        return span
    }

    /// The box pass itself over `count` values: they are copied into `line` between `radius + 1` padding
    /// values on each side (zeros, or copies of the edge values), so the running sum needs no bounds checks.
    /// Where the window lies in a run of one value (a shape's flat middle), the values keep that value to
    /// the run's end, which the pass skips to.
    private static func slide(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, width: Int, edges: Edges,
                              line: inout [Int32]) {
        let radius = width / 2, pad = radius + 1
        let mean = RoundedMean(count: width)
        line.withUnsafeMutableBufferPointer { line in
            guard let values = line.baseAddress else { return }
            if step == 1 {
                for i in 0..<count { values[pad &+ i] = Int32(start[i]) } // contiguous: vectorised
            } else {
                var source = UnsafePointer(start)
                for i in 0..<count {
                    values[pad &+ i] = Int32(source.pointee)
                    source += step
                }
            }
            let (first, last) = edges == .extend ? (values[pad], values[pad + count - 1]) : (0, 0)
            for i in 0..<pad {
                values[i] = first
                values[pad + count + i] = last
            }
            // The window of value i is values[pad + i - radius ... pad + i + radius]; sums stay below 256 × width.
            let end = pad + count + radius
            var sum: Int32 = 0
            for i in (pad - radius)...(pad + radius) { sum &+= values[i] }
            // Where the run of equal values holding the window's last value starts.
            var runStart = pad + radius
            while runStart > 0, values[runStart - 1] == values[pad + radius] { runStart -= 1 }
            var i = 0
            while i < count {
                let (oldest, newest) = (pad + i - radius, pad + i + radius)
                if runStart <= oldest {
                    let value = values[newest]
                    var runEnd = newest + 1
                    if step == 1 {
                        // Eight bytes at a time while the run lies in the pixels (past the window, not yet written).
                        let eight = UInt64(truncatingIfNeeded: value) &* 0x0101_0101_0101_0101
                        while runEnd &+ 8 <= pad &+ count,
                              UnsafeRawPointer(start + (runEnd &- pad)).loadUnaligned(as: UInt64.self) == eight {
                            runEnd &+= 8
                        }
                    }
                    while runEnd <= end, values[runEnd] == value { runEnd += 1 }
                    // The next window to compute ends at the first value after the run.
                    i = runEnd - pad - radius
                    guard i < count else { break }
                    sum = value &* Int32(2 * radius) &+ values[runEnd]
                    runStart = runEnd
                    continue
                }
                start[i * step] = UInt8(truncatingIfNeeded: mean.of(sum))
                sum = sum &+ values[newest + 1] &- values[oldest]
                if values[newest + 1] != values[newest] { runStart = newest + 1 }
                i += 1
            }
        }
    }
}

/// The rounded mean of `count` bytes from their sum, `(sum + count / 2) / count`, by a multiplication and a
/// shift instead of a division (which took 40% of a blur): exact for every sum below 2^N with the multiplier
/// ⌈2^(N + ℓ) / count⌉ and shift N + ℓ, ℓ = ⌈log₂ count⌉ (Granlund and Montgomery, "Division by invariant
/// integers using multiplication", 1994, theorem 4.2). N covers 256 × count; for boxes up to `maximumCount`
/// wide the multiplier fits 32 bits, so the product of two 32-bit values fits 64 and loops over many sums
/// vectorise it.
struct RoundedMean {
    /// The widest box: 2^21, for σ up to `GaussianBlur.maximumSigma`.
    static let maximumCount = 1 << 21
    private let count: Int32, multiplier: UInt32, shift: UInt64

    init(count: Int) {
        precondition(count >= 1 && count <= Self.maximumCount, "a box of \(count)")
        self.count = Int32(count)
        let bits = { (n: Int) in Int.bitWidth - max(n - 1, 0).leadingZeroBitCount } // ⌈log₂ n⌉
        shift = UInt64(bits(256 * count) + bits(count))
        multiplier = UInt32(((1 << shift) + UInt64(count) - 1) / UInt64(count))
    }

    func of(_ sum: Int32) -> Int32 {
        let n = UInt64(UInt32(bitPattern: sum &+ count / 2))
        return Int32(truncatingIfNeeded: (n &* UInt64(multiplier)) &>> shift)
    }
}

/// A box pass down every column of bytes at once, row after row, so that memory is read in order (a column
/// at a time touched one cache line per row): each column keeps a running sum of the box around the row
/// being written, taken from a copy of the pixels as they were before the pass. Values past the top and
/// bottom are zeros, or copies of the edge rows; each result is the rounded mean, as `GaussianBlur.box`.
/// A run of columns equal, on every row, to the pixel's column on their left (the straight top and bottom
/// of a shape's mask) is not summed: each row copies the run's first column across it.
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

    /// Runs of columns shorter than this are summed like the others: copying them saves too little.
    static let shortestCopiedRun = 16

    /// One pass over the bytes `columnRange` of each row, pixels `pixelBytes` bytes wide; the others are left as they are.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, edges: GaussianBlur.Edges,
                       columnRange: Range<Int>, pixelBytes: Int) {
        let (columns, height, radius, mean) = (columns, height, width / 2, RoundedMean(count: width))
        let (c0, n) = (columnRange.lowerBound, columnRange.count)
        source.withUnsafeMutableBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                guard let base = source.baseAddress, let sums = sums.baseAddress else { return }
                for y in 0..<height { (base + y * columns).update(from: pixels + y * rowBytes, count: columns) }
                let (summed, copied) = Self.columnRuns(base, columns: columns, height: height, range: columnRange,
                                                       pixelBytes: pixelBytes)
                // Row `j` of the padded column: a copy of the pixels' row, an edge row or the row of zeros.
                func row(_ j: Int) -> UnsafePointer<UInt8> {
                    let clamped = j < 0 ? (edges == .extend ? 0 : height) : j >= height ? (edges == .extend ? height - 1 : height) : j
                    return UnsafePointer(base + clamped * columns)
                }
                func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool { memcmp(a + c0, b + c0, n) == 0 }
                // Rows farther than the radius from every row unlike the padding above and below keep their values.
                let (top, bottom) = (row(-1), row(height))
                guard let first = (0..<height).first(where: { !same(row($0), top) }) else { return }
                let end = ((first..<height).last { !same(row($0), bottom) } ?? first) + 1
                let rows = max(0, first - radius)..<min(height, end + radius)
                sums.update(repeating: 0, count: columns)
                for j in (rows.lowerBound - radius)...(rows.lowerBound + radius) {
                    let values = row(j)
                    for range in summed { for x in range { sums[x] &+= Int32(values[x]) } }
                }
                // `steady`: the box took in the row it let go, so its sums, and the next row, are this one's.
                var steady = false
                for y in rows {
                    let target = pixels + y * rowBytes
                    let (entering, leaving) = (row(y + radius + 1), row(y - radius))
                    let next = same(entering, leaving)
                    if steady {
                        (target + c0).update(from: target - rowBytes + c0, count: n)
                        if !next {
                            for range in summed { for x in range { sums[x] = sums[x] &+ Int32(entering[x]) &- Int32(leaving[x]) } }
                        }
                    } else {
                        for range in summed {
                            if next {
                                for x in range { target[x] = UInt8(truncatingIfNeeded: mean.of(sums[x])) }
                            } else {
                                for x in range {
                                    target[x] = UInt8(truncatingIfNeeded: mean.of(sums[x]))
                                    sums[x] = sums[x] &+ Int32(entering[x]) &- Int32(leaving[x])
                                }
                            }
                        }
                        for range in copied { Self.repeatLeft(target + range.lowerBound, count: range.count, period: pixelBytes) }
                    }
                    steady = next
                }
            }
        }
    }

    /// Fills `count` bytes from `start` with the `period` bytes before it, repeated: memset for one byte,
    /// else copies that double each time (each from the bytes before `start`, so none overlaps its source).
    private static func repeatLeft(_ start: UnsafeMutablePointer<UInt8>, count: Int, period: Int) {
        guard period > 1 else { return start.update(repeating: start[-1], count: count) }
        var filled = 0
        while filled < count {
            let length = min(filled + period, count - filled)
            (start + filled).update(from: start - period, count: length)
            filled += length
        }
    }

    /// Splits `range` into the columns to sum and the runs, at least `shortestCopiedRun` long, of columns
    /// equal on all `height` rows of `base` (rows `columns` bytes long) to the column `pixelBytes` to their left.
    private static func columnRuns(_ base: UnsafePointer<UInt8>, columns: Int, height: Int, range: Range<Int>,
                                   pixelBytes: Int) -> (summed: [Range<Int>], copied: [Range<Int>]) {
        guard range.count > pixelBytes + shortestCopiedRun else { return ([range], []) }
        // differs[i]: column range.lowerBound + pixelBytes + i differs from its left neighbour on some row.
        let count = range.count - pixelBytes
        let differs = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { differs.deallocate() }
        differs.initialize(repeating: 0, count: count)
        for y in 0..<height {
            let left = base + y * columns + range.lowerBound, right = left + pixelBytes
            for i in 0..<count { differs[i] |= right[i] ^ left[i] }
        }
        var (summed, copied) = ([Range<Int>](), [Range<Int>]())
        var start = range.lowerBound, i = 0
        while i < count {
            guard differs[i] == 0 else { i += 1; continue }
            var end = i + 1
            while end < count, differs[end] == 0 { end += 1 }
            if end - i >= shortestCopiedRun {
                let run = (range.lowerBound + pixelBytes + i)..<(range.lowerBound + pixelBytes + end)
                if start < run.lowerBound { summed.append(start..<run.lowerBound) }
                copied.append(run)
                start = run.upperBound
            }
            i = end
        }
        if start < range.upperBound { summed.append(start..<range.upperBound) }
        return (summed, copied)
    }
}
