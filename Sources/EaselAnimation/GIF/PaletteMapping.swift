import Foundation

/// Maps pixels to the entries of a quantized palette, optionally dithered (ordered or Floyd–Steinberg).
///
/// Rules:
/// 1. A colour's entry is the nearest one by weighted squared distance 2·Δr² + 4·Δg² + 3·Δb² (the eye
///    is most sensitive to green, least to blue); ties go to the lower index. Answers are cached.
/// 2. With dithering, the pixels are visited row by row, left to right; each pixel's colour plus the
///    error carried to it is clamped to 0…255 and mapped, and its error (wanted − drawn, per channel)
///    is carried 7/16 to the right, 3/16 below left, 5/16 below and 1/16 below right, within the
///    rectangle. Pixels that are skipped (`isIncluded` false: unchanged, written transparent) are not
///    mapped and receive no error.
/// 3. With ordered dithering, each channel of the pixel at (x, y) of the whole picture (the block's
///    `origin` added) is offset by (B(x mod 8, y mod 8) + 0.5) / 64 − 0.5 times `orderedSpread` (32
///    levels, about the spacing of 255 colours spread over the colour cube), B being the 8 × 8 Bayer
///    matrix, clamped to 0…255 and mapped. The offset depends on the position only, so a still pixel
///    keeps its entry from frame to frame.
struct PaletteMapping {
    let palette: [UInt32]
    private var cache: [UInt32: UInt8] = [:]

    init(palette: [UInt32]) { self.palette = palette }

    /// The palette index nearest `color`.
    mutating func index(of color: UInt32) -> UInt8 {
        if let index = cache[color] { return index }
        let (r, g, b) = (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
        var best = 0, bestDistance = Int.max
        for (index, entry) in palette.enumerated() {
            let dr = r - Int(entry >> 16 & 0xFF), dg = g - Int(entry >> 8 & 0xFF), db = b - Int(entry & 0xFF)
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        cache[color] = UInt8(best)
        return UInt8(best)
    }

    /// The indices of a `width × height` block of `pixels` (0xRRGGBB), writing `skipped` where
    /// `isIncluded` is false.
    mutating func indices(of pixels: [UInt32], width: Int, height: Int, dither: AnimationOutputOptions.Dither,
                          origin: (x: Int, y: Int) = (0, 0), skipped: UInt8, isIncluded: (Int) -> Bool) -> [UInt8] {
        var indices = [UInt8](repeating: skipped, count: pixels.count)
        switch dither {
        case .none:
            for offset in pixels.indices where isIncluded(offset) { indices[offset] = index(of: pixels[offset]) }
            return indices
        case .ordered:
            for offset in pixels.indices where isIncluded(offset) {
                let (x, y) = (origin.x + offset % width, origin.y + offset / width)
                let shift = Self.orderedOffsets[(y & 7) << 3 | (x & 7)]
                let color = pixels[offset]
                var shifted: UInt32 = 0
                for channel in 0..<3 {
                    let value = Int(color >> UInt32(16 - 8 * channel) & 0xFF) + shift
                    shifted |= UInt32(min(255, max(0, value))) << UInt32(16 - 8 * channel)
                }
                indices[offset] = index(of: shifted)
            }
            return indices
        case .floydSteinberg:
            break
        }
        // Errors in sixteenths, three channels per pixel, for this row and the next.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * width + x
                guard isIncluded(offset) else { continue }
                let color = pixels[offset]
                var wanted = [0, 0, 0]
                for channel in 0..<3 {
                    let value = Int(color >> UInt32(16 - 8 * channel) & 0xFF)
                    wanted[channel] = min(255, max(0, value + current[(x + 1) * 3 + channel] / 16))
                }
                let index = index(of: UInt32(wanted[0]) << 16 | UInt32(wanted[1]) << 8 | UInt32(wanted[2]))
                indices[offset] = index
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
            swap(&current, &next)
            for index in next.indices { next[index] = 0 }
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
