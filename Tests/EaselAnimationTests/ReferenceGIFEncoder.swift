import Foundation
@testable import EaselAnimation

// The GIF encoder as it was before frames were analysed in parallel (`GIFFrameAnalysis`) and repaired
// from a list of errors (`GIFCanvas`): every frame encoded whole against the previous source and, after
// a quantized frame, against what the GIF shows, kept here as the reference the faster encoder must
// match byte for byte.

/// The whole-frame encoder.
enum ReferenceGIFEncoder {
    private enum Kind: UInt8 { case unchanged, changed, stale }

    static func encode(_ pixels: [UInt32], previous: [UInt32]?, shown: [UInt32]? = nil, tolerance: Int = 0,
                       width: Int, height: Int, dither: AnimationOutputOptions.Dither) -> GIFFrame {
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
            // Stale colours not already among the changed ones (rule 3d), so no colour is listed twice.
            let repairs = staleColors.filter { changedColors[$0.key] == nil }
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(255 - changedColors.count).map(\.key)
            let colors = (changedColors.keys.sorted() + repairs.sorted())
            return exactWithTransparency(frame, block, blockKinds, colors: colors, tolerance: tolerance)
        }
        // Step 3e: quantized.
        var histogram = ColorTable()
        for (color, count) in changedColors { histogram[color, default: 0] = count }
        let colors = MedianCutQuantizer.palette(for: histogram, maximumColors: 255)
        var mapping = PaletteMapping(palette: colors)
        let transparent = UInt8(colors.count)
        var indices = mapping.indices(of: pixels, rowLength: width, rectangle: (left, top, rectWidth, rectHeight), dither: dither,
                                      skipped: transparent, included: kinds.map { $0 == .changed })
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

/// What the GIF shows after each frame, pixel by pixel.
struct ReferenceGIFCanvas {
    /// How far (in 8-bit levels, per channel) a shown pixel may be from its source before it is repaired.
    static let tolerance = 8

    private(set) var pixels: [UInt32] = []
    private var lastSource: [UInt32] = []
    /// Whether the canvas shows the last frame's source within `tolerance`.
    private(set) var isFaithful = true

    /// The frame to write for `source`, given its encoding against the previous source.
    func frame(for source: [UInt32], encoded: GIFFrame, dither: AnimationOutputOptions.Dither) -> GIFFrame {
        guard !pixels.isEmpty, !isFaithful else { return encoded }
        return ReferenceGIFEncoder.encode(source, previous: lastSource, shown: pixels, tolerance: Self.tolerance,
                                      width: encoded.canvasWidth, height: encoded.canvasHeight, dither: dither)
    }

    /// Draws `frame`, the encoding of `source`, on the canvas.
    mutating func draw(_ frame: GIFFrame, source: [UInt32]) {
        if pixels.isEmpty { pixels = [UInt32](repeating: 0, count: frame.canvasWidth * frame.canvasHeight) }
        var isFaithful = true
        pixels.withUnsafeMutableBufferPointer { pixels in
            source.withUnsafeBufferPointer { source in
                frame.indices.withUnsafeBufferPointer { indices in
                    for y in 0..<frame.height {
                        for x in 0..<frame.width {
                            let offset = (frame.top + y) * frame.canvasWidth + frame.left + x
                            let index = Int(indices[y * frame.width + x])
                            if index != frame.transparentIndex { pixels[offset] = frame.palette[index] }
                            if ReferenceGIFEncoder.maximumChannelDifference(pixels[offset], source[offset]) > Self.tolerance {
                                isFaithful = false
                            }
                        }
                    }
                }
            }
        }
        self.isFaithful = isFaithful
        lastSource = source
    }
}
