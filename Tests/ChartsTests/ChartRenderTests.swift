import Charts
import EaselSnapshotTesting
import Foundation
import SwiftUI
import Testing

/// The references of the charts suite: `snapshots/Charts/`.
let chartReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("snapshots/Charts", isDirectory: true)

/// Asserts that `chart` renders as `snapshots/Charts/TEST.NAME.png`: 240 × 150 points at scale 2 on white,
/// compared pixel for pixel with a tolerance of 2 in any channel (Pango's and Cairo's rounding across
/// versions of the same libraries). docs/charts.md shows these pictures (copied to docs/images).
func assertChart<V: View>(_ chart: V, named name: String, testName: String = #function, fileID: StaticString = #fileID,
                          file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let view = chart.padding(8).background(Color.white)
    assertSnapshot(of: view, as: .png(size: ProposedViewSize(width: 240, height: 150), scale: 2, tolerance: 2),
                   named: name, in: chartReferences, testName: String(testName.prefix { $0 != "(" }),
                   fileID: fileID, file: filePath, line: line, column: column)
}

/// One picture of each mark, drawn as Apple's documentation samples draw them.
@Suite struct ChartRenderTests {
    struct Toy: Identifiable { let type: String; let count: Int; var id: String { type } }
    let shapes = [Toy(type: "Cube", count: 5), Toy(type: "Sphere", count: 4), Toy(type: "Pyramid", count: 4)]
    struct Point { let x: Double; let y: Double }
    let points = [Point(x: 1, y: 3), Point(x: 2, y: 7), Point(x: 3, y: 4), Point(x: 4, y: 9), Point(x: 5, y: 6), Point(x: 6, y: 8)]

