import EaselCore
import Foundation
import Testing
@testable import EaselText

/// A request for `string` in `font` (body by default), at `width` (nil: no wrapping).
func request(_ string: String, font: ResolvedFont = Font.body.resolved(for: .large), width: CGFloat? = nil,
             lineLimit: Int? = nil, direction: LayoutDirection = .leftToRight) -> TextLayoutRequest {
    TextLayoutRequest(string: string, font: font, width: width, lineLimit: lineLimit, layoutDirection: direction)
}

let measurer = PangoTextMeasurer()
let sentence = "The quick brown fox jumps over the lazy dog"

@Suite struct PangoMeasurementTests {
    @MainActor @Test func widthGrowsWithTheString() {
        let short = measurer.measure(request("Cat")).size
        let long = measurer.measure(request("Cat and goldfish")).size
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    /// In a named family (the system font's tracking varies by size, `SystemFontTracking`).
    @MainActor @Test func sizeGrowsWithTheFont() {
        let small = measurer.measure(request("Goldfish", font: ResolvedFont(family: "Inter", size: 12))).size
        let large = measurer.measure(request("Goldfish", font: ResolvedFont(family: "Inter", size: 24))).size
        #expect(abs(large.width - 2 * small.width) < 0.01)
        #expect(abs(large.height - 2 * small.height) < 0.01)
    }

    /// A line of body text is about 1.21 times the font size tall (Inter's ascender and descender).
    @MainActor @Test func lineHeightFollowsTheFontMetrics() {
        let size = measurer.measure(request("Hello")).size
        #expect(abs(size.height - 17 * 1.2109375) < 0.02)
    }

    @MainActor @Test func boldIsWiderThanRegular() {
        let regular = measurer.measure(request("Goldfish")).size.width
        let bold = measurer.measure(request("Goldfish", font: ResolvedFont(size: 17, weight: .bold))).size.width
        #expect(bold > regular)
    }

    /// Every Dynamic Type size scales body text: the point sizes of Apple's table, and text that grows
    /// with each step.
    @MainActor @Test func bodyScalesThroughEveryDynamicTypeSize() {
        let points = DynamicTypeSize.allCases.map { Font.body.resolved(for: $0).size }
        #expect(points == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let sizes = DynamicTypeSize.allCases.map { measurer.measure(request("Best pet", font: Font.body.resolved(for: $0))).size }
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(larger.width > smaller.width)
            #expect(larger.height > smaller.height)
        }
        // Text scales in proportion to the point size, no metric rounded, once the system font's tracking
        // between its 8 characters is taken out.
        let untracked = zip(sizes, points).map { $0.width - 7 * SystemFontTracking.tracking(pointSize: $1) }
        for (width, points) in zip(untracked, points) {
            #expect(abs(width / points - untracked[0] / 14) < 0.001)
        }
    }

    @MainActor @Test func wrapsAtWordBoundariesWhenNarrowerThanIdeal() {
        let ideal = measurer.measure(request(sentence)).size
        let wrapped = measurer.measure(request(sentence, width: 150)).size
        #expect(wrapped.width <= 150)
        #expect(wrapped.width > 100)
        #expect(wrapped.height >= 3 * ideal.height - 0.01)
        // Proposed its ideal width, text stays on one line.
        #expect(measurer.measure(request(sentence, width: ideal.width)).size == ideal)
    }

    @MainActor @Test func aWordWiderThanTheLineBreaksInsideTheWord() {
        let wrapped = measurer.measure(request("Supercalifragilisticexpialidocious", width: 60)).size
        #expect(wrapped.width <= 60)
        #expect(wrapped.height > 2 * measurer.measure(request("S")).size.height)
    }

    /// A word broken inside is not hyphenated: the first line is exactly the letters that fit.
    @MainActor @Test func brokenWordsGetNoHyphen() {
        let letters = measurer.measure(request("Goldfis")).size.width
        let broken = measurer.measure(request("Goldfish", width: letters + 0.5)).size
        #expect(broken.width == letters)
        #expect(broken.height > measurer.measure(request("Goldfish")).size.height)
    }

    @MainActor @Test func lineLimitOneKeepsOneLine() {
        let line = measurer.measure(request("Hello")).size.height
        let limited = measurer.measure(request(sentence, width: 150, lineLimit: 1)).size
        #expect(limited.height == line)
        #expect(limited.width <= 150)
        let two = measurer.measure(request(sentence, width: 150, lineLimit: 2)).size
        #expect(abs(two.height - 2 * line) < 0.01)
    }

