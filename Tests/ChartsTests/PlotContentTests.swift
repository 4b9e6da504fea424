@testable import Charts
import Foundation
import SwiftUI
import Testing

/// Round 26's content: marks placed in points (the initialisers with `CGFloat` arguments), iOS 18's
/// vectorized and function plots, the legends of `lineStyle(by:)` and `symbolSize(by:)`, tick counts
/// that follow the plot's size, and bubbles kept inside the plot.
@Suite struct PlotContentTests {
    struct Toy { let type: String; let count: Double; let kind: String }
    let toys = [Toy(type: "Cube", count: 5, kind: "Solid"), Toy(type: "Sphere", count: 4, kind: "Round"), Toy(type: "Pyramid", count: 4, kind: "Solid")]
    let plotRect = CGRect(x: 0, y: 0, width: 200, height: 100)

    func plot<C: ChartContent>(_ configuration: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> C) -> ChartPlot {
        let marks = FunctionPlotSource.expand(_ChartMarks.resolve(content()), configuration: configuration, calendar: Calendar(identifier: .gregorian))
        return ChartPlot(marks: marks, configuration: configuration, calendar: Calendar(identifier: .gregorian))
    }

    /// The bounding box of each item's path in a 200 × 100 plot.
    func bounds(_ plot: ChartPlot) -> [CGRect] {
        plot.items.map { ChartMarkShape(geometry: $0.geometry, xScale: plot.xScale, yScale: plot.yScale).path(in: plotRect).boundingRect }
    }

    @MainActor @Test func aBarFromYStartToYEndInPointsFromTheTop() {
        // One category: its band is the plot's width, the bar 0.6 of it; y runs 10 to 50 points down.
        let plot = plot { BarMark(x: .value("Shape", "Cube"), yStart: 10, yEnd: 50) }
        #expect(bounds(plot) == [CGRect(x: 40, y: 10, width: 120, height: 40)])
    }

    @MainActor @Test func missingPointPositionsAreThePlotsEdges() {
        // x 2…4 on a scale of 0…4; yStart 20 and no yEnd: down to the plot's bottom edge.
        let plot = plot { BarMark(xStart: .value("Start", 2), xEnd: .value("End", 4), yStart: 20) }
        #expect(bounds(plot) == [CGRect(x: 100, y: 20, width: 100, height: 80)])
        let rect = self.plot { RectangleMark(xStart: 30, xEnd: 70, y: .value("Row", "A"), height: .fixed(10)) }
        #expect(bounds(rect) == [CGRect(x: 30, y: 45, width: 40, height: 10)])
    }

    @MainActor @Test func pointsAndRulesAtPositionsInPoints() {
        let point = plot { PointMark(x: .value("x", 4), y: 30) }
        // x 4 is the end of a 0…4 scale; the 8-point circle is centred 30 points down.
        #expect(bounds(point) == [CGRect(x: 196, y: 26, width: 8, height: 8)])
        let centred = plot { PointMark(x: .value("x", 4)) }
        #expect(bounds(centred) == [CGRect(x: 196, y: 46, width: 8, height: 8)])
        let rule = plot { RuleMark(x: 50, yStart: .value("Low", 0), yEnd: .value("High", 6)) }
        #expect(bounds(rule) == [CGRect(x: 50, y: 0, width: 0, height: 100)])
        let short = plot { RuleMark(xStart: 20, xEnd: 80, y: .value("Mean", 6)) }
        #expect(bounds(short) == [CGRect(x: 20, y: 0, width: 60, height: 0)])
    }

    @MainActor @Test func aBarPlotDrawsAsItsBarMarks() {
        let vectorized = plot { BarPlot(toys, x: .value("Shape", \.type), y: .value("Count", \.count)) }
        let marks = plot { ForEach(toys, id: \.type) { BarMark(x: .value("Shape", $0.type), y: .value("Count", $0.count)) } }
        #expect(bounds(vectorized) == bounds(marks))
        #expect(vectorized.markCount == 3)
        #expect(vectorized.yScale?.ticks == marks.yScale?.ticks)
    }

    @MainActor @Test func keyPathModifiersReadEachElement() {
        let plot = plot {
            PointPlot(toys, x: .value("Shape", \.type), y: .value("Count", \.count))
                .foregroundStyle(by: .value("Kind", \.kind))
                .symbolSize(by: .value("Count", \.count))
        }
        #expect(plot.legend.map(\.value.text).prefix(2) == ["Solid", "Round"])
        let lines = self.plot { LinePlot(toys, x: .value("Shape", \.type), y: .value("Count", \.count), series: .value("Kind", \.kind)) }
        // Two series: two lines.
        #expect(lines.items.count == 2)
    }