    @MainActor @Test func bar() {
        assertChart(Chart(shapes) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }, named: "bar")
    }

    @MainActor @Test func stackedBarsWithALegend() {
        struct Sale { let month: String; let kind: String; let value: Int }
        let sales = [Sale(month: "Jan", kind: "Cakes", value: 4), Sale(month: "Jan", kind: "Pies", value: 3),
                     Sale(month: "Feb", kind: "Cakes", value: 6), Sale(month: "Feb", kind: "Pies", value: 2),
                     Sale(month: "Mar", kind: "Cakes", value: 5), Sale(month: "Mar", kind: "Pies", value: 5),
                     Sale(month: "Mar", kind: "Bread", value: 2)]
        assertChart(Chart(sales, id: \.value) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.value))
                .foregroundStyle(by: .value("Kind", sale.kind))
        }, named: "stacked-bar")
    }

    @MainActor @Test func line() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                LineMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
            }
        }, named: "line")
    }

    @MainActor @Test func area() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                AreaMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y))
                    .foregroundStyle(by: .value("Series", "A"))
                AreaMark(x: .value("Day", points[index].x), y: .value("Value", 10 - points[index].y))
                    .foregroundStyle(by: .value("Series", "B"))
            }
        }, named: "area")
    }

    @MainActor @Test func point() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                PointMark(x: .value("x", points[index].x), y: .value("y", points[index].y))
                    .symbol(by: .value("Group", index % 2 == 0 ? "Even" : "Odd"))
                    .foregroundStyle(by: .value("Group", index % 2 == 0 ? "Even" : "Odd"))
            }
        }, named: "point")
    }

    @MainActor @Test func rule() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                BarMark(x: .value("Day", "\(Int(points[index].x))"), y: .value("Value", points[index].y))
            }
            RuleMark(y: .value("Average", 6.17))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) { Text("Average").font(.caption2).foregroundStyle(.red) }
        }, named: "rule")
    }

    @MainActor @Test func rectangle() {
        assertChart(Chart {
            ForEach(0..<4, id: \.self) { row in
                ForEach(0..<5, id: \.self) { column in
                    RectangleMark(x: .value("Column", "C\(column)"), y: .value("Row", "R\(row)"), width: .ratio(1), height: .ratio(1))
                        .foregroundStyle(.blue.opacity(Double((row * 5 + column) % 7 + 1) / 8))
                }
            }
        }, named: "rectangle")
    }

    @MainActor @Test func sector() {
        assertChart(Chart(shapes) {
            SectorMark(angle: .value("Count", $0.count), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("Shape", $0.type))
        }, named: "donut")
    }

    @MainActor @Test func groupedBarsAndHorizontalBars() {
        assertChart(Chart {
            ForEach(["Jan", "Feb", "Mar"], id: \.self) { month in
                BarMark(x: .value("Sales", month.count * 3 + (month == "Feb" ? 4 : 0)), y: .value("Month", month))
                    .foregroundStyle(by: .value("Year", "2023"))
                    .position(by: .value("Year", "2023"))
                BarMark(x: .value("Sales", month.count * 2 + (month == "Mar" ? 5 : 1)), y: .value("Month", month))
                    .foregroundStyle(by: .value("Year", "2024"))
                    .position(by: .value("Year", "2024"))
            }
        }, named: "grouped-horizontal-bar")
    }

    /// A heat map coloured by a number: a continuous scale from pale to deep blue, its legend a gradient
    /// between the data's ends (as Apple's `RectangleMark` confusion matrix draws it).
    @MainActor @Test func heatMapByNumber() {
        let cells = [("+", "+", 125.0), ("-", "+", 10), ("+", "-", 1), ("-", "-", 80)]
        assertChart(Chart {
            ForEach(cells.indices, id: \.self) { index in
                RectangleMark(x: .value("Predicted", cells[index].0), y: .value("Actual", cells[index].1))
                    .foregroundStyle(by: .value("Count", cells[index].2))
            }
        }, named: "heat-map")
    }

    /// A histogram: delivery times binned by `NumberBins(data:)` into round widths (Sturges' count), each
    /// bin's bar standing in its bin.
    @MainActor @Test func histogramOfNumberBins() {
        let minutes: [Double] = [12, 14, 15, 17, 18, 18, 19, 21, 22, 22, 23, 24, 24, 25, 26, 27, 28, 31, 33, 36, 38, 44, 47, 52]
        let bins = NumberBins(data: minutes)
        assertChart(Chart(bins.indices, id: \.self) { index in
            BarMark(x: .value("Minutes", bins[index]), y: .value("Orders", minutes.filter { bins.index(for: $0) == index }.count))
        }, named: "histogram")
    }

    /// A scrolling chart as iOS first draws it: four and a half of its ten years, the bars beyond clipped.
    @MainActor @Test func scrollingChartWindow() {
        assertChart(Chart {
            ForEach(2000..<2010, id: \.self) { year in BarMark(x: .value("Year", "\(year)"), y: .value("Sales", (year % 7) + 3)) }
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 4.5), named: "scrolling")
    }

    /// `symbol(Circle().strokeBorder(lineWidth: 2))`, as many apps write it: a ring at each point, the
    /// symbol's size, in the line's colour (it did not compile).
    @MainActor @Test func strokedCircleSymbols() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                LineMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y))
                    .foregroundStyle(.orange)
                    .symbol(Circle().strokeBorder(lineWidth: 2))
                    .symbolSize(100)
            }
        }, named: "stroked-symbols")
    }

    /// Apple's donut sample: sectors inset by 1.5 points, their corners rounded by 5.
    @MainActor @Test func roundedSectors() {
        assertChart(Chart(shapes) {
            SectorMark(angle: .value("Count", $0.count), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Shape", $0.type))
        }, named: "rounded-donut")
    }

    /// `symbolSize(by:)`: a bubble chart, each symbol's area growing with its value.
    @MainActor @Test func symbolSizeByValue() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                PointMark(x: .value("x", points[index].x), y: .value("y", points[index].y))
                    .symbolSize(by: .value("Size", Double(index + 1) * 10))
                    .opacity(0.7)
            }
        }, named: "bubble")
    }

    /// `lineStyle(by:)`: each series takes the next dash pattern, the first solid.
    @MainActor @Test func lineStyleBySeries() {
        assertChart(Chart {
            ForEach(["A", "B", "C", "D"], id: \.self) { series in
                ForEach(points.indices, id: \.self) { index in
                    LineMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y + Double(series.unicodeScalars.first!.value - 65) * 3))
                        .lineStyle(by: .value("Series", series))
                }
            }
        }, named: "line-styles")
    }

    /// iOS 18's function plots: a parabola over its own domain and the area under a line over the
    /// chart's x scale, told apart by `foregroundStyle(by:)`.
    @MainActor @Test func functionPlots() {
        assertChart(Chart {
            AreaPlot(x: "x", y: "y") { $0 / 2 }
                .foregroundStyle(by: .value("Function", "x / 2"))
                .opacity(0.5)
            LinePlot(x: "x", y: "y", domain: -2...2) { $0 * $0 }
                .foregroundStyle(by: .value("Function", "x²"))
        }
        .chartXScale(domain: -2...2), named: "function-plots")
    }

    /// Marks placed in points on one axis: a band across the plot's middle third and points 20 points
    /// from its top.
    @MainActor @Test func positionsInPoints() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                BarMark(x: .value("x", String(Int(points[index].x))), yStart: 30, yEnd: 70)
                    .foregroundStyle(.gray.opacity(0.3))
                PointMark(x: .value("x", String(Int(points[index].x))), y: 20)
            }
        }, named: "positions-in-points")
    }

    /// Sparklydust/mont-blanc's BarMark_ClipShape.swift: each bar clipped to a rounded rectangle of its frame.
    @MainActor @Test func clipShape() {
        struct Item: Identifiable { let category: String; let value: Double; var id: String { category } }
        let data = [Item(category: "A", value: 12), Item(category: "B", value: 18), Item(category: "C", value: 9)]
        assertChart(Chart(data) { item in
            BarMark(x: .value("Category", item.category), y: .value("Value", item.value))
                .clipShape(.rect(cornerRadius: 12))
        }, named: "clip-shape")
    }

    /// Apple's selection popover: a rule behind the line (`zIndex(-1)`), its start 10 points above the
    /// plot (`offset(yStart:)`), its annotation above it, kept inside the chart along x.
    @MainActor @Test func selectionPopover() {
        assertChart(Chart {
            ForEach(points.indices, id: \.self) { index in
                LineMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y))
                PointMark(x: .value("Day", points[index].x), y: .value("Value", points[index].y))
            }
            RuleMark(x: .value("Day", 6))
                .foregroundStyle(.gray.opacity(0.3))
                .lineStyle(StrokeStyle(lineWidth: 8))
                .offset(yStart: -10)
                .zIndex(-1)
                .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                    Text("Day 6: 8").font(.caption).padding(4).background(RoundedRectangle(cornerRadius: 4).fill(.gray.opacity(0.2)))
                }
        }
        .chartYScale(domain: 0...12)
        .padding(.top, 24), named: "selection-popover")
    }

    /// A shadow under the bars, a blurred rule, and an area masked to the middle of the plot.
    @MainActor @Test func shadowBlurAndMask() {
        assertChart(Chart {
            ForEach(shapes) { BarMark(x: .value("Shape", $0.type), y: .value("Count", $0.count)).shadow(radius: 3, y: 2) }
            RuleMark(y: .value("Count", 2)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 3)).blur(radius: 2)
            RuleMark(y: .value("Count", 4.5)).foregroundStyle(.orange).lineStyle(StrokeStyle(lineWidth: 6))
                .mask { RectangleMark(x: .value("Shape", "Sphere"), yStart: .value("Count", 0), yEnd: .value("Count", 5), width: .ratio(1)) }
        }, named: "effects")
    }
}
