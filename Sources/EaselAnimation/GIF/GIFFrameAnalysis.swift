import CPixelRows
import Foundation

/// What a frame changed from the frame before it, and how its changed pixels are written: the part of
/// a GIF frame's encoding that does not depend on what the GIF shows, so that frames are analysed in
/// parallel and only the repairs (`GIFFrameEncoder`) wait for the frames before them.
///
/// Steps:
/// 1. A pixel *changed* when it differs from the previous frame's pixel (every pixel of the first frame
///    did); `changedBounds` is the smallest rectangle holding them, nil when none did.
/// 2. `changedColors` counts the changed pixels of each colour; `sortedChangedColors` lists them in
///    ascending order.
/// 3. With 256 changed colours or fewer, each changed pixel's index is the rank of its colour in
///    `sortedChangedColors` (the exact palettes of `GIFFrameEncoder` all begin with those colours).
/// 4. With more than 255, `quantizedPalette` is the changed colours quantized to 255 by median cut
///    (`MedianCutQuantizer`), or the GIF's shared palette when it has one (`GIFSharedPalette`), each changed pixel's `quantizedIndices` entry its nearest entry,
///    dithered as `dither` says over the changed pixels only (`PaletteMapping`, which skips and carries no error to
///    the others: so the indices are the same in any rectangle holding every changed pixel), and
///    `quantizedErrors` the changed pixels drawn more than `tolerance` off, in ascending order.
/// Indices are kept for `changedBounds`, row by row; entries of unchanged pixels are `unchangedIndex`.
struct GIFFrameAnalysis: Sendable {
    let width: Int, height: Int
    /// One entry per pixel of the frame: whether it changed.
    let changed: [Bool]
    /// (left, top, right, bottom), half-open, in pixels.
    let changedBounds: (left: Int, top: Int, right: Int, bottom: Int)?
    let changedPixelCount: Int
    let changedColors: ColorTable
    let sortedChangedColors: [UInt32]
    /// Step 3, when there are 256 changed colours or fewer.
    let rankIndices: [UInt8]?
    /// Step 4, when there are more than 255.
    let quantizedPalette: [UInt32]?
    let quantizedIndices: [UInt8]?
    let quantizedErrors: [Int]
    /// The index entries of unchanged pixels hold: the number of exact colours (step 3) or of quantized
    /// ones (step 4), which no changed pixel's index reaches, so that a frame whose transparent entry
    /// comes right after those colours takes the indices as they are. (With exactly 256 changed colours
    /// it is the quantized count, and the exact indices are only used when every pixel changed.)
    let unchangedIndex: UInt8

