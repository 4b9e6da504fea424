import Charts
import Foundation
import SwiftUI
import Testing

/// What the drawing modifiers on marks draw: `zIndex` orders them, `offset` moves them and their edges,
/// `clipShape`, `shadow`, `blur` and `mask` wrap their shapes in the view effects of the same names.
/// Charts are 300 × 200 without axes, so the plot is the whole chart: categories "A" and "B" are bands 150
/// points wide (a bar 90 of them, from 30 and 180), y runs 0…10 over 200 points.
@Suite struct MarkModifierTests {
    /// A drawn fill or stroke: its colour, its bounds, and the effects around it, outermost first.
    struct Drawn: Equatable {
        var color: RGBA
        var bounds: CGRect
        var effects: [DisplayEffect] = []
    }

    func list(_ chart: some View) -> DisplayList {
        let renderer = ImageRenderer(content: chart.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10)
            .chartXScale(domain: ["A", "B"]).frame(width: 300, height: 200))
        return renderer.displayList()
    }

    func drawn(_ chart: some View) -> [Drawn] { drawn(list(chart).items) }

    func drawn(_ items: [DisplayItem], transform: CGAffineTransform = .identity, effects: [DisplayEffect] = []) -> [Drawn] {
        items.flatMap { item -> [Drawn] in
            switch item {
            case .tagged(_, let inner): drawn(inner, transform: transform, effects: effects)
            case .effect(let effect, let inner): drawn(inner, transform: transform, effects: effects + [effect])
            case .group(let groupTransform, _, _, let inner): drawn(inner, transform: groupTransform.concatenating(transform), effects: effects)
            case .fill(let path, .color(let color), _), .stroke(let path, .color(let color), _):
                [Drawn(color: color, bounds: path.boundingRect.applying(transform), effects: effects)]
            default: []
            }
        }
    }

    let environment = EnvironmentValues()
    var red: RGBA { Color.red.resolve(in: environment) }
    var blue: RGBA { Color.blue.resolve(in: environment) }
    var green: RGBA { Color.green.resolve(in: environment) }

    func colors(_ chart: some View) -> [RGBA] {
        drawn(chart).map(\.color).filter { [red, blue, green].contains($0) }
    }

    // MARK: zIndex

    @MainActor @Test func marksDrawInTheContentsOrderByDefault() {
        let chart = Chart {
            BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red)
            RuleMark(y: .value("V", 3)).foregroundStyle(.blue)
        }
        #expect(colors(chart) == [red, blue])
    }

    /// Apple: zIndex "controls the display order of overlapping chart content"; higher draws on top.
    @MainActor @Test func aHigherZIndexDrawsOnTop() {
        let chart = Chart {
            BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red).zIndex(1)
            RuleMark(y: .value("V", 3)).foregroundStyle(.blue)
        }
        #expect(colors(chart) == [blue, red])
        let behind = Chart {
            BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red)
            RuleMark(y: .value("V", 3)).foregroundStyle(.blue).zIndex(-1)
        }
        #expect(colors(behind) == [blue, red])
    }

    @MainActor @Test func equalZIndicesKeepTheContentsOrder() {
        let chart = Chart {
            BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red).zIndex(1)
            RuleMark(y: .value("V", 3)).foregroundStyle(.blue)
            PointMark(x: .value("K", "B"), y: .value("V", 2)).foregroundStyle(.green).zIndex(1)
        }
        #expect(colors(chart) == [blue, red, green])
    }

    // MARK: offset

    func bounds(_ chart: some View, _ color: RGBA) -> [CGRect] {
        drawn(chart).filter { $0.color == color }.map(\.bounds)
    }

    @MainActor @Test func offsetMovesABar() {
        let bar = BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red)
        #expect(bounds(Chart { bar }, red) == [CGRect(x: 30, y: 100, width: 90, height: 100)])
        #expect(bounds(Chart { bar.offset(x: 5, y: -3) }, red) == [CGRect(x: 35, y: 97, width: 90, height: 100)])
        #expect(bounds(Chart { bar.offset(CGSize(width: -4, height: 6)) }, red) == [CGRect(x: 26, y: 106, width: 90, height: 100)])
        // Offsets add up, as the modifiers chain.
        #expect(bounds(Chart { bar.offset(x: 2).offset(x: 3) }, red) == [CGRect(x: 35, y: 100, width: 90, height: 100)])
    }

    /// The start edge is the one nearer the plot's leading or top edge, in screen coordinates.
    @MainActor @Test func offsetMovesABarsEdges() {
        let bar = BarMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red)
        #expect(bounds(Chart { bar.offset(xStart: 1, xEnd: -1) }, red) == [CGRect(x: 31, y: 100, width: 88, height: 100)])
        #expect(bounds(Chart { bar.offset(yStart: 10, yEnd: -20) }, red) == [CGRect(x: 30, y: 110, width: 90, height: 70)])
        #expect(bounds(Chart { bar.offset(x: 4, yStart: 10, yEnd: 0) }, red) == [CGRect(x: 34, y: 110, width: 90, height: 90)])
        #expect(bounds(Chart { bar.offset(xStart: 1, xEnd: 2, y: 5) }, red) == [CGRect(x: 31, y: 105, width: 91, height: 100)])
    }

    /// Apple's selection popover: a rule across the plot, its start moved 10 points up, out of the plot,
    /// with its annotation above it.
    @MainActor @Test func aRulesStartExtendsAboveThePlotWithItsAnnotation() throws {
        let chart = Chart {
            RuleMark(x: .value("K", "A")).foregroundStyle(.red)
                .offset(yStart: -10)
                .annotation(position: .top, spacing: 0) { Color.clear.frame(width: 20, height: 6).id("popover") }
            RuleMark(x: .value("K", "B")).foregroundStyle(.blue)
        }
        #expect(bounds(chart, red) == [CGRect(x: 75, y: -10, width: 0, height: 210)])
        #expect(bounds(chart, blue) == [CGRect(x: 225, y: 0, width: 0, height: 200)])
        let frames = ImageRenderer(content: chart.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 200)).layoutFrames()
        #expect(frames["popover"] == CGRect(x: 65, y: -16, width: 20, height: 6))
    }

    /// A point has no edges: only `x` and `y` move it.
    @MainActor @Test func aPointMovesByXAndYOnly() {
        let point = PointMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red)
        #expect(bounds(Chart { point }, red) == [CGRect(x: 71, y: 96, width: 8, height: 8)])
        #expect(bounds(Chart { point.offset(xStart: 7, yEnd: 3) }, red) == [CGRect(x: 71, y: 96, width: 8, height: 8)])
        #expect(bounds(Chart { point.offset(x: 7, y: -2) }, red) == [CGRect(x: 78, y: 94, width: 8, height: 8)])
    }

    @MainActor @Test func aLineMovesWithItsPoints() {
        let chart = Chart {
            LineMark(x: .value("K", "A"), y: .value("V", 5)).foregroundStyle(.red).offset(y: 10)
            LineMark(x: .value("K", "B"), y: .value("V", 8)).foregroundStyle(.red).offset(y: 10)
        }
        #expect(bounds(chart, red) == [CGRect(x: 75, y: 50, width: 150, height: 60)])
    }

    // MARK: clipShape, shadow, blur, mask

    struct Item: Identifiable { let category: String; let value: Double; var id: String { category } }
    let data = [Item(category: "A", value: 5), Item(category: "B", value: 8)]
    let barFrames = [CGRect(x: 30, y: 100, width: 90, height: 100), CGRect(x: 180, y: 40, width: 90, height: 160)]

    /// Sparklydust/mont-blanc's BarMark_ClipShape.swift: each bar clipped to a rounded rectangle of its frame.
    @MainActor @Test func clipShapeFitsTheShapeToEachMarksFrame() throws {
        let chart = Chart(data) { item in
            BarMark(x: .value("Category", item.category), y: .value("Value", item.value))
                .clipShape(.rect(cornerRadius: 12))
        }
        var expected = Path()
        for frame in barFrames { expected.addPath(RoundedRectangle(cornerRadius: 12).path(in: frame)) }
        let bars = drawn(chart).filter { !$0.effects.isEmpty }
        // The bars are one shape, drawn once through one clip.
        #expect(bars.count == 1)
        #expect(bars.first?.bounds == CGRect(x: 30, y: 40, width: 240, height: 160))
        #expect(bars.first?.effects == [.clip(expected, FillStyle())])
    }

    @MainActor @Test func shadowAndBlurWrapTheMarksInOrder() throws {
        let chart = Chart(data) { item in
            BarMark(x: .value("Category", item.category), y: .value("Value", item.value))
                .foregroundStyle(.red)
                .blur(radius: 3)
                .shadow(radius: 4, y: 2)
        }
        let bars = drawn(chart).filter { $0.color == red }
        #expect(bars.count == 1)
        // Apple's default shadow colour: black at 33%; the modifier applied last is outermost.
        #expect(bars.first?.effects == [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 4, offset: CGSize(width: 0, height: 2)),
                                        .blur(radius: 3, opaque: false, bounds: CGRect(x: 0, y: 0, width: 300, height: 200))])
        let colored = Chart(data) { item in
            BarMark(x: .value("Category", item.category), y: .value("Value", item.value)).shadow(color: .red, radius: 2, x: 1)
        }
        #expect(drawn(colored).first { !$0.effects.isEmpty }?.effects == [.shadow(color: red, radius: 2, offset: CGSize(width: 1, height: 0))])
    }

    /// The mask's marks are placed by the chart's scales, and the masked marks drawn where they are.
    @MainActor @Test func maskDrawsTheMarksWhereItsContentIs() throws {
        let chart = Chart(data) { item in
            BarMark(x: .value("Category", item.category), y: .value("Value", item.value))
                .foregroundStyle(.red)
                .mask { RectangleMark(x: .value("Category", "B"), y: .value("Value", 5), width: 40, height: 20) }
        }
        let bar = try #require(drawn(chart).first { $0.color == red })
        guard case .mask(let mask) = try #require(bar.effects.first) else {
            Issue.record("no mask: \(bar.effects)")
            return
        }
        #expect(drawn(mask).map(\.bounds) == [CGRect(x: 205, y: 90, width: 40, height: 20)])
    }

    @MainActor @Test func marksWithoutEffectsDrawWithoutThem() {
        let chart = Chart(data) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
        #expect(drawn(chart).allSatisfy { $0.effects.isEmpty })
    }
}
