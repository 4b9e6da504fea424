import Charts
import Foundation
import SwiftUI
import Testing

/// Exact frames of a chart's plot area and axis labels (the overlay's view fills the plot area; labels of
/// our own carry ids), with Inter, Easel's default font, at 11 points (`.caption2`).
@Suite struct ChartLayoutTests {
    struct Item: Identifiable { let id: String; let count: Int }
    let items = [Item(id: "Cube", count: 5), Item(id: "Sphere", count: 4), Item(id: "Pyramid", count: 4)]

    func frames<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> [String: CGRect] {
        let renderer = ImageRenderer(content: view.frame(width: width, height: height))
        return renderer.layoutFrames()
    }

    var barChart: some View {
        Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) }
            .chartOverlay { _ in Color.clear.id("plot") }
            .chartYAxis {
                AxisMarks { value in
                    AxisGridLine()
                    AxisValueLabel { Text("\(value.as(Int.self) ?? -1)").id("y\(value.index)") }
                }
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel { Text(value.as(String.self) ?? "?").id("x\(value.index)") }
                }
            }
    }

    @MainActor @Test func thePlotLeavesRoomForTheTrailingYLabelsAndTheXLabelsBelow() throws {
        let frames = frames(barChart)
        let plot = try #require(frames["plot"])
        // y ticks 0, 2, 4, 6 (counts up to 5 reach six, as in Apple's "Creating a chart"); one digit at most.
        let y5 = try #require(frames["y3"]), y0 = try #require(frames["y0"])
        #expect(frames["y4"] == nil)
        // Labels sit 4 points after the plot, centred on their grid lines; the plot ends where the widest begins.
        #expect(plot.maxX + 4 == y5.minX)
        #expect(abs(y5.midY - plot.minY) <= 0.5)
        #expect(abs(y0.midY - plot.maxY) <= 0.5)
        #expect(y5.maxX <= 300)
        // The top is inset by half a label, so the top label fits.
        #expect(plot.minY == (y5.height / 2).rounded(.up))
        // x labels: centred under their bands, 4 points below the plot, which ends 4 points above them.
        let cube = try #require(frames["x0"]), pyramid = try #require(frames["x2"])
        #expect(cube.minY == plot.maxY + 4)
        #expect(abs(cube.midX - (plot.minX + plot.width / 6)) <= 0.5)
        #expect(abs(pyramid.midX - (plot.minX + plot.width * 5 / 6)) <= 0.5)
        #expect(cube.maxY == 200)
        #expect(plot.minX == 0)
    }

    @MainActor @Test func exactFrames() throws {
        let frames = frames(barChart)
        // 300 × 200: the labels are 14 points high, so the plot starts 7 down and ends 4 + 14 above the bottom;
        // "5" is 7.2 points wide, so the plot ends 11.2 points before the trailing edge, on the pixel grid.
        #expect(frames["plot"] == CGRect(x: 0, y: 7, width: 288, height: 175))
        #expect(frames["y0"] == CGRect(x: 292, y: 175, width: 7, height: 14))
        #expect(frames["x1"] == CGRect(x: 125, y: 186, width: 38, height: 14))
    }

    @MainActor @Test func aLegendGoesBelowTheLabelsAtTheLeadingEdge() throws {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Kind", "Cakes"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 2)).foregroundStyle(by: .value("Kind", "Pies"))
        }
        .chartOverlay { _ in Color.clear.id("plot") }
        .chartLegend(position: .bottom)
        let withLegend = try #require(frames(chart)["plot"])
        let without = try #require(frames(chart.chartLegend(.hidden))["plot"])
        // The legend's row (a caption2 line) and its 8-point gap come out of the plot's height.
        #expect(without.height - withLegend.height >= 20)
        #expect(withLegend.minY == without.minY)
    }

    @MainActor @Test func aHiddenAxisGivesItsRoomToThePlot() throws {
        let chart = Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) }
            .chartOverlay { _ in Color.clear.id("plot") }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(frames(chart)["plot"] == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    /// Axis values of your own outside the scale's domain are left out (Apple's "Customizing axes" sample
    /// marks 0…100 over data that ends at 40), where they used to be drawn above the chart.
    @MainActor @Test func axisValuesOutsideTheDomainAreNotDrawn() throws {
        let chart = Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count * 8)) }
            .chartOverlay { _ in Color.clear.id("plot") }
            .chartYAxis {
                AxisMarks(values: [0, 25, 50, 100]) { value in
                    AxisValueLabel { Text("\(value.as(Int.self) ?? -1)").id("y\(value.as(Int.self) ?? -1)") }
                }
            }
        let frames = frames(chart)
        // The bars reach 40: a domain of 0…40.
        let plot = try #require(frames["plot"])
        #expect(frames["y0"] != nil && frames["y25"] != nil)
        #expect(frames["y50"] == nil && frames["y100"] == nil)
        #expect(abs(try #require(frames["y25"]).midY - (plot.maxY - plot.height * 25 / 40)) <= 0.5)
    }

    /// Two `AxisMarks` of one axis label their own sides (mont-blanc's AxisMarks_Content_YAxis: numbers
    /// leading, words trailing), where both used to go to the first one's side, over the plot.
    @MainActor @Test func axisMarksLabelTheSideTheirPositionNames() throws {
        let chart = Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) }
            .chartOverlay { _ in Color.clear.id("plot") }
            .chartYAxis {
                AxisMarks(position: .leading) { value in AxisValueLabel { Text("\(value.as(Int.self) ?? -1)").id("n\(value.index)") } }
                AxisMarks(position: .trailing) { value in AxisValueLabel { Text("Level \(value.index)").id("w\(value.index)") } }
            }
        let frames = frames(chart)
        let plot = try #require(frames["plot"])
        let number = try #require(frames["n1"]), word = try #require(frames["w1"])
        #expect(number.maxX + 4 == plot.minX)
        #expect(plot.maxX + 4 == word.minX)
        #expect(word.maxX <= 300)
    }

    @MainActor @Test func theProxyMapsValuesToThePlotArea() throws {
        let chart = Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartOverlay { proxy in
                ZStack(alignment: .topLeading) {
                    Color.clear
                    Color.red.frame(width: 2, height: 2)
                        .id("marker")
                        .position(x: proxy.position(forX: "Sphere") ?? -100, y: proxy.position(forY: 6) ?? -100)
                    if proxy.value(atX: 160, as: String.self) == "Sphere", proxy.value(atY: 0, as: Double.self) == 6 {
                        Color.blue.frame(width: 1, height: 1).id("inverse")
                    }
                }
            }
        let frames = frames(chart)
        #expect(frames["marker"] == CGRect(x: 149, y: -1, width: 2, height: 2))
        #expect(frames["inverse"] != nil)
    }

    @MainActor @Test func annotationsSitAboveTheirBars() throws {
        let chart = Chart(items) { item in
            BarMark(x: .value("Shape", item.id), y: .value("Count", item.count))
                .annotation(position: .top) { Text("\(item.count)").id("note-\(item.id)") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let frames = frames(chart)
        let cube = try #require(frames["note-Cube"])
        // Cube's bar reaches 5 of 0…6, so its note ends 4 points above the bar's top.
        #expect(abs(cube.maxY - (200 - 200 * 5 / 6 - 4)) <= 0.5)
        #expect(abs(cube.midX - 50) <= 0.5)
        let sphere = try #require(frames["note-Sphere"])
        #expect(abs(sphere.maxY - (200 - 200 * 4 / 6 - 4)) <= 0.5)
    }

    /// `overflowResolution` (iOS 17): `.fit` slides an annotation that would cross the chart's edge back
    /// inside it, `.fit(to: .plot)` inside the plot, `.disabled` and `.automatic` leave it where it is.
    @MainActor @Test func anAnnotationIsFittedInsideTheChartOrThePlotAsItsOverflowResolutionSays() throws {
        func note(_ id: String, _ position: AnnotationPosition, _ resolution: AnnotationOverflowResolution) throws -> CGRect {
            let chart = Chart(items) { item in
                BarMark(x: .value("Shape", item.id), y: .value("Count", item.count))
                    .annotation(position: position, overflowResolution: resolution) { Color.clear.frame(width: 40, height: 10).id("note-\(item.id)") }
            }
            .chartYScale(domain: 0...5)
            .chartOverlay { _ in Color.clear.id("plot") }
            let frames = frames(chart)
            #expect(frames["plot"] == CGRect(x: 0, y: 7, width: 288, height: 175))
            return try #require(frames["note-\(id)"])
        }
        // Cube's bar reaches the top of 0…5, the plot's (y 7): its note, 4 points above, would start at -7.
        #expect(try note("Cube", .top, .init(x: .disabled, y: .disabled)) == CGRect(x: 28, y: -7, width: 40, height: 10))
        #expect(try note("Cube", .top, .automatic) == CGRect(x: 28, y: -7, width: 40, height: 10))
        #expect(try note("Cube", .top, .init(y: .fit)) == CGRect(x: 28, y: 0, width: 40, height: 10))
        #expect(try note("Cube", .top, .init(y: .fit(to: .chart))) == CGRect(x: 28, y: 0, width: 40, height: 10))
        #expect(try note("Cube", .top, .init(y: .fit(to: .plot))) == CGRect(x: 28, y: 7, width: 40, height: 10))
        // Pyramid's bar ends at 268.8: a note after it, 4 points on, would end at 312.8, past the chart's 300.
        #expect(try note("Pyramid", .trailing, .init(x: .disabled)).minX == 273)
        #expect(try note("Pyramid", .trailing, .init(x: .fit(to: .chart))).minX == 260)
        #expect(try note("Pyramid", .trailing, .init(x: .fit(to: .plot))).minX == 248)
        // A note that fits is not moved.
        #expect(try note("Cube", .trailing, .init(x: .fit(to: .plot), y: .fit(to: .plot))).minX == 81)
    }

    /// jordibruin/Swift-Charts-Examples' CandleStickChart: a tap or a drag over the plot, composed
    /// exclusively, in a chart overlay. Gestures never fire in a still picture, so it draws as the chart alone.
    @MainActor @Test func anOverlaysGesturesLeaveThePictureUnchanged() {
        let chart = Chart(items) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) }
        let withGestures = chart.chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(SpatialTapGesture().exclusively(before: DragGesture()).onEnded { value in
                        switch value {
                        case .first(let tap): _ = proxy.value(atX: tap.location.x - geometry[proxy.plotAreaFrame].origin.x, as: String.self)
                        case .second(let drag): _ = proxy.value(atX: drag.location.x, as: String.self)
                        }
                    })
            }
        }
        let without = chart.chartOverlay { _ in GeometryReader { _ in Rectangle().fill(.clear) } }
        func list(_ view: some View) -> DisplayList {
            let renderer = ImageRenderer(content: view.frame(width: 300, height: 200))
            return renderer.displayList()
        }
        #expect(list(withGestures) == list(without))
    }
}
