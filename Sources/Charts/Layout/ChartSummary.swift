import Easel

/// The title and summary of the descriptor a chart makes for itself (Apple's `AXChartDescriptor.title`
/// and `summary`), when `accessibilityChartDescriptor` gives none.
///
/// Apple documents the properties, not what Swift Charts puts in them; these are estimated from what
/// VoiceOver reads for a chart on iOS. The title names the chart's kind by its marks (rules, which mark
/// a threshold, left out): "Bar chart", "Line chart", "Area chart", "Scatter plot", "Heat map" (rectangles),
/// "Pie chart", "Donut chart" (sectors with an inner radius), and "Chart" for a mix. The summary reads the
/// axes and counts the series: "The X axis is Shape Type, the Y axis is Total Count, there is one data
/// series."; a pie's, its sectors: "3 sectors of Count.".
enum ChartSummary {
    static func title(_ marks: [ChartMark]) -> String {
        let kinds = Set(marks.map(\.kind).filter { $0 != .rule })
        guard kinds.count == 1, let kind = kinds.first else { return "Chart" }
        switch kind {
        case .bar: return "Bar chart"
        case .line: return "Line chart"
        case .area: return "Area chart"
        case .point: return "Scatter plot"
        case .rectangle: return "Heat map"
        case .rule: return "Chart"
        case .sector:
            let donut = marks.contains { mark in
                switch mark.style?.values.innerRadius.kind ?? .automatic {
                case .automatic: false
                case .fixed(let value), .ratio(let value): value > 0
                case .inset: true
                }
            }
            return donut ? "Donut chart" : "Pie chart"
        }
    }

    static func summary(xTitle: String, yTitle: String, seriesCount: Int, pie: Bool, sectors: Int) -> String {
        if pie { return "\(sectors) \(sectors == 1 ? "sector" : "sectors") of \(xTitle)." }
        let series = seriesCount == 1 ? "there is one data series" : "there are \(seriesCount) data series"
        return "The X axis is \(xTitle), the Y axis is \(yTitle), \(series)."
    }
}
