import Foundation
import Testing
@testable import EaselCore

@Suite struct TextTests {
    @MainActor @Test func lineBreaksStartNewLines() {
        // Three lines, the widest 8 characters: 68 × 3 × 21.25 = 63.75 → 64.
        expectFrames(frames(Text("Goldfish\nCat\nDog").id("text")), ["text": rect(0, 0, 68, 64)])
    }

    @MainActor @Test func lineLimitKeepsTheFirstLines() {
        // lineLimit(2): 2 × 21.25 → 43 tall, the kept lines' widest 68.
        let view = Text("Goldfish\nCat\nDog").id("text").lineLimit(2)
        expectFrames(frames(view), ["text": rect(0, 0, 68, 43)])
    }

    @MainActor @Test func reservedLinesMakeShortTextAsTallAsTheLimit() {
        // "Cat" is 25.5 → 26 wide; three lines reserved are 3 × 21.25 → 64 tall, the text at the top.
        expectFrames(frames(Text("Cat").id("text").lineLimit(3, reservesSpace: true)), ["text": rect(0, 0, 26, 64)])
        expectFrames(frames(Text("Cat").id("text").lineLimit(3, reservesSpace: false)), ["text": rect(0, 0, 26, 22)])
        // More lines than the limit: truncated to it, as without the reservation.
        let long = Text("Goldfish\nCat\nDog\nRabbit").id("text")
        expectFrames(frames(long.lineLimit(3, reservesSpace: true)), ["text": rect(0, 0, 68, 64)])
    }

    @MainActor @Test func lineLimitRangesReserveTheirLowerBound() {
        let short = Text("Cat").id("text"), long = Text("Goldfish\nCat\nDog\nRabbit\nFerret").id("text")
        expectFrames(frames(short.lineLimit(2...4)), ["text": rect(0, 0, 26, 43)])
        expectFrames(frames(long.lineLimit(2...4)), ["text": rect(0, 0, 68, 85)])
        expectFrames(frames(short.lineLimit(3...)), ["text": rect(0, 0, 26, 64)])
        expectFrames(frames(long.lineLimit(3...)), ["text": rect(0, 0, 68, 107)])
        expectFrames(frames(short.lineLimit(...2)), ["text": rect(0, 0, 26, 22)])
        expectFrames(frames(long.lineLimit(...2)), ["text": rect(0, 0, 68, 43)])
        // An inner line limit below the reservation caps it.
        expectFrames(frames(short.lineLimit(1).lineLimit(3, reservesSpace: true)), ["text": rect(0, 0, 26, 22)])
    }

    @MainActor @Test func aDynamicTypeRangeKeepsTheSizeInside() {
        // Body is 17 pt at .large (21.25 tall), 20 pt at .xxxLarge (25 tall); accessibility3 is 40 pt.
        let capped = Text("Fish").id("text").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility3)
        let xxxLarge = Text("Fish").id("text").dynamicTypeSize(.xxxLarge)
        #expect(frames(capped)["text"] == frames(xxxLarge)["text"])
        let raised = Text("Fish").id("text").dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.accessibility1).dynamicTypeSize(.xSmall)
        #expect(frames(raised)["text"] == frames(Text("Fish").id("text"))["text"])
        let inside = Text("Fish").id("text").dynamicTypeSize(.small ..< .xxLarge).dynamicTypeSize(.xLarge)
        #expect(frames(inside)["text"] == frames(Text("Fish").id("text").dynamicTypeSize(.xLarge))["text"])
        let below = Text("Fish").id("text").dynamicTypeSize(.small ..< .xxLarge).dynamicTypeSize(.accessibility5)
        #expect(frames(below)["text"] == frames(Text("Fish").id("text").dynamicTypeSize(.xLarge))["text"])
    }

    @MainActor @Test func textWrapsAtTheProposedWidth() {
        // 100 / 8.5 = 11 characters a line: "Goldfish" / "Goldfish", 68 × 43.
        expectFrames(frames(Text("Goldfish Goldfish").id("text"), width: 100), ["text": rect(0, 0, 68, 43)])
    }

    @MainActor @Test func relativeCustomFontScalesWithDynamicType() {
        // A custom 34 pt font relative to body scales by 40 / 17 at accessibility3: 80 pt, so "Fish" is
        // 4 × 40 = 160 wide and 1.25 × 80 = 100 tall. A fixed-size custom font does not scale: 4 × 17 by 42.5 → 43.
        let relative = Text("Fish").font(.custom("Serif", size: 34)).id("text").dynamicTypeSize(.accessibility3)
        expectFrames(frames(relative), ["text": rect(0, 0, 160, 100)])
        let fixed = Text("Fish").font(.custom("Serif", fixedSize: 34)).id("text").dynamicTypeSize(.accessibility3)
        expectFrames(frames(fixed), ["text": rect(0, 0, 68, 43)])
    }

    @MainActor @Test func headlineIsBodySizedAndSemibold() {
        // Apple's table: headline 17 pt semibold at .large; body 40 pt at accessibility3; largeTitle 34; caption2 11 at xSmall.
        let font = Font.headline.resolved(for: .large)
        #expect(font.size == 17 && font.weight == .semibold)
        #expect(Font.body.resolved(for: .accessibility3).size == 40)
        #expect(Font.largeTitle.resolved(for: .large).size == 34)
        #expect(Font.caption2.resolved(for: .xSmall).size == 11)
    }
}

@Suite struct TextEnvironmentTests {
    /// The resolved font of the text with id "t".
    func font<V: View>(_ view: V) -> ResolvedFont? {
        var found: ResolvedFont?
        ViewLayout(content: view).root.forEachNode { node in
            if let text = node as? TextNode, node.explicitIDs.contains("t") { found = text.font }
        }
        return found
    }

    @MainActor @Test func viewLevelWeightItalicAndDigitsReachTheText() {
        let resolved = font(VStack { Text("12").id("t") }.bold().italic().monospacedDigit())
        #expect(resolved?.weight == .bold)
        #expect(resolved?.isItalic == true)
        #expect(resolved?.hasMonospacedDigits == true)
    }

    @MainActor @Test func theTextsOwnWeightWinsOverTheViews() {
        #expect(font(Text("x").fontWeight(.light).id("t").fontWeight(.heavy))?.weight == .light)
        #expect(font(Text("x").id("t").fontWeight(.heavy))?.weight == .heavy)
        #expect(font(Text("x").id("t"))?.weight == .regular)
    }
}
