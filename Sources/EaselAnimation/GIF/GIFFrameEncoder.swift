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
///    first frame did). When `shown` (what the GIF shows) is given, a pixel that did not change but is
///    shown more than `tolerance` off in some channel is *stale*: a quantization error to repair.
/// 2. The rectangle is the smallest one holding every changed and stale pixel. When there are none,
///    it is the top-left pixel, transparent.
/// 3. The palette, first rule that applies:
///    a. every pixel of the rectangle changed and they have 256 colours or fewer: those colours, exact;
///    b. no pixel is stale and the changed ones have 255 colours or fewer: those colours, exact, plus a
///       transparent entry for the unchanged pixels (which keeps what the GIF shows);
///    c. the rectangle's pixels have 256 colours or fewer: those colours, exact, every pixel written;
///    d. the changed pixels have 255 colours or fewer: those colours, exact, then the stale pixels'
///       most frequent colours (ties by value) in the entries left, then the transparent entry;
///    e. otherwise the changed pixels' colours quantized to 255 by median cut (`MedianCutQuantizer`),
///       mapped to the nearest entry with Floyd–Steinberg dithering if asked (`PaletteMapping`), plus
///       the transparent entry.
///    So a rectangle of at most 256 colours is always exact.
/// 4. Changed pixels are always written. A stale pixel is written when the palette holds its colour or
///    one within `tolerance` of it; other stale pixels wait for a later frame (the transparent index),
///    so each frame repairs what its palette can and errors die out instead of lingering.
/// 5. The palette is padded with black to a power of two (at least 2), as GIF requires; exact colours
///    come in ascending order.
enum GIFFrameEncoder {
    private enum Kind: UInt8 { case unchanged, changed, stale }

    static func encode(_ pixels: [UInt32], previous: [UInt32]?, shown: [UInt32]? = nil, tolerance: Int = 0,
                       width: Int, height: Int, dithering: Bool) -> GIFFrame {
        // Step 1.
        var kinds = [Kind](repeating: .changed, count: pixels.count)
        if let previous, previous.count == pixels.count {
            kinds.withUnsafeMutableBufferPointer { kinds in
                pixels.withUnsafeBufferPointer { pixels in
                    previous.withUnsafeBufferPointer { previous in
                        for offset in 0..<pixels.count where previous[offset] == pixels[offset] {
                            kinds[offset] = .unchanged
                        }
                    }
                    guard let shown else { return }
                    shown.withUnsafeBufferPointer { shown in
                        for offset in 0..<pixels.count where kinds[offset] == .unchanged
                            && maximumChannelDifference(shown[offset], pixels[offset]) > tolerance {
                            kinds[offset] = .stale
                        }
                    }
                }
            }
        }
        // Step 2.
        guard let (left, top, right, bottom) = bounds(of: kinds, width: width, height: height) else {
            return GIFFrame(canvasWidth: width, canvasHeight: height, left: 0, top: 0, width: 1, height: 1,
                            palette: [0, 0], indices: [0], transparentIndex: 0)
        }
        let (rectWidth, rectHeight) = (right - left, bottom - top)
        var block = [UInt32](), blockKinds = [Kind]()
        block.reserveCapacity(rectWidth * rectHeight)
        blockKinds.reserveCapacity(rectWidth * rectHeight)
        for y in top..<bottom {
            block += pixels[(y * width + left)..<(y * width + right)]
            blockKinds += kinds[(y * width + left)..<(y * width + right)]
        }
        var changedColors: [UInt32: Int] = [:]
        var staleColors: [UInt32: Int] = [:]
        var unchangedCount = 0
        for (color, kind) in zip(block, blockKinds) {
            switch kind {
            case .changed: changedColors[color, default: 0] += 1
            case .stale: staleColors[color, default: 0] += 1
            case .unchanged: unchangedCount += 1
            }
        }
        var frame = GIFFrame(canvasWidth: width, canvasHeight: height, left: left, top: top, width: rectWidth,
                             height: rectHeight, palette: [], indices: [], transparentIndex: nil)

        // Step 3a–c: exact palettes without repairs to choose.
        if unchangedCount == 0, staleColors.isEmpty, changedColors.count <= 256 {
            return exact(frame, block, colors: changedColors.keys.sorted())
        }
        if staleColors.isEmpty, changedColors.count <= 255 {
            return exactWithTransparency(frame, block, blockKinds, colors: changedColors.keys.sorted(), tolerance: tolerance)
        }
        let all = Set(block)
        if all.count <= 256 {
            return exact(frame, block, colors: all.sorted())
        }
        // Step 3d: exact changed colours, then the commonest stale ones.
        if changedColors.count <= 255 {
            let repairs = staleColors.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(255 - changedColors.count).map(\.key)
            let colors = (changedColors.keys.sorted() + repairs.sorted())
            return exactWithTransparency(frame, block, blockKinds, colors: colors, tolerance: tolerance)
        }
        // Step 3e: quantized.
        let colors = MedianCutQuantizer.palette(for: changedColors, maximumColors: 255)
        var mapping = PaletteMapping(palette: colors)
        let transparent = UInt8(colors.count)
        var indices = mapping.indices(of: block, width: rectWidth, height: rectHeight, dithering: dithering,
                                      skipped: transparent) { blockKinds[$0] == .changed }
        for offset in block.indices where blockKinds[offset] == .stale {
            let index = mapping.index(of: block[offset])
            if maximumChannelDifference(colors[Int(index)], block[offset]) <= tolerance { indices[offset] = index }
        }
        frame.indices = indices
        frame.transparentIndex = Int(transparent)
        frame.palette = padded(colors + [0])
        return frame
    }