    @MainActor @Test func aFunctionPlotSamplesItsDomain() {
        let plot = plot { LinePlot(x: "x", y: "y", domain: 0...2) { $0 * $0 } }
        #expect(plot.markCount == FunctionPlotSource.sampleCount + 1)
        #expect(plot.xScale.map { [$0.lower, $0.upper] } == [0, 2])
        #expect(plot.yScale.map { [$0.lower, $0.upper] } == [0, 4])
        // Where the function is not finite the line breaks: 1/x over -1…1 is two lines.
        let hyperbola = self.plot { LinePlot(x: "x", y: "y", domain: -1...1) { $0 == 0 ? .nan : 1 / $0 } }
        #expect(hyperbola.items.count == 2)
    }

    @MainActor @Test func aFunctionWithoutADomainTakesTheChartsXScale() {
        var configuration = ChartConfiguration()
        configuration.xScale.domain = _ChartDomain(kind: .range(.number(-3), .number(3)))
        let plot = plot(configuration) { AreaPlot(x: "x", y: "y") { $0 } }
        #expect(plot.xScale.map { [$0.lower, $0.upper] } == [-3, 3])
        let bounds = self.bounds(plot)
        #expect(bounds.count == 1 && bounds[0].minX == 0 && bounds[0].maxX == 200)
    }

    @MainActor @Test func lineStylesAndSymbolSizesHaveLegends() {
        let plot = plot {
            ForEach(["A", "B"], id: \.self) { series in
                LineMark(x: .value("Day", 1), y: .value("Value", 2)).lineStyle(by: .value("Series", series))
                LineMark(x: .value("Day", 2), y: .value("Value", 3)).lineStyle(by: .value("Series", series))
            }
            PointMark(x: .value("Day", 1), y: .value("Value", 1)).symbolSize(by: .value("Size", 10))
            PointMark(x: .value("Day", 2), y: .value("Value", 1)).symbolSize(by: .value("Size", 30))
        }
        let swatches = plot.legend.map { entry -> String in
            switch entry.swatch {
            case .line(let stroke): "\(entry.value.text) line \(stroke.dash)"
            case .sized(let side): "\(entry.value.text) \(side)"
            case .symbol: "\(entry.value.text) symbol"
            case .gradient(_, let lower, let upper): "\(lower)…\(upper) gradient"
            }
        }
        // A then B in the first two dash patterns; the size scale's two ends, 16 and 256 square points.
        #expect(swatches == ["A line []", "B line [6.0, 5.0]", "10 4.0", "30 16.0"])
    }

    @MainActor @Test func aSeriesStyledByBothColourAndDashShowsItsLine() {
        let plot = plot {
            LineMark(x: .value("Day", 1), y: .value("Value", 2))
                .foregroundStyle(by: .value("Series", "A")).lineStyle(by: .value("Series", "A"))
        }
        #expect(plot.legend.count == 1)
        if case .line = plot.legend[0].swatch {} else { Issue.record("expected a line swatch") }
    }

