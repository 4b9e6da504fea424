import Foundation

/// Maps pixels to the entries of a quantized palette, optionally with Floyd–Steinberg dithering.
///
/// Rules:
/// 1. A colour's entry is the nearest one by weighted squared distance 2·Δr² + 4·Δg² + 3·Δb² (the eye
///    is most sensitive to green, least to blue); ties go to the lower index. Answers are cached.
/// 2. With dithering, the pixels are visited row by row, left to right; each pixel's colour plus the
///    error carried to it is clamped to 0…255 and mapped, and its error (wanted − drawn, per channel)
///    is carried 7/16 to the right, 3/16 below left, 5/16 below and 1/16 below right, within the
///    rectangle. Pixels that are skipped (`isIncluded` false: unchanged, written transparent) are not
///    mapped and receive no error.
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
    mutating func indices(of pixels: [UInt32], width: Int, height: Int, dithering: Bool, skipped: UInt8,
                          isIncluded: (Int) -> Bool) -> [UInt8] {
        var indices = [UInt8](repeating: skipped, count: pixels.count)
        guard dithering else {
            for offset in pixels.indices where isIncluded(offset) { indices[offset] = index(of: pixels[offset]) }
            return indices
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
}