    /// Every pixel written in its exact colour.
    private static func exact(_ frame: GIFFrame, _ block: [UInt32], colors: [UInt32]) -> GIFFrame {
        var frame = frame
        let lookup = Dictionary(uniqueKeysWithValues: colors.enumerated().map { ($1, UInt8($0)) })
        frame.palette = padded(colors)
        frame.indices = block.map { lookup[$0] ?? 0 }
        return frame
    }

    /// Changed pixels in their exact colour; stale ones when a colour within `tolerance` is in `colors`
    /// (the exact one first); the rest transparent.
    private static func exactWithTransparency(_ frame: GIFFrame, _ block: [UInt32], _ kinds: [Kind], colors: [UInt32],
                                              tolerance: Int) -> GIFFrame {
        var frame = frame
        let lookup = Dictionary(uniqueKeysWithValues: colors.enumerated().map { ($1, UInt8($0)) })
        let transparent = UInt8(colors.count)
        var mapping = PaletteMapping(palette: colors)
        frame.indices = block.indices.map { offset in
            switch kinds[offset] {
            case .changed: return lookup[block[offset]] ?? 0
            case .unchanged: return transparent
            case .stale:
                if let index = lookup[block[offset]] { return index }
                let index = mapping.index(of: block[offset])
                return maximumChannelDifference(colors[Int(index)], block[offset]) <= tolerance ? index : transparent
            }
        }
        frame.transparentIndex = Int(transparent)
        frame.palette = padded(colors + [0])
        return frame
    }

    /// The colours padded with black to a power of two, at least 2.
    private static func padded(_ colors: [UInt32]) -> [UInt32] {
        var size = 2
        while size < colors.count { size *= 2 }
        return colors + [UInt32](repeating: 0, count: size - colors.count)
    }

    /// The half-open pixel bounds (left, top, right, bottom) of the changed and stale pixels, or nil.
    private static func bounds(of kinds: [Kind], width: Int, height: Int) -> (Int, Int, Int, Int)? {
        guard width > 0, height > 0 else { return nil }
        var (left, top, right, bottom) = (width, height, 0, 0)
        kinds.withUnsafeBufferPointer { kinds in
            for y in 0..<height {
                let row = y * width
                var x = 0
                while x < width, kinds[row + x] == .unchanged { x += 1 }
                guard x < width else { continue }
                var last = width - 1
                while kinds[row + last] == .unchanged { last -= 1 }
                (left, right) = (min(left, x), max(right, last + 1))
                (top, bottom) = (min(top, y), y + 1)
            }
        }
        return right > left ? (left, top, right, bottom) : nil
    }

    /// The largest difference between the red, green or blue channels of two 0xRRGGBB pixels.
    static func maximumChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)), abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)),
            abs(Int(a & 0xFF) - Int(b & 0xFF)))
    }
}
