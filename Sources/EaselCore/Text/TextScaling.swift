import Foundation

/// Shrinks text that does not fit, as `minimumScaleFactor(_:)` allows.
///
/// Rules (Apple: "the minimum percentage of the original font size … used to fit the text in the
/// available space"):
/// 1. Text fits when it keeps all its lines: the lines its line limit allows hold the whole text, and
///    all lines fit the proposed height (when there is one).
/// 2. Text that fits, or a factor of 1 or more, keeps its size.
/// 3. Otherwise every run's font is scaled by the largest factor, between the minimum and 1, at which
///    the text fits (found to 1/64 by bisection); when none fits, by the minimum, and the text truncates.
enum TextScaling {
    static func shrunk(_ request: TextLayoutRequest, toFit height: CGFloat?, minimumScaleFactor: CGFloat,
                       measurer: any TextMeasuring) -> TextLayoutRequest {
        let minimum = max(minimumScaleFactor, 0.01)
        guard minimum < 1, !fits(request, height: height, measurer: measurer) else { return request }
        var (low, high) = (minimum, CGFloat(1))
        while high - low > 1.0 / 64 {
            let middle = (low + high) / 2
            if fits(scaled(request, by: middle), height: height, measurer: measurer) { low = middle } else { high = middle }
        }
        return scaled(request, by: low)
    }

    private static func fits(_ request: TextLayoutRequest, height: CGFloat?, measurer: any TextMeasuring) -> Bool {
        var unlimited = request
        unlimited.lineLimit = nil
        let full = measurer.measure(unlimited).size.height
        if let height, height.isFinite, full > height + TextNode.tolerance { return false }
        guard request.lineLimit != nil else { return true }
        return full <= measurer.measure(request).size.height + TextNode.tolerance
    }

    static func scaled(_ request: TextLayoutRequest, by factor: CGFloat) -> TextLayoutRequest {
        var scaled = request
        scaled.font.size *= factor
        for index in scaled.runs.indices { scaled.runs[index].style.font.size *= factor }
        return scaled
    }
}
