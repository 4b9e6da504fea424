import Foundation

/// One GIF frame ready for LZW: the rectangle it covers, its own palette, and a palette index per pixel.
struct GIFFrame: Sendable {
    /// The size of the whole picture in pixels.
    var canvasWidth: Int, canvasHeight: Int
    /// The rectangle written, in pixels.
    var left: Int, top: Int, width: Int, height: Int
    /// 0xRRGGBB entries; a power of two from 2 to 256 of them.
    var palette: [UInt32]
    /// One index per pixel of the rectangle, row by row.
    var indices: [UInt8]
    /// The index that leaves the pixel below unchanged, if any.
    var transparentIndex: Int?
}

/// Encodes a frame of opaque 0xRRGGBB pixels as the change from what the GIF shows before it.
///
/// Steps:
/// 1. A pixel *changed* when it differs from the previous frame's source pixel (every pixel of the
///    first frame did; `GIFFrameAnalysis`). A pixel that did not change but is shown more than
///    `tolerance` off in some channel is *stale*: a quantization error to repair (`stale`, from
///    `GIFCanvas`).
/// 2. The rectangle is the smallest one holding every changed and stale pixel. When there are none,
///    it is the top-left pixel, transparent.
/// 3. The palette, first rule that applies:
///    a. every pixel of the rectangle changed and they have 256 colours or fewer: those colours, exact;
///    b. no pixel is stale and the changed ones have 255 colours or fewer: those colours, exact, plus a
///       transparent entry for the unchanged pixels (which keeps what the GIF shows);
///    c. the rectangle's pixels have 256 colours or fewer: those colours, exact, every pixel written;
///    d. the changed pixels have 255 colours or fewer: those colours, exact, then the most frequent
///       colours (ties by value) of the stale pixels whose colour is not already there, in the entries
///       left, then the transparent entry;
///    e. otherwise the changed pixels' colours quantized to 255 by median cut (`MedianCutQuantizer`),
///       mapped to the nearest entry with Floyd–Steinberg dithering if asked (`PaletteMapping`), plus
///       the transparent entry.
///    So a rectangle of at most 256 colours is always exact.
/// 4. Changed pixels are always written. A stale pixel is written when the palette holds its colour or
///    one within `tolerance` of it; other stale pixels wait for a later frame (the transparent index),
///    so each frame repairs what its palette can and errors die out instead of lingering.
/// 5. The palette is padded with black to a power of two (at least 2), as GIF requires; exact colours
///    come in ascending order.
/// Besides the frame, `encode` returns the pixels the GIF shows more than `tolerance` off once it is
/// drawn (the stale pixels left unwritten and the changed pixels quantized too far), in ascending
/// order. Its work is proportional to the changed and stale pixels, and to the rectangle only for
/// copying and rule c's count, which stops at 257 colours.
enum GIFFrameEncoder {
    static func encode(_ analysis: GIFFrameAnalysis, pixels: [UInt32], stale: [Int], tolerance: Int)
        -> (frame: GIFFrame, errors: [Int]) {
        let (width, height) = (analysis.width, analysis.height)
        // Step 2.
        var bounds = analysis.changedBounds.map { [$0.left, $0.top, $0.right, $0.bottom] }
        for offset in stale {
            let (x, y) = (offset % width, offset / width)
            if let old = bounds {
                bounds = [min(old[0], x), min(old[1], y), max(old[2], x + 1), max(old[3], y + 1)]
            } else {
                bounds = [x, y, x + 1, y + 1]
            }
        }
        guard let bounds else {
            return (GIFFrame(canvasWidth: width, canvasHeight: height, left: 0, top: 0, width: 1, height: 1,
                             palette: [0, 0], indices: [0], transparentIndex: 0), [])
        }
        var frame = GIFFrame(canvasWidth: width, canvasHeight: height, left: bounds[0], top: bounds[1], width: bounds[2] - bounds[0],
                             height: bounds[3] - bounds[1], palette: [], indices: [], transparentIndex: nil)
        let changedColors = analysis.sortedChangedColors
        let unchangedCount = frame.width * frame.height - analysis.changedPixelCount - stale.count

        // Step 3a–b: the changed colours, exact, when nothing is stale.
        if stale.isEmpty, let ranks = analysis.rankIndices {
            if unchangedCount == 0 {
                frame.palette = padded(changedColors)
                frame.indices = ranks
                return (frame, [])
            }
            if changedColors.count <= 255 {
                let transparent = UInt8(changedColors.count)
                frame.indices = changedIndices(analysis, ranks, in: frame, elsewhere: transparent)
                frame.transparentIndex = Int(transparent)
                frame.palette = padded(changedColors + [0])
                return (frame, [])
            }
        }
        // Step 3c: every colour of the rectangle, exact (only possible with 256 changed colours or fewer).
        if changedColors.count <= 256, let colors = rectangleColors(pixels, of: frame, atMost: 256) {
            return (exact(frame, pixels, colors: colors), [])
        }
        var staleColors: [UInt32: Int] = [:]
        for offset in stale { staleColors[pixels[offset], default: 0] += 1 }
        // Step 3d: exact changed colours, then the commonest stale ones.
        if changedColors.count <= 255, let ranks = analysis.rankIndices {
            let repairs = staleColors.filter { analysis.changedColors[$0.key] == nil }
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(255 - changedColors.count).map(\.key)
            let colors = changedColors + repairs.sorted()
            let transparent = UInt8(colors.count)
            frame.indices = changedIndices(analysis, ranks, in: frame, elsewhere: transparent)
            let lookup = ColorTable(indexing: colors)
            var mapping = PaletteMapping(palette: colors)
            let errors = repair(stale, pixels, in: &frame, transparent: transparent, tolerance: tolerance) { color in
                if let index = lookup[color] { return UInt8(index) }
                let index = mapping.index(of: color)
                return GIFFrameEncoder.maximumChannelDifference(colors[Int(index)], color) <= tolerance ? index : nil
            }
            frame.transparentIndex = Int(transparent)
            frame.palette = padded(colors + [0])
            return (frame, errors)
        }
        // Step 3e: quantized.
        guard let colors = analysis.quantizedPalette, let quantized = analysis.quantizedIndices else {
            preconditionFailure("an analysis of more than 255 changed colours holds their quantized palette")
        }
        let transparent = UInt8(colors.count)
        frame.indices = changedIndices(analysis, quantized, in: frame, elsewhere: transparent)
        var mapping = PaletteMapping(palette: colors)
        let unrepaired = repair(stale, pixels, in: &frame, transparent: transparent, tolerance: tolerance) { color in
            let index = mapping.index(of: color)
            return GIFFrameEncoder.maximumChannelDifference(colors[Int(index)], color) <= tolerance ? index : nil
        }
        frame.transparentIndex = Int(transparent)
        frame.palette = padded(colors + [0])
        return (frame, merged(unrepaired, analysis.quantizedErrors))
    }