    /// SwiftUI counts a line limit over the whole text, not per paragraph.
    @MainActor @Test func lineLimitCountsLinesAcrossParagraphs() {
        let line = measurer.measure(request("Hello")).size.height
        let withWidth = measurer.measure(request("Cat\nGoldfish\nDog", width: 200, lineLimit: 2)).size
        #expect(abs(withWidth.height - 2 * line) < 0.01)
        let withoutWidth = measurer.measure(request("Cat\nGoldfish\nDog", lineLimit: 2)).size
        #expect(abs(withoutWidth.height - 2 * line) < 0.01)
        let paragraphThenWrap = measurer.measure(request("Cat\n" + sentence, width: 150, lineLimit: 2)).size
        #expect(abs(paragraphThenWrap.height - 2 * line) < 0.01)
        #expect(paragraphThenWrap.width <= 150)
    }

    @MainActor @Test func baselinesOfFirstAndLastLines() {
        let one = measurer.measure(request("Hello"))
        #expect(one.firstBaseline > 0 && one.firstBaseline < one.size.height)
        #expect(one.lastBaseline == one.firstBaseline)
        let three = measurer.measure(request(sentence, width: 150))
        #expect(three.firstBaseline == one.firstBaseline)
        #expect(abs(three.lastBaseline - (three.size.height - one.size.height + one.firstBaseline)) < 0.01)
    }

    @MainActor @Test func monospacedDigitsHaveOneWidth() {
        let font = ResolvedFont(size: 17, hasMonospacedDigits: true)
        let ones = measurer.measure(request("111", font: font)).size.width
        let eights = measurer.measure(request("888", font: font)).size.width
        #expect(abs(ones - eights) < 0.001)
        let proportionalOnes = measurer.measure(request("111")).size.width
        #expect(proportionalOnes < ones)
    }

    @MainActor @Test(arguments: ["日本語のテキスト", "مرحبا بالعالم", "שלום עולם", "😀🎉👍"])
    func fallbackScriptsMeasure(_ string: String) {
        let size = measurer.measure(request(string)).size
        #expect(size.width > 10)
        #expect(size.height > 10)
    }

    @MainActor @Test func designsUseTheirOwnFamilies() {
        let mono = measurer.measure(request("iiii", font: ResolvedFont(size: 17, design: .monospaced))).size.width
        let monoWide = measurer.measure(request("MMMM", font: ResolvedFont(size: 17, design: .monospaced))).size.width
        #expect(abs(mono - monoWide) < 0.001)
        let serif = measurer.measure(request("Goldfish", font: ResolvedFont(size: 17, design: .serif))).size.width
        #expect(serif != measurer.measure(request("Goldfish")).size.width)
    }

    /// A custom font draws in its family when installed, else in the system family.
    @MainActor @Test func customFontsFallBackToTheSystemFamily() {
        let system = measurer.measure(request("Goldfish", font: Font.system(size: 17).resolved(for: .large))).size
        let missing = measurer.measure(request("Goldfish", font: Font.custom("No Such Family", size: 17).resolved(for: .large))).size
        #expect(missing == system)
        let serif = measurer.measure(request("Goldfish", font: Font.custom("DejaVu Serif", size: 17).resolved(for: .large))).size
        #expect(serif.width != system.width)
        // Relative to body, a custom size scales with Dynamic Type.
        let large = Font.custom("DejaVu Serif", size: 17).resolved(for: .accessibility5)
        #expect(large.size == 53)
    }

    /// Right-to-left text measures the same in either direction; the direction changes only placement.
    @MainActor @Test func rightToLeftMeasuresLikeLeftToRight() {
        let hebrew = "שלום עולם, מה שלומך היום?"
        let rtl = measurer.measure(request(hebrew, width: 100, direction: .rightToLeft)).size
        let ltr = measurer.measure(request(hebrew, width: 100, direction: .leftToRight)).size
        #expect(rtl.height == ltr.height)
        #expect(rtl.width <= 100)
    }

    @MainActor @Test func measurementsAreCached() {
        let fresh = PangoTextMeasurer()
        #expect(fresh.cache.measuredCount == 0)
        let first = fresh.measure(request("Cached", width: 80))
        let second = fresh.measure(request("Cached", width: 80))
        #expect(first == second)
        #expect(fresh.cache.measuredCount == 1)
        _ = fresh.measure(request("Cached", width: 40))
        _ = fresh.measure(request("Cached", font: ResolvedFont(size: 20), width: 80))
        #expect(fresh.cache.measuredCount == 3)
    }

    @Test func measuresOnManyThreadsAtOnce() async {
        let fresh = PangoTextMeasurer()
        let expected = fresh.measure(request(sentence, width: 120))
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<16 {
                group.addTask { PangoTextMeasurer().measure(request(sentence, width: 120)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
