import EaselTestSupport
import Foundation
import Testing
@testable import EaselAnimation

/// The pieces the GIF encoder runs per pixel, each against the plain code it replaced: the colour hash
/// table against `Dictionary`, the eight-at-a-time mask scans against a loop over one entry at a time,
/// flattening against the formula pixel by pixel, the changed pixels against a comparison of each, and
/// the nearest palette entry against a search that computes every distance in `Int`.
@Suite struct GIFEncodingPartsTests {
    @MainActor @Test(arguments: [0, 1, 17, 300, 5_000])
    func colorTableMatchesADictionary(colors: Int) {
        var generator = SplitMix64(seed: UInt64(colors))
        var table = ColorTable()
        var dictionary: [UInt32: Int] = [:]
        for _ in 0..<(colors * 3) {
            // Few distinct colours among many additions, so that most additions find a colour already there.
            let color = colors == 0 ? 0 : UInt32(generator.int(0...(colors - 1))) &* 0x9E_3779 & 0xFF_FFFF
            let amount = generator.int(1...9)
            table[color, default: 0] += amount
            dictionary[color, default: 0] += amount
        }
        #expect(table.count == dictionary.count)
        #expect(table.sortedColors == dictionary.keys.sorted())
        for (color, count) in dictionary { #expect(table[color] == count) }
        #expect(table[0xFF_FFFF] == dictionary[0xFF_FFFF])
    }

    @MainActor @Test func maskScansFindTheTrueEntries() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let mask = (0..<generator.int(0...70)).map { _ in generator.chance(0.08) }
            let lower = generator.int(0...mask.count), upper = generator.int(lower...mask.count)
            mask.withUnsafeBufferPointer { buffer in
                #expect(buffer.firstTrue(in: lower..<upper) == (lower..<upper).first { mask[$0] } ?? upper)
                #expect(buffer.lastTrue(in: lower..<upper) == (lower..<upper).last { mask[$0] })
                var visited: [Int] = []
                buffer.forEachTrue(in: lower..<upper) { visited.append($0) }
                #expect(visited == (lower..<upper).filter { mask[$0] })
            }
        }
    }

    @MainActor @Test(arguments: [0, 7, 8, 61])
    func flatteningComposesEachPixelOverTheBackground(count: Int) {
        var generator = SplitMix64(seed: UInt64(count))
        let background: UInt32 = 0x3C_A0F0
        // Runs of opaque pixels (whole groups of eight among them), transparent ones and partial ones.
        let words: [UInt32] = (0..<count).map { index in
            let alpha = index % 20 < 12 ? 255 : [0, 0, 1, 128, 254][generator.int(0...4)]
            func channel() -> UInt32 { UInt32(generator.int(0...alpha)) }
            return alpha == 0 ? 0 : UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
        }
        let expected = words.map { word -> UInt32 in
            let alpha = word >> 24
            func channel(_ shift: UInt32) -> UInt32 {
                min(255, (word >> shift & 0xFF) + ((background >> shift & 0xFF) * (255 - alpha) + 127) / 255)
            }
            return channel(16) << 16 | channel(8) << 8 | channel(0)
        }
        #expect(Flattening.opaque(words, over: background) == expected)
    }

    /// The changed pixels and their bounds, found sixteen at a time, against a comparison pixel by pixel:
    /// rows narrower and wider than a step, changes at either end of a row and in its tail.
    @MainActor @Test(arguments: [1, 15, 16, 17, 33, 47])
    func changedPixelsAreThoseThatDiffer(width: Int) {
        var generator = SplitMix64(seed: UInt64(width))
        for _ in 0..<40 {
            let height = generator.int(1...4)
            let previous = (0..<(width * height)).map { _ in UInt32(generator.int(0...3)) }
            let pixels = previous.enumerated().map { index, pixel in
                generator.chance(index % width == width - 1 ? 0.3 : 0.04) ? pixel ^ 0x10_0000 : pixel
            }
            let analysis = GIFFrameAnalysis(pixels, previous: previous, width: width, height: height, dither: .none, tolerance: 8)
            let changed = zip(pixels, previous).map { $0 != $1 }
            #expect(analysis.changed == changed)
            let offsets = changed.indices.filter { changed[$0] }
            let bounds = analysis.changedBounds.map { [$0.left, $0.top, $0.right, $0.bottom] }
            #expect(bounds == (offsets.isEmpty ? nil : [offsets.map { $0 % width }.min()!, offsets.first! / width,
                                                       offsets.map { $0 % width }.max()! + 1, offsets.last! / width + 1]))
        }
    }

    /// Median cut gives the palette of its first form: histograms of clustered and spread colours with
    /// counts from 1 to thousands, and an even 8 × 8 × 8 grid of one pixel each (where boxes tie in size
    /// and sides in length), cut to 2, 16 and 255.
    @MainActor @Test(arguments: [3, 300, 2_000, 0])
    func medianCutMatchesItsFirstForm(colors: Int) {
        var generator = SplitMix64(seed: UInt64(colors))
        for maximumColors in [2, 16, 255] {
            var histogram = ColorTable()
            if colors == 0 {
                for index in 0..<512 { histogram[UInt32(index & 7) << 21 | UInt32(index >> 3 & 7) << 13 | UInt32(index >> 6) << 5, default: 0] = 1 }
            }
            for index in 0..<colors {
                let base: UInt32 = index % 3 == 0 ? 0x20_8040 : UInt32(generator.int(0...0xFF_FFFF))
                let color = base ^ UInt32(generator.int(0...0x0F)) << UInt32(8 * generator.int(0...2))
                histogram[color, default: 0] += generator.chance(0.1) ? generator.int(1...5_000) : generator.int(1...3)
            }
            #expect(MedianCutQuantizer.palette(for: histogram, maximumColors: maximumColors)
                == ReferenceMedianCut.palette(for: histogram, maximumColors: maximumColors))
        }
    }

    @MainActor @Test func nearestEntryIsTheFirstAtTheLeastWeightedDistance() {
        var generator = SplitMix64(seed: 11)
        func color() -> UInt32 { UInt32(generator.int(0...0xFF_FFFF)) }
        // Repeated entries, so that ties occur and must go to the lower index.
        var palette = (0..<40).map { _ in color() }
        palette += palette.prefix(10)
        palette.append(palette[3])
        var mapping = PaletteMapping(palette: palette)
        for _ in 0..<2_000 {
            let wanted = generator.chance(0.2) ? palette[generator.int(0...palette.count - 1)] : color()
            func distance(_ entry: UInt32) -> Int {
                let channels = [16, 8, 0].map { Int(wanted >> $0 & 0xFF) - Int(entry >> $0 & 0xFF) }
                return 2 * channels[0] * channels[0] + 4 * channels[1] * channels[1] + 3 * channels[2] * channels[2]
            }
            let least = palette.map(distance).min()
            #expect(Int(mapping.index(of: wanted)) == palette.firstIndex { distance($0) == least })
        }
    }
}