    /// A scrolling chart shows its visible domain from the scroll position (mont-blanc's scrolling samples
    /// drew every year): a window of categories, of numbers with its own ticks, and nothing without
    /// `chartScrollableAxes`.
    @MainActor @Test func aScrollingChartShowsItsVisibleDomain() {
        let years = ForEach(2000..<2010, id: \.self) { year in BarMark(x: .value("Year", "\(year)"), y: .value("Sales", year - 1990)) }
        var configuration = ChartConfiguration()
        configuration.xWindow.length = .number(4)
        let unscrolled = plot(configuration) { years }
        #expect(unscrolled.xScale?.upper == 10 && !unscrolled.isWindowed)
        configuration.scrollableAxes = .horizontal
        let first = plot(configuration) { years }
        #expect(first.xScale?.lower == 0 && first.xScale?.upper == 4 && first.isWindowed)
        #expect(first.xScale?.ticks == [0.5, 1.5, 2.5, 3.5])
        configuration.xWindow.start = .category("2003")
        let later = plot(configuration) { years }
        #expect(later.xScale?.lower == 3 && later.xScale?.upper == 7)
        configuration.xWindow.start = .category("2009")
        #expect(plot(configuration) { years }.xScale?.lower == 6)
        var numbers = ChartConfiguration()
        numbers.scrollableAxes = .horizontal
        numbers.xWindow = ScrollWindow(length: .number(20), start: .number(30))
        let window = plot(numbers) { ForEach(0..<101, id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0 % 7)) } }
        #expect(window.xScale?.lower == 30 && window.xScale?.upper == 50)
        #expect(window.xScale?.ticks == [30, 35, 40, 45, 50])
    }

    @MainActor @Test func shortAxesGetFewerTicks() {
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 200) == 4)
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 90) == 4)
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 60) == 3)
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 20) == 2)
        #expect(ScaleResolution.desiredTickCount(for: .x, length: 100) == 2)
        // 0…10 in at most four steps ticks by 2.5; in two steps, by 5.
        let four = plot { BarMark(x: .value("Shape", "Cube"), y: .value("Count", 10)) }
        #expect(four.yScale?.ticks == [0, 2.5, 5, 7.5, 10])
        let marks = _ChartMarks.resolve(BarMark(x: .value("Shape", "Cube"), y: .value("Count", 10)))
        let two = ChartPlot(marks: marks, configuration: ChartConfiguration(), calendar: Calendar(identifier: .gregorian), tickCounts: (4, 2))
        #expect(two.yScale?.ticks == [0, 5, 10])
    }

    @MainActor @Test func aShortChartDrawsFewerYLabels() {
        let chart = Chart { BarMark(x: .value("Shape", "Cube"), y: .value("Count", 10)) }
            .chartYAxis { AxisMarks { value in AxisValueLabel { Text("\(value.as(Int.self) ?? -1)").id("y\(value.index)") } } }
        let tall = ImageRenderer(content: chart.frame(width: 200, height: 200)).layoutFrames()
        let short = ImageRenderer(content: chart.frame(width: 200, height: 60)).layoutFrames()
        #expect(tall["y4"] != nil && tall["y5"] == nil)
        // 60 points tall: about 43 for the plot, three intervals at most (0, 5, 10).
        #expect(short["y2"] != nil && short["y3"] == nil)
    }

    /// Larger labels ask for fewer y ticks: an interval is at least 1.3 label lines tall, and fewer again
    /// while round steps would still put labels on top of each other.
    @MainActor @Test func largeDynamicTypeLabelsAskForFewerYTicksAndNeverOverlap() throws {
        let chart = Chart { BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12)) }
            .chartYAxis { AxisMarks { value in AxisValueLabel { Text("\(value.as(Int.self) ?? -1)").id("y\(value.as(Int.self) ?? -1)") } } }
        func labels(_ size: DynamicTypeSize) -> [(value: Int, frame: CGRect)] {
            let frames = ImageRenderer(content: chart.frame(width: 200, height: 150).dynamicTypeSize(size)).layoutFrames()
            return frames.compactMap { id, frame in id.hasPrefix("y") ? Int(id.dropFirst()).map { ($0, frame) } : nil }.sorted { $0.value < $1.value }
        }
        // `.caption2` lines: about 13 points at `.large`, 35 at `.accessibility3` (29-point type).
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 133, labelLineHeight: 13.3) == 4)
        #expect(ScaleResolution.desiredTickCount(for: .y, length: 112, labelLineHeight: 35.1) == 2)
        #expect(labels(.large).map(\.value) == [0, 5, 10, 15])
        // Two intervals of 5 would give 0…15 in three, 31 points apart: less than a line, so one of 10.
        let large = labels(.accessibility3)
        #expect(large.map(\.value) == [0, 10, 20])
        for (lower, upper) in zip(large, large.dropFirst()) { #expect(upper.frame.maxY <= lower.frame.minY, "\(lower) \(upper)") }
        // In one plot the ticks that round steps give are checked against the labels' lines.
        var scale = ChartScale(kind: .linear, lower: 0, upper: 15)
        scale.ticks = [0, 5, 10, 15]
        #expect(!ScaleResolution.labelsFit(scale, length: 93, lineHeight: 35.1))
        #expect(ScaleResolution.labelsFit(scale, length: 110, lineHeight: 35.1))
    }

    /// `BarMark` and `RectangleMark` share their interval forms: the same positions, dimensions and labels,
    /// a rectangle's nil ends in points being the plot's edges where a bar's are only when one is given.
    @MainActor @Test func barsAndRectanglesShareTheirIntervalForms() throws {
        func parts(_ content: some ChartContent) throws -> String {
            let collected = _ChartMarks.collect(content)
            let mark = try #require(collected.marks.first)
            let style = mark.styleValues
            return "\(mark.x as Any) \(mark.xEnd as Any) \(mark.y as Any) \(mark.yEnd as Any) \(mark.xBinned) \(mark.width) \(mark.height) "
                + "\(style.fixedX as Any) \(style.fixedY as Any) \(collected.xLabel?.text.content as Any) \(collected.yLabel?.text.content as Any)"
        }
        let (day, a, b) = (PlottableValue.value("Day", Date(timeIntervalSinceReferenceDate: 0), unit: .day), PlottableValue.value("V", 1), PlottableValue.value("V", 3))
        #expect(try parts(BarMark(xStart: a, xEnd: b, yStart: a, yEnd: b)) == parts(RectangleMark(xStart: a, xEnd: b, yStart: a, yEnd: b)))
        #expect(try parts(BarMark(x: day, yStart: a, yEnd: b, width: 4)) == parts(RectangleMark(x: day, yStart: a, yEnd: b, width: 4)))
        #expect(try parts(BarMark(xStart: a, xEnd: b, y: day, height: .ratio(0.5))) == parts(RectangleMark(xStart: a, xEnd: b, y: day, height: .ratio(0.5))))
        #expect(try parts(BarMark(x: day, yStart: 10, yEnd: 20, width: 4)) == parts(RectangleMark(x: day, yStart: 10, yEnd: 20, width: 4)))
        #expect(try parts(BarMark(xStart: 5, y: a)) == parts(RectangleMark(xStart: 5, y: a)))
        #expect(try parts(BarMark(xStart: 5, yStart: a, yEnd: b)) == parts(RectangleMark(xStart: 5, yStart: a, yEnd: b)))
        #expect(try parts(BarMark(xStart: a, xEnd: b, yEnd: 7)) == parts(RectangleMark(xStart: a, xEnd: b, yEnd: 7)))
        // Without points: a bar spans the plot, a rectangle keeps its nil ends.
        #expect(try parts(BarMark(x: day)) != parts(RectangleMark(x: day)))
        #expect(try parts(RectangleMark(x: day)).contains("interval(nil, nil)"))
    }

    /// A bin of `NumberBins` is an interval, as a date binned by a unit is: its bar stands in the bin, 0.6 of
    /// its width as a day's bar in its day, from zero up to its count (a histogram, as Apple's
    /// `BarMark(x: .value("Price", bins[i]), y: …)`). Before, the bar stood at the bin's lower bound.
    @MainActor @Test func aBarOfABinStandsInTheBin() {
        let bins = NumberBins(range: 0.0...40.0, count: 4)
        // x 0…40 across 200 points, y 0…10 up 100: the first bin is 0…50 points, the last 150…200.
        let histogram = plot {
            BarMark(x: .value("Minutes", bins[0]), y: .value("Orders", 5))
            BarMark(x: .value("Minutes", bins[3]), y: .value("Orders", 10)).foregroundStyle(.red)
        }
        #expect(bounds(histogram) == [CGRect(x: 10, y: 50, width: 30, height: 50), CGRect(x: 160, y: 0, width: 30, height: 100)])
    }

    @MainActor @Test func bubblesStayInsideThePlot() {
        let plot = plot {
            PointMark(x: .value("x", 0), y: .value("y", 0)).symbolSize(by: .value("Size", 1))
            PointMark(x: .value("x", 6), y: .value("y", 10)).symbolSize(by: .value("Size", 2))
        }
        // The largest symbol is 256 square points, 16 across: each numeric scale is padded by 8.
        #expect(plot.xScale?.startPadding == 8 && plot.xScale?.endPadding == 8)
        #expect(plot.yScale?.startPadding == 8 && plot.yScale?.endPadding == 8)
        for box in bounds(plot) { #expect(plotRect.contains(box)) }
    }

    @MainActor @Test func aSectorOfARangeRunsFromItsStartToItsEnd() {
        let plot = plot {
            SectorMark(angle: .value("Angle", 0..<90))
            SectorMark(angle: .value("Angle", 180..<360))
        }
        let sectors = plot.items.compactMap { item -> [Double]? in
            if case .sector(let sector) = item.geometry { return [sector.start, sector.end] }
            return nil
        }
        #expect(sectors == [[0, 0.25], [0.5, 1]])
    }
}
