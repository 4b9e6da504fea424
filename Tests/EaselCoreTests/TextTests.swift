import Foundation
import Testing
@testable import EaselCore

@Suite struct TextTests {
    @Test func lineBreaksStartNewLines() {
        // Three lines, the widest 8 characters: 68 × 3 × 21.25 = 63.75 → 64.
        expectFrames(frames(Text("Goldfish\nCat\nDog").id("text")), ["text": rect(0, 0, 68, 64)])
    }

    @Test func lineLimitKeepsTheFirstLines() {
        // lineLimit(2): 2 × 21.25 → 43 tall, the kept lines' widest 68.
        let view = Text("Goldfish\nCat\nDog").id("text").lineLimit(2)
        expectFrames(frames(view), ["text": rect(0, 0, 68, 43)])
    }

    @Test func textWrapsAtTheProposedWidth() {
        // 100 / 8.5 = 11 characters a line: "Goldfish" / "Goldfish", 68 × 43.
        expectFrames(frames(Text("Goldfish Goldfish").id("text"), width: 100), ["text": rect(0, 0, 68, 43)])
    }

    @Test func relativeCustomFontScalesWithDynamicType() {
        // A custom 34 pt font relative to body scales by 40 / 17 at accessibility3: 80 pt, so "Fish" is
        // 4 × 40 = 160 wide and 1.25 × 80 = 100 tall. A fixed-size custom font does not scale: 4 × 17 by 42.5 → 43.
        let relative = Text("Fish").font(.custom("Serif", size: 34)).id("text").dynamicTypeSize(.accessibility3)
        expectFrames(frames(relative), ["text": rect(0, 0, 160, 100)])
        let fixed = Text("Fish").font(.custom("Serif", fixedSize: 34)).id("text").dynamicTypeSize(.accessibility3)
        expectFrames(frames(fixed), ["text": rect(0, 0, 68, 43)])
    }

    @Test func headlineIsBodySizedAndSemibold() {
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

    @Test func viewLevelWeightItalicAndDigitsReachTheText() {
        let resolved = font(VStack { Text("12").id("t") }.bold().italic().monospacedDigit())
        #expect(resolved?.weight == .bold)
        #expect(resolved?.isItalic == true)
        #expect(resolved?.hasMonospacedDigits == true)
    }

    @Test func theTextsOwnWeightWinsOverTheViews() {
        #expect(font(Text("x").fontWeight(.light).id("t").fontWeight(.heavy))?.weight == .light)
        #expect(font(Text("x").id("t").fontWeight(.heavy))?.weight == .heavy)
        #expect(font(Text("x").id("t"))?.weight == .regular)
    }
}
