import Foundation

/// Stacks bars and areas that share a position (Swift Charts' `MarkStackingMethod`): at each position
/// (a category, a date, a number) the values pile up in the order the marks come, positive ones upwards
/// from zero and negative ones downwards, separately for each `position(by:)` group. `.normalized` then
/// divides each pile by its total so that it reaches 1, `.center` moves it down by half its total, and
/// `.unstacked` draws every mark from zero. Marks given as an interval (`yStart`/`yEnd`) are not stacked;
/// one-dimensional bars (`BarMark(x:)`) pile up in a single stack, as Apple's documentation draws them.
enum Stacking {
    /// Which axis carries a bar's or an area's value, nil when the mark is an interval or has no value.
    static func valueAxis(of mark: ChartMark) -> PlotAxis? {
        guard mark.kind == .bar || mark.kind == .area else { return nil }
        guard mark.x != nil || mark.y != nil else { return nil }
        let xIsNumber = mark.x.map { $0.number != nil && !$0.isDate } ?? false
        let yIsNumber = mark.y.map { $0.number != nil && !$0.isDate } ?? false
        if yIsNumber, mark.yEnd == nil, mark.xEnd == nil || mark.xBinned { return .y }
        if xIsNumber, mark.xEnd == nil, mark.yEnd == nil || mark.yBinned { return .x }
        return nil
    }

    /// The interval each bar or area covers along its value axis, nil for other marks (and for values that
    /// are not finite, which are not drawn).
    static func stack(_ marks: [ChartMark]) -> [ClosedRange<Double>?] {
        var result = [ClosedRange<Double>?](repeating: nil, count: marks.count)
        struct Key: Hashable { let axis: PlotAxis; let position: PlotValue?; let group: PlotValue?; let stacking: MarkStackingMethod.Kind; let kind: MarkKind }
        var piles: [Key: (positive: Double, negative: Double, members: [Int])] = [:]
        for (index, mark) in marks.enumerated() {
            guard let axis = valueAxis(of: mark) else { continue }
            let value = (axis == .y ? mark.y : mark.x)?.number ?? .nan
            guard value.isFinite else { continue }
            if mark.stacking.kind == .unstacked {
                result[index] = min(0, value)...max(0, value)
                continue
            }
            let position = axis == .y ? mark.x : mark.y
            let key = Key(axis: axis, position: position, group: mark.styleValues.positionGroup, stacking: mark.stacking.kind, kind: mark.kind)
            var pile = piles[key] ?? (0, 0, [])
            if value >= 0 {
                result[index] = pile.positive...(pile.positive + value)
                pile.positive += value
            } else {
                result[index] = (pile.negative + value)...pile.negative
                pile.negative += value
            }
            pile.members.append(index)
            piles[key] = pile
        }
        for (key, pile) in piles where key.stacking == .normalized || key.stacking == .center {
            let total = pile.positive - pile.negative
            for index in pile.members {
                guard let range = result[index] else { continue }
                if key.stacking == .normalized {
                    result[index] = total > 0 ? (range.lowerBound / total)...(range.upperBound / total) : 0...0
                } else {
                    let shift = (pile.positive + pile.negative) / 2
                    result[index] = (range.lowerBound - shift)...(range.upperBound - shift)
                }
            }
        }
        return result
    }
}

/// A chart's two positional axes.
enum PlotAxis: Hashable, Sendable { case x, y }
