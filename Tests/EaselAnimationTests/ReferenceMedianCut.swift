@testable import EaselAnimation

/// Median cut as first written (`MedianCutQuantizer`'s steps, with counts looked up and sorts by two
/// comparisons), the reference its faster form must match palette for palette.
enum ReferenceMedianCut {
    private struct Box {
        var range: Range<Int>
        var pixels: Int
        var longestSide: (channel: Int, length: Int)
    }

    static func palette(for histogram: ColorTable, maximumColors: Int) -> [UInt32] {
        var colors = histogram.sortedColors
        guard colors.count > maximumColors else { return colors }
        let counts = histogram
        func channel(_ color: UInt32, _ index: Int) -> Int { Int(color >> UInt32(16 - 8 * index) & 0xFF) }
        func box(_ range: Range<Int>) -> Box {
            var (low, high) = ([255, 255, 255], [0, 0, 0])
            var pixels = 0
            for color in colors[range] {
                pixels += counts[color] ?? 0
                for index in 0..<3 {
                    let value = channel(color, index)
                    low[index] = min(low[index], value)
                    high[index] = max(high[index], value)
                }
            }
            let lengths = (0..<3).map { high[$0] - low[$0] }
            let longest = lengths.indices.max { lengths[$0] < lengths[$1] || (lengths[$0] == lengths[$1] && $0 > $1) } ?? 0
            return Box(range: range, pixels: pixels, longestSide: (longest, lengths[longest]))
        }
        var boxes = [box(0..<colors.count)]
        while boxes.count < maximumColors {
            let candidates = boxes.indices.filter { boxes[$0].range.count > 1 }
            guard let chosen = candidates.max(by: { a, b in
                let (x, y) = (boxes[a].longestSide.length * boxes[a].pixels, boxes[b].longestSide.length * boxes[b].pixels)
                return x != y ? x < y : a > b
            }) else { break }
            let split = boxes[chosen]
            let side = split.longestSide.channel
            colors[split.range].sort { channel($0, side) < channel($1, side) || (channel($0, side) == channel($1, side) && $0 < $1) }
            var cut = split.range.lowerBound + 1
            var below = counts[colors[split.range.lowerBound]] ?? 0
            while cut < split.range.upperBound - 1, below * 2 < split.pixels {
                below += counts[colors[cut]] ?? 0
                cut += 1
            }
            boxes[chosen] = box(split.range.lowerBound..<cut)
            boxes.insert(box(cut..<split.range.upperBound), at: chosen + 1)
        }
        return boxes.map { box in
            var sums = [0, 0, 0]
            for color in colors[box.range] {
                let count = counts[color] ?? 0
                for index in 0..<3 { sums[index] += channel(color, index) * count }
            }
            let total = max(box.pixels, 1)
            let mean = sums.map { UInt32(($0 + total / 2) / total) }
            return mean[0] << 16 | mean[1] << 8 | mean[2]
        }
    }
}

