import Foundation
import Testing
@testable import EaselCore

@Suite struct ListLayoutTests {
    private func rows(_ style: some ListStyle = .automatic) -> some View {
        List {
            Color.red.frame(height: 20).id("a")
            Color.blue.frame(height: 40).id("b")
        }.listStyle(style).id("list")
    }

    @MainActor @Test func insetGroupedRowsAtTheirMinimumHeightInsetSixteenAndTwenty() {
        // Section 16 in, text 20 further; 35 above the section; rows at least 44, content inset 8 above
        // and below and centred: a at 35 + 8 + (28 − 20) / 2 = 47; b's row is 40 + 16 = 56 tall.
        expectFrames(frames(rows(), width: 320, height: 400), [
            "list": rect(0, 0, 320, 400), "a": rect(36, 47, 248, 20), "b": rect(36, 87, 248, 40),
        ])
    }

    @MainActor @Test func wideListsHaveTwentyPointMargins() {
        expectFrames(frames(rows(.insetGrouped), width: 414, height: 400), ["a": rect(40, 47, 334, 20)])
    }

    @MainActor @Test func plainAndGroupedListsSpanTheWidth() {
        expectFrames(frames(rows(.plain), width: 320, height: 400), ["a": rect(20, 12, 280, 20)])
        expectFrames(frames(rows(.grouped), width: 320, height: 400), ["a": rect(20, 47, 280, 20)])
    }

    @MainActor @Test func rowInsetsReplaceTheDefaults() {
        let view = List { Color.red.frame(height: 20).id("a").listRowInsets(EdgeInsets()) }
        expectFrames(frames(view, width: 320, height: 400), ["a": rect(16, 47, 288, 20)])
    }

    @MainActor @Test func minimumRowHeightGrowsWithDynamicType() {
        // 44 × 28 / 17 = 72.5, rounded to 72 at accessibility1; never under 44 at smaller sizes.
        expectFrames(frames(rows(), width: 320, height: 400) { $0.dynamicTypeSize = .accessibility1 }, ["a": rect(36, 61, 248, 20)])
        expectFrames(frames(rows(), width: 320, height: 400) { $0.dynamicTypeSize = .xSmall }, ["a": rect(36, 47, 248, 20)])
    }

    @MainActor @Test func headersAndFootersAroundASection() {
        let view = List {
            Section { Color.red.frame(height: 20).id("a") } header: { Color.green.frame(width: 50, height: 10).id("header") }
            Section { Color.red.frame(height: 20).id("b") } footer: { Color.green.frame(width: 50, height: 10).id("footer") }
        }
        // The header 17 below the top, the section 7 below it (34); the second section 35 below the
        // first (78 + 35 = 113), its footer 7 below its end (157).
        expectFrames(frames(view, width: 320, height: 400), [
            "header": rect(36, 17, 50, 10), "a": rect(36, 46, 248, 20), "b": rect(36, 125, 248, 20), "footer": rect(36, 164, 50, 10),
        ])
    }

    @MainActor @Test func listsFromDataAndWithSelectionLayOutAlike() {
        struct Item: Identifiable { let id: Int }
        let fromData = List([Item(id: 0), Item(id: 1)]) { item in Color.red.frame(height: 20).id("row\(item.id)") }
        let fromRange = List(0..<2) { index in Color.red.frame(height: 20).id("row\(index)") }
        let selecting = List(selection: .constant(Set<Int>())) { ForEach(0..<2) { Color.red.frame(height: 20).id("row\($0)") } }
        let expected = ["row0": rect(36, 47, 248, 20), "row1": rect(36, 91, 248, 20)]
        expectFrames(frames(fromData, width: 320, height: 400), expected)
        expectFrames(frames(fromRange, width: 320, height: 400), expected)
        expectFrames(frames(selecting, width: 320, height: 400), expected)
        expectFrames(frames(Form { ForEach(0..<2) { Color.red.frame(height: 20).id("row\($0)") } }.formStyle(.grouped), width: 320, height: 400), expected)
    }

    @MainActor @Test func sectionOutsideAListIsItsViewsInOrder() {
        let view = VStack(spacing: 0) {
            Section { Color.red.frame(width: 10, height: 20).id("a") } header: { Color.green.frame(width: 10, height: 10).id("header") }
        }
        expectFrames(frames(view), ["header": rect(0, 0, 10, 10), "a": rect(0, 10, 10, 20)])
    }

    /// The fills of `items`, groups opened.
    private func fills(_ items: [DisplayItem]) -> [(Path, RGBA)] {
        items.flatMap { item -> [(Path, RGBA)] in
            switch item {
            case .fill(let path, .color(let color), _): [(path, color)]
            case .group(_, _, _, let inner), .tagged(_, let inner): fills(inner)
            default: []
            }
        }
    }

    @MainActor @Test func separatorsAreOnePixelFromTheRowTextToTheSectionsEdge() {
        let separator = Path(CGRect(x: 36, y: 79 - 1.0 / 3, width: 268, height: 1.0 / 3))
        let color = RGBA(hex: 0x3C3C43, alpha: 0.29)
        let list = ViewLayout(content: rows(), proposal: ProposedViewSize(width: 320, height: 400), scale: 3).displayList
        #expect(fills(list.items).contains { $0.0 == separator && $0.1 == color })
        let hidden = List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 40).listRowSeparator(.hidden, edges: .top)
        }
        let withoutSeparator = ViewLayout(content: hidden, proposal: ProposedViewSize(width: 320, height: 400), scale: 3).displayList
        #expect(!fills(withoutSeparator.items).contains { $0.1 == color })
    }

    @MainActor @Test func groupedBackgroundsInLightAndDark() {
        let light = ViewLayout(content: rows(), proposal: ProposedViewSize(width: 320, height: 400)).displayList
        #expect(fills(light.items).first?.1 == RGBA(hex: 0xF2F2F7))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let darkList = ViewLayout(content: rows(), proposal: ProposedViewSize(width: 320, height: 400), environment: dark).displayList
        #expect(fills(darkList.items).prefix(2).map(\.1) == [RGBA(hex: 0x000000), RGBA(hex: 0x1C1C1E)])
        let hidden = ViewLayout(content: rows().scrollContentBackground(.hidden), proposal: ProposedViewSize(width: 320, height: 400)).displayList
        #expect(fills(hidden.items).first?.1 == RGBA(hex: 0xFFFFFF))
    }
}