    /// The rectangle's indices: the changed pixels' from `changedIndices` (kept for the changed bounds,
    /// unchanged pixels holding `analysis.unchangedIndex`), `elsewhere` for every other pixel. When the
    /// rectangle is the changed bounds and `elsewhere` is that entry, they are the indices as they are.
    private static func changedIndices(_ analysis: GIFFrameAnalysis, _ changedIndices: [UInt8], in frame: GIFFrame,
                                       elsewhere: UInt8) -> [UInt8] {
        guard let bounds = analysis.changedBounds else { return [UInt8](repeating: elsewhere, count: frame.width * frame.height) }
        let (blockWidth, unchanged) = (bounds.right - bounds.left, analysis.unchangedIndex)
        if elsewhere == unchanged, frame.left == bounds.left, frame.top == bounds.top, frame.width == blockWidth,
           frame.height == bounds.bottom - bounds.top {
            return changedIndices
        }
        var indices = [UInt8](repeating: elsewhere, count: frame.width * frame.height)
        indices.withUnsafeMutableBufferPointer { indices in
            changedIndices.withUnsafeBufferPointer { changedIndices in
                for y in bounds.top..<bounds.bottom {
                    let (row, block) = ((y - frame.top) * frame.width + bounds.left - frame.left, (y - bounds.top) * blockWidth)
                    for x in 0..<blockWidth {
                        let index = changedIndices[block + x]
                        indices[row + x] = index == unchanged ? elsewhere : index
                    }
                }
            }
        }
        return indices
    }

    /// Writes each stale pixel whose colour `index` places in the palette; returns the others.
    private static func repair(_ stale: [Int], _ pixels: [UInt32], in frame: inout GIFFrame, transparent: UInt8,
                               tolerance: Int, index: (UInt32) -> UInt8?) -> [Int] {
        var unrepaired: [Int] = []
        var (lastColor, lastIndex): (UInt32?, UInt8?) = (nil, nil)
        for offset in stale {
            let color = pixels[offset]
            if color != lastColor { (lastColor, lastIndex) = (color, index(color)) }
            if let lastIndex {
                frame.indices[(offset / frame.canvasWidth - frame.top) * frame.width + offset % frame.canvasWidth - frame.left] = lastIndex
            } else {
                unrepaired.append(offset)
            }
        }
        return unrepaired
    }

    /// The colours of the rectangle's pixels in ascending order, or nil when there are more than `limit`.
    private static func rectangleColors(_ pixels: [UInt32], of frame: GIFFrame, atMost limit: Int) -> [UInt32]? {
        var colors = Set<UInt32>()
        var last: UInt32?
        for y in frame.top..<(frame.top + frame.height) {
            for offset in (y * frame.canvasWidth + frame.left)..<(y * frame.canvasWidth + frame.left + frame.width)
                where pixels[offset] != last {
                last = pixels[offset]
                colors.insert(pixels[offset])
                if colors.count > limit { return nil }
            }
        }
        return colors.sorted()
    }

    /// Every pixel of the rectangle written in its exact colour.
    private static func exact(_ frame: GIFFrame, _ pixels: [UInt32], colors: [UInt32]) -> GIFFrame {
        var frame = frame
        let lookup = ColorTable(indexing: colors)
        frame.palette = padded(colors)
        var indices = [UInt8](repeating: 0, count: frame.width * frame.height)
        var (lastColor, lastIndex): (UInt32?, UInt8) = (nil, 0)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let color = pixels[(frame.top + y) * frame.canvasWidth + frame.left + x]
                if color != lastColor { (lastColor, lastIndex) = (color, UInt8(lookup[color] ?? 0)) }
                indices[y * frame.width + x] = lastIndex
            }
        }
        frame.indices = indices
        return frame
    }

    /// Two ascending lists of offsets as one.
    private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i] <= b[j] { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
        }
        return result + a[i...] + b[j...]
    }

    /// The colours padded with black to a power of two, at least 2.
    private static func padded(_ colors: [UInt32]) -> [UInt32] {
        var size = 2
        while size < colors.count { size *= 2 }
        return colors + [UInt32](repeating: 0, count: size - colors.count)
    }

    /// The largest difference between the red, green or blue channels of two 0xRRGGBB pixels.
    static func maximumChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)), abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)),
            abs(Int(a & 0xFF) - Int(b & 0xFF)))
    }
}
