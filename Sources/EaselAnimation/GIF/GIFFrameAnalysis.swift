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
/// Indices are kept for `changedBounds`, row by row; entries of unchanged pixels are 0.
struct GIFFrameAnalysis: Sendable {
    let width: Int, height: Int
    /// One entry per pixel of the frame: whether it changed.
    let changed: [Bool]
    /// (left, top, right, bottom), half-open, in pixels.
    let changedBounds: (left: Int, top: Int, right: Int, bottom: Int)?
    let changedPixelCount: Int
    let changedColors: [UInt32: Int]
    let sortedChangedColors: [UInt32]
    /// Step 3, when there are 256 changed colours or fewer.
    let rankIndices: [UInt8]?
    /// Step 4, when there are more than 255.
    let quantizedPalette: [UInt32]?
    let quantizedIndices: [UInt8]?
    let quantizedErrors: [Int]

    init(_ pixels: [UInt32], previous: [UInt32]?, width: Int, height: Int, dither: AnimationOutputOptions.Dither, tolerance: Int,
         sharedPalette: [UInt32]? = nil) {
        (self.width, self.height) = (width, height)
        // Step 1.
        var changed = [Bool](repeating: true, count: pixels.count)
        if let previous, previous.count == pixels.count {
            changed.withUnsafeMutableBufferPointer { changed in
                pixels.withUnsafeBufferPointer { pixels in
                    previous.withUnsafeBufferPointer { previous in
                        for offset in 0..<pixels.count { changed[offset] = previous[offset] != pixels[offset] }
                    }
                }
            }
        }
        self.changed = changed
        let bounds = Self.bounds(of: changed, width: width, height: height)
        changedBounds = bounds
        guard let bounds else {
            (changedPixelCount, changedColors, sortedChangedColors) = (0, [:], [])
            (rankIndices, quantizedPalette, quantizedIndices, quantizedErrors) = ([], nil, nil, [])
            return
        }
        // Step 2, counting runs of one colour at once.
        var colors: [UInt32: Int] = [:]
        var count = 0
        for y in bounds.top..<bounds.bottom {
            var x = bounds.left
            while x < bounds.right {
                let offset = y * width + x
                guard changed[offset] else { x += 1; continue }
                let color = pixels[offset]
                var run = 1
                while x + run < bounds.right, changed[offset + run], pixels[offset + run] == color { run += 1 }
                colors[color, default: 0] += run
                count += run
                x += run
            }
        }
        (changedPixelCount, changedColors) = (count, colors)
        let sorted = colors.keys.sorted()
        sortedChangedColors = sorted
        let (blockWidth, blockHeight) = (bounds.right - bounds.left, bounds.bottom - bounds.top)
        // Step 3.
        if sorted.count <= 256 {
            let rank = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, UInt8($0)) })
            var indices = [UInt8](repeating: 0, count: blockWidth * blockHeight)
            var (lastColor, lastIndex): (UInt32?, UInt8) = (nil, 0)
            for y in 0..<blockHeight {
                for x in 0..<blockWidth {
                    let offset = (bounds.top + y) * width + bounds.left + x
                    guard changed[offset] else { continue }
                    let color = pixels[offset]
                    if color != lastColor { (lastColor, lastIndex) = (color, rank[color] ?? 0) }
                    indices[y * blockWidth + x] = lastIndex
                }
            }
            rankIndices = indices
        } else {
            rankIndices = nil
        }
        // Step 4.
        guard sorted.count > 255 else {
            (quantizedPalette, quantizedIndices, quantizedErrors) = (nil, nil, [])
            return
        }
        let palette = sharedPalette ?? MedianCutQuantizer.palette(for: colors, maximumColors: 255)
        var block = [UInt32](), blockChanged = [Bool]()
        block.reserveCapacity(blockWidth * blockHeight)
        blockChanged.reserveCapacity(blockWidth * blockHeight)
        for y in bounds.top..<bounds.bottom {
            block += pixels[(y * width + bounds.left)..<(y * width + bounds.right)]
            blockChanged += changed[(y * width + bounds.left)..<(y * width + bounds.right)]
        }
        var mapping = PaletteMapping(palette: palette)
        let indices = mapping.indices(of: block, width: blockWidth, height: blockHeight, dither: dither,
                                      origin: (bounds.left, bounds.top), skipped: 0) {
            blockChanged[$0]
        }
        var errors: [Int] = []
        for offset in block.indices where blockChanged[offset]
            && GIFFrameEncoder.maximumChannelDifference(palette[Int(indices[offset])], block[offset]) > tolerance {
            errors.append((bounds.top + offset / blockWidth) * width + bounds.left + offset % blockWidth)
        }
        (quantizedPalette, quantizedIndices, quantizedErrors) = (palette, indices, errors)
    }

    /// The half-open pixel bounds (left, top, right, bottom) of the changed pixels, or nil.
    private static func bounds(of changed: [Bool], width: Int, height: Int) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        guard width > 0, height > 0, changed.count == width * height else { return nil }
        var (left, top, right, bottom) = (width, height, 0, 0)
        changed.withUnsafeBufferPointer { changed in
            for y in 0..<height {
                let row = y * width
                var x = 0
                while x < width, !changed[row + x] { x += 1 }
                guard x < width else { continue }
                var last = width - 1
                while !changed[row + last] { last -= 1 }
                (left, right) = (min(left, x), max(right, last + 1))
                (top, bottom) = (min(top, y), y + 1)
            }
        }
        return right > left ? (left, top, right, bottom) : nil
    }
}
