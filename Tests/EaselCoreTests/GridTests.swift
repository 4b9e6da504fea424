import Foundation
import Testing
@testable import EaselCore

/// Grid layout. Text is measured by the fixed-advance measurer: body text is 17 pt, so a character is
/// 8.5 pt wide and a line 21.25 pt tall, rounded up to 22 at scale 1.
@Suite struct GridTests {
    struct Pet: Identifiable {
        let name: String
        let votes: Int
        var id: String { name }
    }

    static let pets = [Pet(name: "Cat", votes: 25), Pet(name: "Goldfish", votes: 9), Pet(name: "Dog", votes: 16)]

    /// The talk's final leaderboard.
    struct Leaderboard: View {
        let pets: [Pet]
        var total: Int { pets.reduce(0) { $0 + $1.votes } }
        var body: some View {
            Grid(alignment: .leading) {
                ForEach(pets) { pet in
                    GridRow {
                        Text(pet.name).id("name-\(pet.name)")
                        ProgressView(value: Double(pet.votes), total: Double(total)).id("bar-\(pet.name)")
                        Text("\(pet.votes)").gridColumnAlignment(.trailing).id("votes-\(pet.name)")
                    }
                    Divider().id("divider-\(pet.name)")
                }
            }
            .padding()
        }
    }

    @MainActor @Test func leaderboardOfTheTalk() {
        // Grid width 390 − 2×16 = 358; columns get 358 − 2×8 = 342. Served least flexible first:
        // votes (17 pt for "25") offered 114 takes 17; names offered (342−17)/2 take "Goldfish" = 68;
        // the bar takes the remaining 257. Rows: 22 (text), 1 (divider), spacing 8.
        let got = frames(Leaderboard(pets: Self.pets), width: 390)
        expectFrames(got, [
            "name-Cat": rect(16, 16, 26, 22),            // "Cat" = 25.5 → 26, leading
            "bar-Cat": rect(92, 25, 257, 4),              // x = 16 + 68 + 8; centred in the 22-pt row
            "votes-Cat": rect(357, 16, 17, 22),           // x = 92 + 257 + 8
            "divider-Cat": rect(16, 46, 358, 1),          // full width, y = 16 + 22 + 8
            "name-Goldfish": rect(16, 55, 68, 22),        // the widest name sets the column
            "votes-Goldfish": rect(365, 55, 9, 22),       // "9" trailing in the 17-pt column
            "divider-Dog": rect(16, 124, 358, 1),
        ])
    }