    init(_ pixels: [UInt32], previous: [UInt32]?, width: Int, height: Int, dither: AnimationOutputOptions.Dither, tolerance: Int,
         sharedPalette: [UInt32]? = nil) {
        (self.width, self.height) = (width, height)
        // Step 1.
        let (changed, bounds) = Self.changes(pixels, previous: previous, width: width, height: height)
        (self.changed, changedBounds) = (changed, bounds)
        guard let bounds else {
            (changedPixelCount, changedColors, sortedChangedColors) = (0, ColorTable(), [])
            (rankIndices, quantizedPalette, quantizedIndices, quantizedErrors) = ([], nil, nil, [])
            unchangedIndex = 0
            return
        }
        let rectangle = (left: bounds.left, top: bounds.top, width: bounds.right - bounds.left, height: bounds.bottom - bounds.top)
        // Step 2, counting runs of one colour at once.
        var colors = ColorTable()
        var count = 0
        changed.withUnsafeBufferPointer { changed in
            pixels.withUnsafeBufferPointer { pixels in
                for y in bounds.top..<bounds.bottom {
                    let end = y * width + bounds.right
                    var offset = changed.firstTrue(in: (y * width + bounds.left)..<end)
                    while offset < end {
                        let color = pixels[offset]
                        var runEnd = offset + 1
                        while runEnd < end, changed[runEnd], pixels[runEnd] == color { runEnd += 1 }
                        colors[color, default: 0] += runEnd - offset
                        count += runEnd - offset
                        offset = changed.firstTrue(in: runEnd..<end)
                    }
                }
            }
        }
        (changedPixelCount, changedColors) = (count, colors)
        let sorted = colors.sortedColors
        sortedChangedColors = sorted
        let palette = sorted.count > 255 ? sharedPalette ?? MedianCutQuantizer.palette(for: colors, maximumColors: 255) : nil
        unchangedIndex = UInt8(truncatingIfNeeded: palette?.count ?? sorted.count)
        // Step 3.
        if sorted.count <= 256 {
            let rank = ColorTable(indexing: sorted)
            var indices = [UInt8](repeating: unchangedIndex, count: rectangle.width * rectangle.height)
            indices.withUnsafeMutableBufferPointer { indices in
                changed.withUnsafeBufferPointer { changed in
                    pixels.withUnsafeBufferPointer { pixels in
                        var (lastColor, lastIndex): (UInt32?, UInt8) = (nil, 0)
                        for y in 0..<rectangle.height {
                            let row = (rectangle.top + y) * width + rectangle.left
                            let indexRow = y * rectangle.width - row
                            changed.forEachTrue(in: row..<(row + rectangle.width)) { offset in
                                let color = pixels[offset]
                                if color != lastColor { (lastColor, lastIndex) = (color, UInt8(rank[color] ?? 0)) }
                                indices[indexRow + offset] = lastIndex
                            }
                        }
                    }
                }
            }
            rankIndices = indices
        } else {
            rankIndices = nil
        }
        // Step 4.
        guard let palette else {
            (quantizedPalette, quantizedIndices, quantizedErrors) = (nil, nil, [])
            return
        }
        var mapping = PaletteMapping(palette: palette)
        let indices = mapping.indices(of: pixels, rowLength: width, rectangle: rectangle, dither: dither, skipped: unchangedIndex,
                                      included: changed)
        var errors: [Int] = []
        changed.withUnsafeBufferPointer { changed in
            for y in bounds.top..<bounds.bottom {
                let indexRow = (y - bounds.top) * rectangle.width - y * width - bounds.left
                changed.forEachTrue(in: (y * width + bounds.left)..<(y * width + bounds.right)) { offset in
                    if GIFFrameEncoder.maximumChannelDifference(palette[Int(indices[indexRow + offset])], pixels[offset]) > tolerance {
                        errors.append(offset)
                    }
                }
            }
        }
        (quantizedPalette, quantizedIndices, quantizedErrors) = (palette, indices, errors)
    }

    /// Step 1: which pixels differ from `previous` (all of them without it), and the half-open bounds
    /// (left, top, right, bottom) of those that do, nil when none do. A row at a time
    /// (`easel_changed_pixels`, sixteen pixels a step).
    private static func changes(_ pixels: [UInt32], previous: [UInt32]?, width: Int, height: Int)
        -> (changed: [Bool], bounds: (left: Int, top: Int, right: Int, bottom: Int)?) {
        guard let previous, previous.count == pixels.count else {
            let changed = [Bool](repeating: true, count: pixels.count)
            return (changed, width > 0 && height > 0 && pixels.count == width * height ? (0, 0, width, height) : nil)
        }
        guard width > 0, height > 0, pixels.count == width * height else { return ([Bool](repeating: false, count: pixels.count), nil) }
        var (left, top, right, bottom) = (width, height, 0, 0)
        let changed = [Bool](unsafeUninitializedCapacity: pixels.count) { changed, initialized in
            pixels.withUnsafeBufferPointer { pixels in
                previous.withUnsafeBufferPointer { previous in
                    guard let changedBase = changed.baseAddress, let pixelBase = pixels.baseAddress,
                          let previousBase = previous.baseAddress else { return }
                    for y in 0..<height {
                        let row = y * width
                        var last = 0
                        let first = easel_changed_pixels(pixelBase + row, previousBase + row, width, changedBase + row, &last)
                        guard first < width else { continue }
                        (left, right) = (min(left, first), max(right, last + 1))
                        (top, bottom) = (min(top, y), y + 1)
                    }
                }
            }
            initialized = pixels.count
        }
        return (changed, right > left ? (left, top, right, bottom) : nil)
    }
}
