import Easel

/// The strokes of `lineStyle(by:)`'s series: each distinct value, in the order the data first gives
/// it, takes the next dash pattern, the first solid, and the patterns cycle after the fifth.
///
/// Apple documents that `lineStyle(by:)` distinguishes series by their stroke, not the patterns; these
/// are estimated from iOS's pictures: solid, dashed, dotted, dash-dot and long-dashed, on the default
/// 2-point line with round caps (a dash of length d draws d + 2 points long, a dot of 0.5 a round dot).
enum LineStyles {
    static let dashPatterns: [[CGFloat]] = [[], [6, 5], [0.5, 4.5], [8, 5, 0.5, 5], [14, 5]]

    /// The stroke of the series at `index` in `lineStyle(by:)`'s order.
    static func stroke(forSeriesAt index: Int) -> StrokeStyle {
        var stroke = ChartPlot.defaultLineStyle
        stroke.dash = dashPatterns[index % dashPatterns.count]
        return stroke
    }
}
