import Charts
import Foundation
import SwiftUI
import Testing

/// A chart moves between two states of its data through Easel's animation pipeline, as any view does: its
/// marks are shapes, matched by identity and interpolated, so bars grow and shrink rather than fade.
@Suite struct ChartAnimationTests {
    struct Count: Identifiable { let name: String; let value: Int; var id: String { name } }

    func chart(_ a: Int, _ b: Int) -> some View {
        Chart([Count(name: "A", value: a), Count(name: "B", value: b)]) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
        }
        .chartYScale(domain: 0...10)
        .frame(width: 200, height: 120)
    }

    func list(_ view: some View, _ table: DisplayTagTable) -> DisplayList {
        ViewLayout(content: view, proposal: .unspecified, scale: 1, environment: EnvironmentValues()).displayList(tagging: table)
    }

    /// The fills and strokes of `items` painted in `color` (to within rounding: an interpolated blue is 0.9999999…), with the
    /// opacity of the groups around them.
    func fills(_ items: [DisplayItem], _ color: RGBA, opacity: Double = 1) -> [(bounds: CGRect, opacity: Double)] {
        items.flatMap { item -> [(bounds: CGRect, opacity: Double)] in
            switch item {
            case .tagged(_, let inner), .effect(_, let inner): fills(inner, color, opacity: opacity)
            case .group(_, _, let groupOpacity, let inner): fills(inner, color, opacity: opacity * groupOpacity)
            case .fill(let path, .color(let paint), _), .stroke(let path, .color(let paint), _):
                abs(paint.red - color.red) + abs(paint.green - color.green) + abs(paint.blue - color.blue) < 1e-6
                    ? [(path.boundingRect, opacity)] : []
            default: []
            }
        }
    }

    @MainActor @Test func barsGrowAndShrinkHalfWayAtTheMiddle() throws {
        let table = DisplayTagTable()
        let (from, to, middleState) = (list(chart(2, 8), table), list(chart(8, 2), table), list(chart(5, 5), table))
        let transition = LayoutTransition(from: from, to: to, animation: .linear(duration: 1), textMeasurer: EnvironmentValues().textMeasurer)
        let blue = Color.blue.resolveColor(in: EnvironmentValues())
        let middle = fills(transition.displayList(at: 0.5).items, blue)
        // One set of bars, fully opaque, half way: the picture of the data half way (5 and 5), not a cross-fade.
        #expect(middle.count == 1 && middle.first?.opacity == 1, "\(middle)")
        let expected = try #require(fills(middleState.items, blue).first).bounds
        let bars = try #require(middle.first).bounds
        #expect(abs(bars.minY - expected.minY) <= 0.5 && abs(bars.maxY - expected.maxY) <= 0.5, "\(bars) \(expected)")
        #expect(abs(bars.minX - expected.minX) <= 0.5 && abs(bars.maxX - expected.maxX) <= 0.5)
    }

    /// A line of as many points morphs: half way from 2, 8, 5 to 8, 2, 5 it is the line of 5, 5, 5.
    @MainActor @Test func aLineMorphsPointByPoint() throws {
        func line(_ values: [Int]) -> some View {
            Chart(values.indices, id: \.self) { index in
                LineMark(x: .value("Day", index), y: .value("Value", values[index]))
            }
            .chartYScale(domain: 0...10)
            .frame(width: 200, height: 120)
        }
        let table = DisplayTagTable()
        let transition = LayoutTransition(from: list(line([2, 8, 5]), table), to: list(line([8, 2, 5]), table),
                                          animation: .linear(duration: 1), textMeasurer: EnvironmentValues().textMeasurer)
        let blue = Color.blue.resolveColor(in: EnvironmentValues())
        let middle = fills(transition.displayList(at: 0.5).items, blue)
        #expect(middle.count == 1 && middle.first?.opacity == 1, "\(middle)")
        let expected = try #require(fills(list(line([5, 5, 5]), table).items, blue).first).bounds
        let drawn = try #require(middle.first).bounds
        #expect(abs(drawn.minY - expected.minY) <= 0.5 && abs(drawn.maxY - expected.maxY) <= 0.5, "\(drawn) \(expected)")
    }
}
