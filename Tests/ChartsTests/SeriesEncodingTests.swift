@testable import Charts
import Foundation
import SwiftUI
import Testing

/// The encodings of `symbolSize(by:)` and `lineStyle(by:)`: the sizes and strokes each mark resolves to.
@Suite struct SeriesEncodingTests {
    func plot<C: ChartContent>(_ content: C, configuration: ChartConfiguration = ChartConfiguration()) -> ChartPlot {
        ChartPlot(marks: _ChartMarks.resolve(content), configuration: configuration, calendar: Calendar(identifier: .gregorian))
    }

    /// The sizes of the symbols a plot draws, by item, in order.
    func symbolSizes(_ plot: ChartPlot) -> [CGSize] {
        plot.items.compactMap { item in
            if case .symbols(_, _, let size) = item.geometry { size } else { nil }
        }
    }

    /// `foregroundStyle(by:)` with numbers is a continuous scale over the data's extent (or the scale's own
    /// domain), with one gradient in the legend; categories keep the series colours.
    @MainActor @Test func numbersColourMarksAlongAGradient() throws {
        let marks = _ChartMarks.resolve(ForEach([10.0, 125, 1, 80], id: \.self) { count in
            RectangleMark(x: .value("Predicted", count < 50 ? "+" : "-"), y: .value("Actual", count == 1 || count == 125 ? "+" : "-"))
                .foregroundStyle(by: .value("Count", count))
        })
        let series = SeriesStyles(marks: marks, configuration: ChartConfiguration())
        let scale = try #require(series.continuous)
        #expect(scale.lower == 1 && scale.upper == 125)
        let legend = series.legend(marks: marks)
        #expect(legend.count == 1)
        guard case .gradient(_, let lower, let upper) = legend.first?.swatch else { Issue.record("expected a gradient"); return }
        #expect(lower == "1" && upper == "125")
        var configuration = ChartConfiguration()
        configuration.foregroundStyleScale = StyleScale(domain: [], styles: [])
        configuration.foregroundStyleScale?.numericDomain = 0...200
        #expect(SeriesStyles(marks: marks, configuration: configuration).continuous?.upper == 200)
        let categories = _ChartMarks.resolve(BarMark(x: .value("x", "a"), y: .value("y", 1)).foregroundStyle(by: .value("Kind", "A")))
        #expect(SeriesStyles(marks: categories, configuration: ChartConfiguration()).continuous == nil)
        // A colour halfway along the gradient is halfway between its stops.
        let middle = StyleScale.color(of: Gradient(colors: [.black, .white]), at: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(middle.red - 0.5) < 0.01 && abs(middle.blue - 0.5) < 0.01)
    }

    /// `chartLineStyleScale`: each series' stroke as the mapping gives it, in the legend in its order.
    @MainActor @Test func aLineStyleScaleSetsEachSeriesStroke() {
        let marks = _ChartMarks.resolve(ForEach(["2025", "2026"], id: \.self) { year in
            LineMark(x: .value("Month", 1), y: .value("Sales", 2)).lineStyle(by: .value("Year", year))
        })
        var configuration = ChartConfiguration()
        configuration.lineStyleScale = [(.category("2026"), StrokeStyle(lineWidth: 3)), (.category("2025"), StrokeStyle(lineWidth: 2, dash: [5]))]
        let series = SeriesStyles(marks: marks, configuration: configuration)
        #expect(series.lineStroke(for: .category("2025")).dash == [5] && series.lineStroke(for: .category("2025")).lineWidth == 2)
        #expect(series.lineStroke(for: .category("2026")).lineWidth == 3)
        #expect(series.legend(marks: marks).map(\.value.text) == ["2026", "2025"])
        configuration.lineStyleScale = nil
        configuration.lineStyleRange = [StrokeStyle(lineWidth: 4)]
        #expect(SeriesStyles(marks: marks, configuration: configuration).lineStroke(for: .category("2026")).lineWidth == 4)
    }

    @MainActor @Test func numbersSizeSymbolsByAreaOverTheDataExtent() {
        let sizes = symbolSizes(plot(ForEach([10.0, 20, 30], id: \.self) { value in
            PointMark(x: .value("x", value), y: .value("y", value)).symbolSize(by: .value("Size", value))
        }))
        // 10 takes the smallest area (16, 4 across), 30 the largest (256, 16 across), 20 the middle (136).
        #expect(sizes.map(\.width) == [4, (136 as CGFloat).squareRoot(), 16])
        #expect(sizes.allSatisfy { $0.width == $0.height })
    }

    @MainActor @Test func categoriesTakeSizesInTurnAndAScaleOverridesThem() {
        let content = ForEach(["S", "M", "L"], id: \.self) { name in
            PointMark(x: .value("x", name), y: .value("y", 1)).symbolSize(by: .value("Size", name))
        }
        #expect(symbolSizes(plot(content)).map { $0.width * $0.height } == [16, 136, 256])
        var configuration = ChartConfiguration()
        configuration.symbolSizeScale = SymbolSizeScale(domain: nil, range: 100...300)
        #expect(symbolSizes(plot(content, configuration: configuration)).map { ($0.width * $0.height).rounded() } == [100, 200, 300])
        // chartSymbolSizeScale(["S": 9, …]) maps each value to its own area; symbolSize(_:) wins over both.
        configuration.symbolSizeScale = SymbolSizeScale(mapping: [.category("S"): 9, .category("M"): 25, .category("L"): 49])
        #expect(symbolSizes(plot(content, configuration: configuration)).map(\.width) == [3, 5, 7])
        let fixed = plot(PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("Size", 5)).symbolSize(64))
        #expect(symbolSizes(fixed) == [CGSize(width: 8, height: 8)])
    }

    @MainActor @Test func aNumericDomainClampsAndNonFiniteValuesKeepTheDefault() {
        var configuration = ChartConfiguration()
        configuration.symbolSizeScale = SymbolSizeScale(domain: (0...100)._chartDomain, range: 0...100)
        let sizes = symbolSizes(plot(ForEach([25.0, 400, .nan], id: \.self) { value in
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("Size", value))
        }, configuration: configuration))
        #expect(sizes == [CGSize(width: 5, height: 5), CGSize(width: 10, height: 10), ChartPlot.defaultSymbolSize])
    }

    @MainActor @Test func lineStyleBySeriesDashesEachSeriesInTurn() {
        let content = ForEach(["A", "B", "C", "D", "E", "F"], id: \.self) { series in
            ForEach([1.0, 2], id: \.self) { x in
                LineMark(x: .value("x", x), y: .value("y", x)).lineStyle(by: .value("Series", series))
            }
        }
        let strokes = plot(content).items.compactMap(\.stroke)
        #expect(strokes.map(\.dash) == [[], [6, 5], [0.5, 4.5], [8, 5, 0.5, 5], [14, 5], []])
        #expect(strokes.allSatisfy { $0.lineWidth == 2 && $0.lineCap == .round })
        // An explicit lineStyle wins.
        let explicit = plot(LineMark(x: .value("x", 1), y: .value("y", 1)).lineStyle(by: .value("S", "B")).lineStyle(StrokeStyle(lineWidth: 3)))
        #expect(explicit.items.first?.stroke?.dash == [] && explicit.items.first?.stroke?.lineWidth == 3)
    }
}
