import Foundation
import Testing
@testable import EaselCore

@Suite struct LazyGridTests {
    /// The frames of `count` cells `cell0`… of `height` points, each filling its column, in a
    /// `LazyVGrid` of `columns` proposed `width`.
    private func cells(_ columns: [GridItem], count: Int, width: CGFloat?, height: CGFloat = 20) -> [String: CGRect] {
        frames(LazyVGrid(columns: columns) {
            ForEach(0..<count, id: \.self) { index in Color.red.frame(height: height).id("cell\(index)") }
        }.id("grid"), width: width)
    }

    @MainActor @Test func flexibleColumnsShareTheWidth() {
        // (316 − 2 × 8) / 3 = 100 each.
        let laidOut = cells([GridItem(), GridItem(), GridItem()], count: 4, width: 316)
        expectFrames(laidOut, ["grid": rect(0, 0, 316, 48), "cell0": rect(0, 0, 100, 20), "cell1": rect(108, 0, 100, 20),
                               "cell2": rect(216, 0, 100, 20), "cell3": rect(0, 28, 100, 20)])
    }

    @MainActor @Test func adaptiveColumnFitsAsManyColumnsOfItsMinimumAsTheWidthHolds() {
        // n = ⌊(width + 8) / (80 + 8)⌋, each (width − (n − 1) × 8) / n.
        let cases: [(width: CGFloat, count: Int, each: CGFloat)] = [(100, 1, 100), (176, 2, 84), (280, 3, 88), (356, 4, 83), (60, 1, 60)]
        for (width, count, each) in cases {
            let laidOut = cells([GridItem(.adaptive(minimum: 80))], count: count + 1, width: width)
            for column in 0..<count {
                expectFrames(laidOut, ["cell\(column)": rect(CGFloat(column) * (each + 8), 0, each, 20)])
            }
            // The next cell starts the second row.
            expectFrames(laidOut, ["cell\(count)": rect(0, 28, each, 20)])
        }
    }

    @MainActor @Test func adaptiveColumnsStopAtTheirMaximum() {
        // n = ⌊208 / 58⌋ = 3, (200 − 16) / 3 = 61.3 capped at 60: the grid is 3 × 60 + 16 = 196 wide.
        let laidOut = cells([GridItem(.adaptive(minimum: 50, maximum: 60))], count: 3, width: 200)
        expectFrames(laidOut, ["grid": rect(0, 0, 196, 20), "cell0": rect(0, 0, 60, 20), "cell1": rect(68, 0, 60, 20),
                               "cell2": rect(136, 0, 60, 20)])
    }

    @MainActor @Test func fixedColumnsComeFirstThenFlexibleOnesShareWhatIsLeft() {
        // 300 − 8 − 100 = 192 for the flexible column, after the fixed one.
        let laidOut = cells([GridItem(.flexible()), GridItem(.fixed(100))], count: 2, width: 300)
        expectFrames(laidOut, ["cell0": rect(0, 0, 192, 20), "cell1": rect(200, 0, 100, 20)])
    }

    @MainActor @Test func flexibleColumnsAreClampedAndPassOnWhatTheyLeave() {
        // 292 to share: the first is offered 146 and takes its maximum 50; the second is offered 242.
        let laidOut = cells([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], count: 2, width: 300)
        expectFrames(laidOut, ["grid": rect(0, 0, 300, 20), "cell0": rect(0, 0, 50, 20), "cell1": rect(58, 0, 242, 20)])
        // A minimum larger than the share wins over it.
        let wide = cells([GridItem(.flexible(minimum: 200)), GridItem(.flexible())], count: 2, width: 300)
        expectFrames(wide, ["cell0": rect(0, 0, 200, 20), "cell1": rect(208, 0, 92, 20)])
    }

    @MainActor @Test func itemSpacingIsTheGapAfterTheColumn() {
        let laidOut = cells([GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50), spacing: 100)], count: 2, width: 300)
        expectFrames(laidOut, ["grid": rect(0, 0, 120, 20), "cell0": rect(0, 0, 50, 20), "cell1": rect(70, 0, 50, 20)])
    }

    @MainActor @Test func rowsAreAsTallAsTheirTallestCellAndCellsAreAlignedInThem() {
        let view = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .topLeading)], spacing: 10) {
            Color.red.frame(width: 20, height: 40).id("a")
            Color.red.frame(width: 20, height: 20).id("b")
            Color.red.frame(width: 20, height: 10).id("c")
        }.id("grid")
        expectFrames(frames(view, width: 300), [
            "grid": rect(0, 0, 208, 60), "a": rect(40, 0, 20, 40), "b": rect(108, 0, 20, 20), "c": rect(40, 50, 20, 10),
        ])
        let leading = LazyVGrid(columns: [GridItem(.fixed(100))], alignment: .leading) { Color.red.frame(width: 20, height: 20).id("a") }
        expectFrames(frames(leading, width: 300), ["a": rect(0, 0, 20, 20)])
    }

    @MainActor @Test func lazyHGridFillsRowsColumnByColumn() {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<3, id: \.self) { index in Color.red.frame(width: 40).id("cell\(index)") }
        }.id("grid")
        expectFrames(frames(view, width: 300, height: 300), [
            "grid": rect(0, 0, 88, 68), "cell0": rect(0, 0, 40, 30), "cell1": rect(0, 38, 40, 30), "cell2": rect(48, 0, 40, 30),
        ])
    }

    @MainActor @Test func trackSizesForAnUnspecifiedLengthAreTheMinimums() {
        let tracks = LazyGridTracks(items: [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40))], available: nil)
        #expect(tracks.tracks.map(\.length) == [30, 20, 40])
    }
}
