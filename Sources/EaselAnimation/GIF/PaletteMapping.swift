import Foundation

/// Maps pixels to the entries of a quantized palette, optionally dithered (ordered or Floyd–Steinberg).
///
/// Rules:
/// 1. A colour's entry is the nearest one by weighted squared distance 2·Δr² + 4·Δg² + 3·Δb² (the eye
///    is most sensitive to green, least to blue); ties go to the lower index. Answers are cached.
/// 2. With dithering, the pixels are visited row by row, left to right; each pixel's colour plus the
///    error carried to it is clamped to 0…255 and mapped, and its error (wanted − drawn, per channel)
///    is carried 7/16 to the right, 3/16 below left, 5/16 below and 1/16 below right, within the
///    rectangle. Pixels that are skipped (`included` false: unchanged, written transparent) are not
///    mapped and receive no error.
/// 3. With ordered dithering, each channel of the pixel at (x, y) of the whole picture is offset by
///    (B(x mod 8, y mod 8) + 0.5) / 64 − 0.5 times `orderedSpread` (32 levels, about the spacing of 255
///    colours spread over the colour cube), B being the 8 × 8 Bayer matrix, clamped to 0…255 and mapped.
///    The offset depends on the position only, so a still pixel keeps its entry from frame to frame.
struct PaletteMapping {
    let palette: [UInt32]
    /// The palette's channels apart, for the nearest-entry search to compare all entries at once.
    private let reds: [Int32], greens: [Int32], blues: [Int32]
    private var cache = ColorTable()

    init(palette: [UInt32]) {
        self.palette = palette
        reds = palette.map { Int32($0 >> 16 & 0xFF) }
        greens = palette.map { Int32($0 >> 8 & 0xFF) }
        blues = palette.map { Int32($0 & 0xFF) }
    }

    /// The palette index nearest `color`.
    mutating func index(of color: UInt32) -> UInt8 {
        if let index = cache[color] { return UInt8(index) }
        let best = nearest(color)
        cache[color, default: 0] = best
        return UInt8(best)
    }

    /// Rule 1 without the cache: the least distance over every entry (a loop the compiler vectorises),
    /// then the first entry at that distance.
    private func nearest(_ color: UInt32) -> Int {
        let (r, g, b) = (Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
        return reds.withUnsafeBufferPointer { reds in
            greens.withUnsafeBufferPointer { greens in
                blues.withUnsafeBufferPointer { blues in
                    func distance(_ index: Int) -> Int32 {
                        let (dr, dg, db) = (r &- reds[index], g &- greens[index], b &- blues[index])
                        return 2 &* dr &* dr &+ 4 &* dg &* dg &+ 3 &* db &* db
                    }
                    var least = Int32.max
                    for index in 0..<reds.count { least = Swift.min(least, distance(index)) }
                    for index in 0..<reds.count where distance(index) == least { return index }
                    return 0
                }
            }
        }
    }

    /// The indices of the pixels of `rectangle`, row by row, within `pixels` (0xRRGGBB, `rowLength` a
    /// row, the whole picture): `skipped` where `included` (one entry per pixel of `pixels`) is false.
    mutating func indices(of pixels: [UInt32], rowLength: Int, rectangle: (left: Int, top: Int, width: Int, height: Int),
                          dither: AnimationOutputOptions.Dither, skipped: UInt8, included: [Bool]) -> [UInt8] {
        let (width, height) = (rectangle.width, rectangle.height)
        var indices = [UInt8](repeating: skipped, count: width * height)
        /// Calls `body(x, y, offset)` for each included pixel of the rectangle, in order.
        func forEachIncluded(_ body: (Int, Int, Int) -> Void) {
            included.withUnsafeBufferPointer { included in
                for y in 0..<height {
                    let row = (rectangle.top + y) * rowLength + rectangle.left
                    included.forEachTrue(in: row..<(row + width)) { body($0 - row, y, $0) }
                }
            }
        }
        switch dither {
        case .none:
            var (lastColor, lastIndex): (UInt32?, UInt8) = (nil, 0)
            forEachIncluded { x, y, offset in
                let color = pixels[offset]
                if color != lastColor { (lastColor, lastIndex) = (color, index(of: color)) }
                indices[y * width + x] = lastIndex
            }
            return indices
        case .ordered:
            forEachIncluded { x, y, offset in
                let shift = Self.orderedOffsets[((rectangle.top + y) & 7) << 3 | ((rectangle.left + x) & 7)]
                let color = pixels[offset]
                var shifted: UInt32 = 0
                for channel in 0..<3 {
                    let value = Int(color >> UInt32(16 - 8 * channel) & 0xFF) + shift
                    shifted |= UInt32(min(255, max(0, value))) << UInt32(16 - 8 * channel)
                }
                indices[y * width + x] = index(of: shifted)
            }
            return indices
        case .floydSteinberg:
            break
        }
        // Errors in sixteenths, three channels per pixel, for this row and the next, moved on a row each
        // time the visit reaches a later row (rows without included pixels move them on too).
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        var row = 0
        forEachIncluded { x, y, offset in
            while row < y {
                swap(&current, &next)
                for index in next.indices { next[index] = 0 }
                row += 1
            }
            let color = pixels[offset]
            var wanted = [0, 0, 0]
            for channel in 0..<3 {
                let value = Int(color >> UInt32(16 - 8 * channel) & 0xFF)
                wanted[channel] = min(255, max(0, value + current[(x + 1) * 3 + channel] / 16))
            }
            let index = index(of: UInt32(wanted[0]) << 16 | UInt32(wanted[1]) << 8 | UInt32(wanted[2]))
            indices[y * width + x] = index
            let drawn = palette[Int(index)]
            for channel in 0..<3 {
                let error = wanted[channel] - Int(drawn >> UInt32(16 - 8 * channel) & 0xFF)
                if x + 1 < width { current[(x + 2) * 3 + channel] += error * 7 }
                if y + 1 < height {
                    if x > 0 { next[x * 3 + channel] += error * 3 }
                    next[(x + 1) * 3 + channel] += error * 5
                    if x + 1 < width { next[(x + 2) * 3 + channel] += error }
                }
            }
        }
        return indices
    }

    /// The spread of ordered dithering's offsets, in levels of a channel (rule 3).
    static let orderedSpread = 32

    /// Rule 3's offsets, row by row: the 8 × 8 Bayer matrix scaled to −spread/2 … spread/2, rounded.
    static let orderedOffsets: [Int] = {
        func bayer(_ x: Int, _ y: Int, _ size: Int) -> Int {
            guard size > 1 else { return 0 }
            let half = size / 2
            let quadrant = [0, 2, 3, 1][(y / half) * 2 + x / half]
            return 4 * bayer(x % half, y % half, half) + quadrant
        }
        return (0..<64).map { index in
            let threshold = (Double(bayer(index & 7, index >> 3, 8)) + 0.5) / 64 - 0.5
            return Int((threshold * Double(orderedSpread)).rounded())
        }
    }()
}
