@testable import Charts
import Foundation
import SwiftUI
import Testing

/// The arithmetic of `MarkStackingMethod`: bars of one category pile up in the data's order.
@Suite struct StackingTests {
    struct Sale { let month: String; let kind: String; let value: Double }
    let sales = [
        Sale(month: "Jan", kind: "A", value: 3), Sale(month: "Jan", kind: "B", value: 5), Sale(month: "Jan", kind: "C", value: 2),
        Sale(month: "Feb", kind: "A", value: 4), Sale(month: "Feb", kind: "B", value: -1), Sale(month: "Feb", kind: "C", value: 6),
    ]

    func ranges(_ stacking: MarkStackingMethod) -> [ClosedRange<Double>?] {
        Stacking.stack(_ChartMarks.resolve(ForEach(sales.indices, id: \.self) { index in
            BarMark(x: .value("Month", sales[index].month), y: .value("Value", sales[index].value), stacking: stacking)
                .foregroundStyle(by: .value("Kind", sales[index].kind))
        }))
    }

    @MainActor @Test func standardPilesPositiveValuesUpAndNegativeOnesDown() {
        #expect(ranges(.standard) == [0...3, 3...8, 8...10, 0...4, -1...0, 4...10])
    }

    @MainActor @Test func normalizedFillsZeroToOne() {
        let ranges = ranges(.normalized)
        #expect(ranges[0] == 0...0.3 && ranges[1] == 0.3...0.8 && ranges[2] == 0.8...1)
        // Feb's pile spans 11 (10 up, 1 down).
        #expect(ranges[3] == 0...(4.0 / 11) && ranges[4] == (-1.0 / 11)...0)
    }

    @MainActor @Test func centerMovesEachPileDownByHalfItsSum() {
        #expect(ranges(.center)[0...2] == [-5...(-2), -2...3, 3...5])
    }

    @MainActor @Test func unstackedStartsEveryBarAtZero() {
        #expect(ranges(.unstacked) == [0...3, 0...5, 0...2, 0...4, -1...0, 0...6])
    }

    /// Apple's one-dimensional bar sample (`BarMark(x:)` with `foregroundStyle(by:)`): one bar of three
    /// stacked parts, where each used to be drawn from zero over the others.
    @MainActor @Test func oneDimensionalBarsPileUpInOneStack() {
        let marks = _ChartMarks.resolve(ForEach(sales.prefix(3).indices, id: \.self) { index in
            BarMark(x: .value("Profit", sales[index].value)).foregroundStyle(by: .value("Kind", sales[index].kind))
        })
        #expect(Stacking.stack(marks) == [0...3, 3...8, 8...10])
    }

    @MainActor @Test func positionByGroupsSideBySideInsteadOfStacking() {
        let marks = _ChartMarks.resolve(ForEach(sales.indices, id: \.self) { index in
            BarMark(x: .value("Month", sales[index].month), y: .value("Value", sales[index].value))
                .position(by: .value("Kind", sales[index].kind))
        })
        #expect(Stacking.stack(marks) == [0...3, 0...5, 0...2, 0...4, -1...0, 0...6])
    }

    @MainActor @Test func intervalsAndNonFiniteValuesAreNotStacked() {
        let marks = _ChartMarks.resolve(TupleChartContent(content: (
            BarMark(x: .value("x", "a"), yStart: .value("y", 2), yEnd: .value("y", 5)),
            BarMark(x: .value("x", "a"), y: .value("y", Double.nan)),
            BarMark(x: .value("x", "a"), y: .value("y", 4))
        )))
        #expect(Stacking.stack(marks) == [nil, nil, 0...4])
    }

    @MainActor @Test func horizontalBarsStackAlongX() {
        let marks = _ChartMarks.resolve(TupleChartContent(content: (
            BarMark(x: .value("Count", 2), y: .value("Name", "a")),
            BarMark(x: .value("Count", 3), y: .value("Name", "a"))
        )))
        #expect(Stacking.valueAxis(of: marks[0]) == .x)
        #expect(Stacking.stack(marks) == [0...2, 2...5])
    }
}
