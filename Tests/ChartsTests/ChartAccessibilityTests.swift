import Charts
import EaselScene
import Foundation
import SwiftUI
import Testing

/// What VoiceOver reads of a chart: an element for each mark, and the chart descriptor of Audio Graphs,
/// as `layoutAccessibility()` and `easel layout` report them.
@Suite struct ChartAccessibilityTests {
    struct Toy: Identifiable { let type: String; let count: Int; var id: String { type } }
    let shapes = [Toy(type: "Cube", count: 5), Toy(type: "Sphere", count: 4), Toy(type: "Pyramid", count: 4)]

    func accessibility<V: View>(_ view: V, id: String = "chart") -> AccessibilityProperties? {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 240, height: 150)
        return renderer.layoutAccessibility()[id]
    }

    func elements(_ pairs: [(String?, String?)]) -> [AccessibilityProperties.Element] {
        pairs.map { AccessibilityProperties.Element(label: $0.0, value: $0.1) }
    }

    @MainActor @Test func eachBarIsAnElementOfItsCategoryAndValue() {
        let chart = Chart(shapes) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }.id("chart")
        #expect(accessibility(chart)?.elements == elements([("Cube", "5"), ("Sphere", "4"), ("Pyramid", "4")]))
    }

    @MainActor @Test func seriesHorizontalBarsRulesAndIntervals() {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Kind", "Cakes"))
            BarMark(x: .value("Sales", 2.5), y: .value("Month", "Feb"))
            RuleMark(y: .value("Goal", 3))
            BarMark(xStart: .value("Start", 1), xEnd: .value("End", 3), y: .value("Task", "Build"))
            LineMark(x: .value("Day", 2), y: .value("Value", 1_200))
        }
        .id("chart")
        #expect(accessibility(chart)?.elements
                == elements([("Jan, Cakes", "4"), ("Feb", "2.5"), ("3", nil), ("Build", "1 to 3"), ("2", "1,200")]))
    }

    @MainActor @Test func hiddenMarksAreLeftOutAndModifiersWin() {
        let chart = Chart {
            BarMark(x: .value("Shape", "Cube"), y: .value("Count", 5)).accessibilityLabel("Cubes").accessibilityValue("five")
            BarMark(x: .value("Shape", "Sphere"), y: .value("Count", 4)).accessibilityHidden(true)
            SectorMark(angle: .value("Votes", 3)).foregroundStyle(by: .value("Pet", "Cat"))
        }
        .id("chart")
        #expect(accessibility(chart)?.elements == elements([("Cubes", "five"), ("Cat", "3")]))
    }

    /// Without `accessibilityChartDescriptor`, a chart describes itself: axes titled by the values'
    /// labels, categories in order, the numeric axis's domain and ticks, a series for each colour group.
    @MainActor @Test func aChartDescribesItselfForAudioGraphs() throws {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Kind", "Cakes"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 3)).foregroundStyle(by: .value("Kind", "Pies"))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 6)).foregroundStyle(by: .value("Kind", "Cakes"))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 1)).foregroundStyle(by: .value("Kind", "Pies")).accessibilityHidden(true)
        }
        .id("chart")
        let descriptor = try #require(accessibility(chart)?.chart)
        #expect(descriptor.xAxis == AccessibilityChart.Axis(title: "Month", categories: ["Jan", "Feb"]))
        // The stacks reach 7 (the hidden bar is drawn, only not read): the scale's domain, 0…8, and its ticks.
        #expect(descriptor.yAxis?.title == "Sales" && descriptor.yAxis?.range == ["0", "8"])
        #expect(descriptor.yAxis?.gridlines == ["0", "2", "4", "6", "8"])
        #expect(descriptor.series == [
            AccessibilityChart.Series(name: "Cakes", isContinuous: false, points: [AccessibilityChart.Point(x: "Jan", y: "4"), AccessibilityChart.Point(x: "Feb", y: "6")]),
            AccessibilityChart.Series(name: "Pies", isContinuous: false, points: [AccessibilityChart.Point(x: "Jan", y: "3")]),
        ])
        let line = Chart { LineMark(x: .value("Day", 1), y: .value("Weight", 2)); LineMark(x: .value("Day", 2), y: .value("Weight", 3)) }.id("chart")
        #expect(accessibility(line)?.chart?.series == [AccessibilityChart.Series(name: nil, isContinuous: true, points: [
            AccessibilityChart.Point(x: "1", y: "2"), AccessibilityChart.Point(x: "2", y: "3"),
        ])])
    }

    /// The chart's own descriptor has a title naming its kind and a summary reading its axes and series
    /// (`ChartSummary`), and `easel layout`'s JSON shows them.
    @MainActor @Test func aChartsOwnDescriptorHasATitleAndASummary() throws {
        let bars = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Kind", "Cakes"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 3)).foregroundStyle(by: .value("Kind", "Pies"))
            RuleMark(y: .value("Sales", 5))
        }
        .id("chart")
        let descriptor = try #require(accessibility(bars)?.chart)
        #expect(descriptor.title == "Bar chart")
        #expect(descriptor.summary == "The X axis is Month, the Y axis is Sales, there are 2 data series.")
        let line = Chart { LineMark(x: .value("Day", 1), y: .value("Weight", 2)); PointMark(x: .value("Day", 2), y: .value("Weight", 3)) }.id("chart")
        #expect(accessibility(line)?.chart?.title == "Chart")
        #expect(accessibility(line)?.chart?.summary == "The X axis is Day, the Y axis is Weight, there is one data series.")
        let donut = Chart {
            SectorMark(angle: .value("Votes", 3), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Pet", "Cat"))
            SectorMark(angle: .value("Votes", 2), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Pet", "Dog"))
        }
        .id("chart")
        #expect(accessibility(donut)?.chart?.title == "Donut chart")
        #expect(accessibility(donut)?.chart?.summary == "2 sectors of Votes.")
        let pie = Chart { SectorMark(angle: .value("Votes", 3)) }.id("chart")
        #expect(accessibility(pie)?.chart?.title == "Pie chart")

        let renderer = ImageRenderer(content: Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.frame(width: 100, height: 50).id("chart"))
        let json = LayoutJSON.encode(renderer.layoutFrames().filter { $0.key == "chart" }, accessibility: renderer.layoutAccessibility())
        #expect(json.contains(#""summary": "The X axis is x, the Y axis is y, there is one data series.", "title": "Scatter plot""#))
    }

    struct Weights: AXChartDescriptorRepresentable {
        func makeChartDescriptor() -> AXChartDescriptor {
            let x = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
            let y = AXNumericDataAxisDescriptor(title: "Weight", range: 0...10, gridlinePositions: [0, 5, 10]) { "\(Int($0)) kg" }
            let series = AXDataSeriesDescriptor(name: "Cat", isContinuous: true,
                                                dataPoints: [AXDataPoint(x: "Mon", y: 4), AXDataPoint(x: "Tue", y: 4.5, label: "after lunch")])
            return AXChartDescriptor(title: "Weights", summary: "Steady", xAxis: x, yAxis: y, series: [series])
        }
    }

    @MainActor @Test func aChartDescriptorIsReportedAsRead() throws {
        let view = Color.blue.frame(width: 40, height: 40).accessibilityChartDescriptor(Weights()).id("chart")
        let chart = try #require(accessibility(view)?.chart)
        #expect(chart.title == "Weights" && chart.summary == "Steady")
        #expect(chart.xAxis == AccessibilityChart.Axis(title: "Day", categories: ["Mon", "Tue"], range: nil, gridlines: []))
        #expect(chart.yAxis == AccessibilityChart.Axis(title: "Weight", categories: nil, range: ["0 kg", "10 kg"], gridlines: ["0 kg", "5 kg", "10 kg"]))
        #expect(chart.series == [AccessibilityChart.Series(name: "Cat", isContinuous: true, points: [
            AccessibilityChart.Point(x: "Mon", y: "4 kg"), AccessibilityChart.Point(x: "Tue", y: "4 kg", label: "after lunch"),
        ])])
    }

    /// `easel layout`'s JSON: the chart's elements and its descriptor, keys sorted.
    @MainActor @Test func layoutJSONListsTheElementsAndTheDescriptor() {
        let chart = Chart {
            BarMark(x: .value("Shape", "Cube"), y: .value("Count", 5))
            BarMark(x: .value("Shape", "Sphere"), y: .value("Count", 4))
        }
        .accessibilityChartDescriptor(Weights())
        .frame(width: 100, height: 50)
        .id("chart")
        let renderer = ImageRenderer(content: chart)
        let json = LayoutJSON.encode(renderer.layoutFrames().filter { $0.key == "chart" }, accessibility: renderer.layoutAccessibility())
        #expect(json == """
            {
              "views": {
                "chart": {"accessibility": {"chart": {"series": [{"isContinuous": true, "name": "Cat", "points": [{"x": "Mon", "y": "4 kg"}, \
            {"label": "after lunch", "x": "Tue", "y": "4 kg"}]}], "summary": "Steady", "title": "Weights", \
            "xAxis": {"categories": ["Mon", "Tue"], "title": "Day"}, "yAxis": {"gridlines": ["0 kg", "5 kg", "10 kg"], "range": ["0 kg", "10 kg"], \
            "title": "Weight"}}, "elements": [{"label": "Cube", "value": "5"}, {"label": "Sphere", "value": "4"}]}, \
            "height": 50, "width": 100, "x": 0, "y": 0}
              }
            }

            """)
    }
}
