import Foundation

/// A palette for more colours than a GIF frame can hold, by median cut (Heckbert, 1982).
///
/// Steps:
/// 1. Start with one box holding every colour (with how many pixels have it), in ascending order of
///    value so that the result does not depend on hashing.
/// 2. While there are fewer boxes than `maximumColors`: take the box holding two colours or more whose
///    longest side (the largest range of red, green or blue) times its pixel count is largest — ties
///    go to the earlier box — so that colours covering many pixels (a background, a card) end up alone
///    in their box and exact; sort its colours along that channel (ties by value) and cut it where half
///    its pixels are on each side (each side keeps at least one colour).
/// 3. Each box gives one palette colour: the pixel-weighted mean of its colours, rounded.
/// The colours travel with their pixel counts, and a sort along a channel compares one key per colour
/// (the channel above the whole colour), so that no step looks a count up or builds a list.
enum MedianCutQuantizer {
    private struct Entry {
        let color: UInt32
        let count: Int
    }

    private struct Box {
        var range: Range<Int>
        var pixels: Int
        var longestSide: (channel: Int, length: Int)
    }

    static func palette(for histogram: ColorTable, maximumColors: Int) -> [UInt32] {
        let sorted = histogram.sortedColors
        guard sorted.count > maximumColors else { return sorted }
        var entries = sorted.map { Entry(color: $0, count: histogram[$0] ?? 0) }
        func box(_ range: Range<Int>) -> Box {
            var (lowRed, lowGreen, lowBlue) = (UInt32(255), UInt32(255), UInt32(255))
            var (highRed, highGreen, highBlue) = (UInt32(0), UInt32(0), UInt32(0))
            var pixels = 0
            for entry in entries[range] {
                pixels += entry.count
                let (red, green, blue) = (entry.color >> 16, entry.color >> 8 & 0xFF, entry.color & 0xFF)
                (lowRed, highRed) = (min(lowRed, red), max(highRed, red))
                (lowGreen, highGreen) = (min(lowGreen, green), max(highGreen, green))
                (lowBlue, highBlue) = (min(lowBlue, blue), max(highBlue, blue))
            }
            // The longest side; ties go to the earlier channel.
            var longest = (channel: 0, length: Int(highRed - lowRed))
            if Int(highGreen - lowGreen) > longest.length { longest = (1, Int(highGreen - lowGreen)) }
            if Int(highBlue - lowBlue) > longest.length { longest = (2, Int(highBlue - lowBlue)) }
            return Box(range: range, pixels: pixels, longestSide: longest)
        }
        var boxes = [box(0..<entries.count)]
        boxes.reserveCapacity(maximumColors)
        while boxes.count < maximumColors {
            var chosen: Int?
            var largest = 0
            for (index, box) in boxes.enumerated() where box.range.count > 1 {
                let size = box.longestSide.length * box.pixels
                if chosen == nil || size > largest { (chosen, largest) = (index, size) }
            }
            guard let chosen else { break }
            let split = boxes[chosen]
            let side = UInt32(16 - 8 * split.longestSide.channel) // 0 red, 1 green, 2 blue
            // Along the side, ties by value: the channel's byte above the whole colour.
            entries[split.range].sort { ($0.color >> side & 0xFF) << 24 | $0.color < ($1.color >> side & 0xFF) << 24 | $1.color }
            var cut = split.range.lowerBound + 1
            var below = entries[split.range.lowerBound].count
            while cut < split.range.upperBound - 1, below * 2 < split.pixels {
                below += entries[cut].count
                cut += 1
            }
            boxes[chosen] = box(split.range.lowerBound..<cut)
            boxes.insert(box(cut..<split.range.upperBound), at: chosen + 1)
        }
        return boxes.map { box in
            var (red, green, blue) = (0, 0, 0)
            for entry in entries[box.range] {
                red += Int(entry.color >> 16) * entry.count
                green += Int(entry.color >> 8 & 0xFF) * entry.count
                blue += Int(entry.color & 0xFF) * entry.count
            }
            let total = max(box.pixels, 1)
            func mean(_ sum: Int) -> UInt32 { UInt32((sum + total / 2) / total) }
            return mean(red) << 16 | mean(green) << 8 | mean(blue)
        }
    }
}