    @MainActor @Test func aFlexibleCellInAColumnSharesTheRemainderWithOtherFlexibleColumns() {
        // As in the talk: a (horizontal) divider in the first column of its own row makes that column flexible, so
        // the first two columns split what the last leaves: (342 − 17) / 2 = 162.5 each.
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("Cat").id("name")
                ProgressView(value: 0.5).id("bar")
                Text("25").id("votes")
            }
            GridRow { Divider().id("divider") }
        }
        let got = frames(view, width: 358)
        expectFrames(got, [
            "divider": rect(0, 30, 163, 1),   // 162.5 wide, edges rounded: 0 … 162.5 → 163
            "bar": rect(171, 9, 162, 4),      // 162.5 + 8 = 170.5 … 333 → 171 … 333
            "votes": rect(341, 0, 17, 22),
        ])
    }

    @MainActor @Test func spanningCellsAndFullWidthRows() {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 40, height: 10).id("a")
                Color.green.frame(width: 60, height: 10).id("b")
            }
            GridRow {
                Color.blue.frame(height: 6).gridCellColumns(2).id("span")
            }
            Color.gray.frame(height: 2).id("full")
        }
        // Columns 40 and 60, spacing 10: the grid is 110 wide. The spanning colour takes both columns
        // and the spacing between them; the view outside any row spans the grid.
        expectFrames(frames(view), [
            "a": rect(0, 0, 40, 10),
            "b": rect(50, 0, 60, 10),
            "span": rect(0, 14, 110, 6),
            "full": rect(0, 24, 110, 2),
        ])
    }

    /// Apple's `gridCellUnsizedAxes(_:)` documentation: a `Divider` outside any `GridRow` takes all the width
    /// its parent offers, so the whole grid widens to that width; `gridCellUnsizedAxes(.horizontal)` keeps
    /// the divider to the width the other rows need.
    @MainActor @Test func aFlexibleViewOutsideRowsWidensTheGridToItsParentsWidth() {
        func grid(unsized: Bool) -> some View {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 40, height: 10).id("a")
                    Color.green.frame(width: 60, height: 10).id("b")
                }
                Divider().gridCellUnsizedAxes(unsized ? .horizontal : []).id("divider")
            }
            .id("grid")
        }
        expectFrames(frames(grid(unsized: false), width: 300), [
            "grid": rect(0, 0, 300, 11),
            "a": rect(0, 0, 40, 10),
            "b": rect(50, 0, 60, 10),
            "divider": rect(0, 10, 300, 1),
        ])
        // Unsized: the grid is its columns' 110 points wide.
        expectFrames(frames(grid(unsized: true), width: 300), [
            "grid": rect(0, 0, 110, 11),
            "divider": rect(0, 10, 110, 1),
        ])
    }

    /// Tracks share the proposal by the stacks' rule, priorities included: the column of a cell with a
    /// higher `layoutPriority` is served first.
    @MainActor @Test func aHigherPriorityColumnIsServedFirst() {
        func grid(priority: Double) -> some View {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(height: 10).id("a")
                    Color.blue.frame(height: 10).layoutPriority(priority).id("b")
                    Color.green.frame(width: 40, height: 10).id("fixed")
                }
            }
        }
        // Equal priorities: the fixed column first, then the two colours share the 160 left.
        expectFrames(frames(grid(priority: 0), width: 200), [
            "a": rect(0, 0, 80, 10), "b": rect(80, 0, 80, 10), "fixed": rect(160, 0, 40, 10),
        ])
        // The blue column first, offered all but the lower columns' minimums (40): red is left nothing.
        expectFrames(frames(grid(priority: 1), width: 200), [
            "a": rect(0, 0, 0, 10), "b": rect(0, 0, 160, 10), "fixed": rect(160, 0, 40, 10),
        ])
    }

    @MainActor @Test func aSpanningCellWiderThanItsColumnsWidensThemEqually() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.green.frame(width: 10, height: 10).id("b")
            }
            GridRow { Color.blue.frame(width: 40, height: 10).gridCellColumns(2).id("wide") }
        }
        // 40 needed over 20 given: each column grows by 10; the narrow cells centre in 20-pt columns.
        expectFrames(frames(view), [
            "a": rect(5, 0, 10, 10),
            "b": rect(25, 0, 10, 10),
            "wide": rect(0, 10, 40, 10),
        ])
    }

    @MainActor @Test func alignmentPrecedenceGridThenColumnAndRowThenAnchor() {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 40).id("big")
                Color.green.frame(width: 10, height: 10).id("gridAligned")
                Color.blue.frame(width: 40, height: 40).id("big2")
            }
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 10, height: 10).id("rowAligned")
                Color.green.frame(width: 10, height: 10).gridColumnAlignment(.trailing).id("columnAligned")
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.center).id("anchored")
            }
            GridRow { Color.gray.frame(width: 40, height: 40) }
        }
        // Columns: 40, 10, 40. Row 0 is 40 tall, row 1 10 tall.
        expectFrames(frames(view), [
            "gridAligned": rect(40, 0, 10, 10),       // grid: top leading
            "rowAligned": rect(0, 40, 10, 10),        // row: bottom (row is 10 tall), grid: leading
            "columnAligned": rect(40, 40, 10, 10),    // column 1 trailing in a 10-wide column
            "anchored": rect(65, 40, 10, 10),         // anchor centre: 50 + (40 − 10) / 2
        ])
    }

    @MainActor @Test func unsizedCellsTakeTheSizeOthersGiveTheirTrack() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 20).id("fixed")
                Color.green.gridCellUnsizedAxes([.horizontal, .vertical]).id("unsized")
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10)
                Color.gray.frame(width: 50, height: 10)
            }
        }
        // The unsized colour neither widens column 1 nor heightens row 0: it fills 50 × 20.
        expectFrames(frames(view, width: nil, height: nil), [
            "fixed": rect(0, 0, 30, 20),
            "unsized": rect(30, 0, 50, 20),
        ])
    }

    @MainActor @Test func flexibleRowsShareTheProposedHeight() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 10) {
            GridRow { Color.red.id("top") }
            GridRow { Text("Fixed").id("text") }
            GridRow { Color.blue.id("bottom") }
        }
        // 200 − 2×10 = 180: the text row takes 22, the colours share 158 → 79 each.
        expectFrames(frames(view, width: 100, height: 200), [
            "top": rect(0, 0, 100, 79),
            "text": rect(29, 89, 43, 22),   // "Fixed" = 42.5 → 43 wide, centred
            "bottom": rect(0, 121, 100, 79),
        ])
    }

    @MainActor @Test func firstTextBaselineAlignsCellsOfARow() {
        let view = Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 0) {
            GridRow {
                Text("Big").font(.largeTitle).id("big")
                Text("small").font(.caption).id("small")
            }
        }
        // largeTitle 34 pt: baseline 34, height 42.5 → 43. caption 12 pt: baseline 12, height 15.
        // The small text's baseline meets the big one's: y = 34 − 12 = 22.
        expectFrames(frames(view), [
            "big": rect(0, 0, 51, 43),
            "small": rect(51, 22, 30, 15),
        ])
    }

    @MainActor @Test func rightToLeftMirrorsColumns() {
        let view = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("first")
                Color.green.frame(width: 30, height: 10).id("second")
            }
        }
        expectFrames(frames(view, configure: { $0.layoutDirection = .rightToLeft }), [
            "first": rect(30, 0, 10, 10),
            "second": rect(0, 0, 30, 10),
        ])
    }

    @MainActor @Test func gridLayoutIsCallableWithRows() {
        let layout = GridLayout(horizontalSpacing: 0, verticalSpacing: 0)
        let view = layout {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.green.frame(width: 20, height: 10).id("b")
            }
        }
        expectFrames(frames(view), ["a": rect(0, 0, 10, 10), "b": rect(10, 0, 20, 10)])
    }

    @MainActor @Test func gridRowOutsideAGridActsLikeAGroup() {
        let view = HStack(spacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.green.frame(width: 20, height: 10).id("b")
            }
        }
        expectFrames(frames(view), ["a": rect(0, 0, 10, 10), "b": rect(10, 0, 20, 10)])
    }
}
