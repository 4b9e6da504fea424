import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// The springs-and-struts engine on its own. It computes frames directly, without a render pass, so
/// nothing is rounded: halves such as 187.5 are expected exactly.
@Suite struct LinearLayoutTests {
    /// The article's screen: a 375×667 parent split into a flexible header, a 44-point toolbar and a
    /// 200-point footer.
    func screen() throws -> LinearLayout {
        let layout = LinearLayout(parentFrame: rect(0, 0, 375, 667), direction: .column)
        try layout.add(items: [.flexible, .height(44), .height(200)])
        return layout
    }

    @MainActor @Test func headerToolbarFooterSplit() throws {
        // Header: 667 − 44 − 200 = 423.
        let layout = try screen()
        #expect(try layout.frame(at: 0) == rect(0, 0, 375, 423))
        #expect(try layout.frame(at: 1) == rect(0, 423, 375, 44))
        #expect(try layout.frame(at: 2) == rect(0, 467, 375, 200))
        #expect(try layout.items.map { try $0.frame() } == [
            rect(0, 0, 375, 423), rect(0, 423, 375, 44), rect(0, 467, 375, 200),
        ])
    }

    @MainActor @Test func nestedRowSplitsTheFooter() throws {
        let footer = try screen().frame(at: 2)
        let content = LinearLayout(parentFrame: footer, direction: .row)
        let left = try content.add(item: .flexible)
        let right = try content.add(item: .flexible)
        #expect(try left.frame() == rect(0, 467, 187.5, 200))
        #expect(try right.frame() == rect(187.5, 467, 187.5, 200))
    }

    @MainActor @Test func addingAnItemLaysOutEveryItemAgain() throws {
        let layout = LinearLayout(parentFrame: rect(10, 20, 300, 90), direction: .row)
        let first = try layout.add(item: .flexible)
        #expect(try first.frame() == rect(10, 20, 300, 90))
        try layout.add(item: .width(100))
        try layout.add(item: .flexible)
        #expect(try first.frame() == rect(10, 20, 100, 90))
        #expect(try layout.frame(at: 1) == rect(110, 20, 100, 90))
        #expect(try layout.frame(at: 2) == rect(210, 20, 100, 90))
    }

    @MainActor @Test func withoutFlexibleItemsTheRestStaysEmpty() throws {
        let layout = LinearLayout(parentFrame: rect(0, 0, 100, 300))
        try layout.add(items: [.height(50), .size(CGSize(width: 100, height: 60))])
        #expect(try layout.frame(at: 0) == rect(0, 0, 100, 50))
        #expect(try layout.frame(at: 1) == rect(0, 50, 100, 60))
    }

    @MainActor @Test func crossAxisAlignment() throws {
        let item = CGSize(width: 100, height: 50)
        // Column in 375: leading x = 0, centre x = (375 − 100) / 2 = 137.5, trailing x = 275.
        for (alignment, x) in [(LinearLayout.Alignment.leading, 0.0), (.center, 137.5), (.trailing, 275)] {
            let column = LinearLayout(parentFrame: rect(0, 0, 375, 667), direction: .column, alignment: alignment)
            try column.add(items: [.size(item), .flexible])
            #expect(try column.frame(at: 0) == rect(x, 0, 100, 50))
            #expect(try column.frame(at: 1) == rect(0, 50, 375, 617))
        }
        // Row 200 tall at y = 10: centre y = 10 + (200 − 50) / 2 = 85, trailing (bottom) y = 160.
        let centred = LinearLayout(parentFrame: rect(0, 10, 300, 200), direction: .row, alignment: .center)
        try centred.add(items: [.size(item), .width(30)])
        #expect(try centred.frame(at: 0) == rect(0, 85, 100, 50))
        #expect(try centred.frame(at: 1) == rect(100, 10, 30, 200))
        let bottom = LinearLayout(parentFrame: rect(0, 10, 300, 200), direction: .row, alignment: .trailing)
        try bottom.add(item: .size(item))
        #expect(try bottom.frame(at: 0) == rect(0, 160, 100, 50))
    }

    @MainActor @Test func outOfSpaceChangesNothing() throws {
        let layout = try screen()
        let before = try (0..<3).map { try layout.frame(at: $0) }
        let stranger = LinearLayout.Item.height(500)
        #expect(throws: LinearLayoutError.outOfSpace) { try layout.add(item: stranger) }
        // 667 − 244 leaves 423; two more items of 200 and 224 need 424.
        #expect(throws: LinearLayoutError.outOfSpace) { try layout.add(items: [.flexible, .height(200), .height(224)]) }
        #expect(layout.items.count == 3)
        #expect(try (0..<3).map { try layout.frame(at: $0) } == before)
        #expect(throws: LinearLayoutError.itemIncomplete) { try stranger.frame() }
        // Exactly filling the parent is not out of space: the header shrinks to nothing.
        try layout.add(item: .height(423))
        #expect(try layout.frame(at: 0) == rect(0, 0, 375, 0))
        #expect(try layout.frame(at: 1) == rect(0, 0, 375, 44))
        #expect(try layout.frame(at: 3) == rect(0, 244, 375, 423))
    }

    /// The seed's engine checks only the lengths along the direction: an item wider than a column is
    /// aligned like any other and sticks out.
    @MainActor @Test func anItemLongerThanTheParentAcrossTheDirectionIsAlignedAndSticksOut() throws {
        let leading = LinearLayout(parentFrame: rect(0, 0, 100, 100), direction: .column)
        #expect(try leading.add(item: .width(120)).frame() == rect(0, 0, 120, 100))
        let centred = LinearLayout(parentFrame: rect(0, 0, 100, 100), direction: .row, alignment: .center)
        #expect(try centred.add(item: .size(CGSize(width: 30, height: 140))).frame() == rect(0, -20, 30, 140))
        let trailing = LinearLayout(parentFrame: rect(0, 0, 100, 100), direction: .column, alignment: .trailing)
        #expect(try trailing.add(items: [.size(CGSize(width: 110, height: 40)), .flexible]).map { try $0.frame() }
            == [rect(-10, 0, 110, 40), rect(0, 40, 100, 60)])
    }

    @MainActor @Test func itemIncompleteAndIndexOutOfRange() throws {
        #expect(throws: LinearLayoutError.itemIncomplete) { try LinearLayout.Item.flexible.frame() }
        let layout = try screen()
        #expect(throws: LinearLayoutError.indexOutOfRange) { try layout.frame(at: 3) }
        #expect(throws: LinearLayoutError.indexOutOfRange) { try layout.frame(at: -1) }
        let empty = LinearLayout(parentFrame: rect(0, 0, 10, 10))
        #expect(throws: LinearLayoutError.indexOutOfRange) { try empty.frame(at: 0) }
    }

    @MainActor @Test func degenerateLengthsDoNotTrap() throws {
        // Negative and NaN lengths count as 0.
        #expect(LinearLayout.ItemSpec.height(-5) == .height(0))
        #expect(LinearLayout.ItemSpec.width(.nan) == .width(0))
        let layout = LinearLayout(parentFrame: rect(0, 0, 100, 100), direction: .column)
        try layout.add(items: [.height(-5), .flexible])
        #expect(try layout.frame(at: 0) == rect(0, 0, 100, 0))
        #expect(try layout.frame(at: 1) == rect(0, 0, 100, 100))
        // A parent of negative size is standardized; a zero-sized one gives flexible items nothing.
        let flipped = LinearLayout(parentFrame: rect(100, 100, -100, -50), direction: .row)
        try flipped.add(item: .flexible)
        #expect(try flipped.frame(at: 0) == rect(0, 50, 100, 50))
        let point = LinearLayout(parentFrame: rect(5, 5, 0, 0))
        try point.add(items: [.flexible, .flexible])
        #expect(try point.frame(at: 1) == rect(5, 5, 0, 0))
        _ = try? LinearLayout(parentFrame: rect(0, 0, .nan, .infinity)).add(items: [.flexible, .height(3)])
    }
}
