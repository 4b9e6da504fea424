import Easel

// The marks of Apple's Charts, with its initializers. Each resolves to one `ChartMark`; the chart places
// it by its scales and draws it as a path (ChartMarkShape).

/// The labels of a mark's values (`.value("Shape Type", …)`): not drawn (`chartXAxisLabel` draws a
/// title), they name the axes of the chart's accessibility descriptor. Kept beside the mark, not in it
/// (a chart of a million marks holds a million `ChartMark`s), and given to the chart's list of marks,
/// which keeps the first of each axis.
struct MarkLabels {
    var x: ChartLabel?
    var y: ChartLabel?
}

private extension PlottableValue {
    /// The value, or the interval it stands for: a range's (`.value("Price", bins[i])`) or, for a date
    /// binned by a unit, the unit's.
    var interval: (start: PlotValue, end: PlotValue?) {
        if let end { return (plotValue, PlotValue(end.primitivePlottable)) }
        guard let unit, case .date(let seconds) = plotValue else { return (plotValue, nil) }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let calendar = calendar ?? .current
        guard let interval = calendar.dateInterval(of: unit, for: date) else { return (plotValue, nil) }
        return (.date(interval.start.timeIntervalSinceReferenceDate), .date(interval.end.timeIntervalSinceReferenceDate))
    }
}

private extension ChartMark {
    mutating func setX<X>(_ value: PlottableValue<X>) {
        let interval = value.interval
        x = interval.start
        if let end = interval.end { xEnd = end; xBinned = true }
    }
    mutating func setY<Y>(_ value: PlottableValue<Y>) {
        let interval = value.interval
        y = interval.start
        if let end = interval.end { yEnd = end; yBinned = true }
    }
    /// An interval in points along x; nil ends are the plot's edges, kept only when one is given
    /// (or `always`: a rectangle without an x value is otherwise a band in the middle).
    mutating func setFixed(x start: CGFloat?, _ end: CGFloat?, always: Bool = false) {
        guard start != nil || end != nil || always else { return }
        modifyStyle { $0.fixedX = .interval(start, end) }
    }
    mutating func setFixed(y start: CGFloat?, _ end: CGFloat?, always: Bool = false) {
        guard start != nil || end != nil || always else { return }
        modifyStyle { $0.fixedY = .interval(start, end) }
    }
}

/// The interval forms `BarMark` and `RectangleMark` share, which differ only in the mark's kind: built
/// once here. A rectangle's nil ends in points are the plot's edges whatever is given (`always`); a
/// bar's only when one end is given.
private extension ChartMark {
    typealias Parts = (mark: ChartMark, labels: MarkLabels)

    static func interval<X, Y>(_ kind: MarkKind, xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                               yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) -> Parts {
        var mark = ChartMark(kind: kind)
        (mark.x, mark.xEnd, mark.y, mark.yEnd) = (xStart.plotValue, xEnd.plotValue, yStart.plotValue, yEnd.plotValue)
        return (mark, MarkLabels(x: xStart.label, y: yStart.label))
    }

    static func interval<X, Y>(_ kind: MarkKind, x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                               width: MarkDimension) -> Parts {
        var mark = ChartMark(kind: kind)
        mark.setX(x)
        (mark.y, mark.yEnd, mark.width) = (yStart.plotValue, yEnd.plotValue, width)
        return (mark, MarkLabels(x: x.label, y: yStart.label))
    }

    static func interval<X, Y>(_ kind: MarkKind, xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                               height: MarkDimension) -> Parts {
        var mark = ChartMark(kind: kind)
        mark.setY(y)
        (mark.x, mark.xEnd, mark.height) = (xStart.plotValue, xEnd.plotValue, height)
        return (mark, MarkLabels(x: xStart.label, y: y.label))
    }

    static func fixed<X>(_ kind: MarkKind, x: PlottableValue<X>, yStart: CGFloat?, yEnd: CGFloat?, width: MarkDimension) -> Parts {
        var mark = ChartMark(kind: kind)
        mark.setX(x)
        mark.width = width
        mark.setFixed(y: yStart, yEnd, always: kind == .rectangle)
        return (mark, MarkLabels(x: x.label, y: nil))
    }

    static func fixed<Y>(_ kind: MarkKind, xStart: CGFloat?, xEnd: CGFloat?, y: PlottableValue<Y>, height: MarkDimension) -> Parts {
        var mark = ChartMark(kind: kind)
        mark.setY(y)
        mark.height = height
        mark.setFixed(x: xStart, xEnd, always: kind == .rectangle)
        return (mark, MarkLabels(x: nil, y: y.label))
    }

    static func fixed<Y>(_ kind: MarkKind, xStart: CGFloat?, xEnd: CGFloat?, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) -> Parts {
        var mark = ChartMark(kind: kind)
        (mark.y, mark.yEnd) = (yStart.plotValue, yEnd.plotValue)
        mark.setFixed(x: xStart, xEnd, always: kind == .rectangle)
        return (mark, MarkLabels(x: nil, y: yStart.label))
    }

    static func fixed<X>(_ kind: MarkKind, xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat?, yEnd: CGFloat?) -> Parts {
        var mark = ChartMark(kind: kind)
        (mark.x, mark.xEnd) = (xStart.plotValue, xEnd.plotValue)
        mark.setFixed(y: yStart, yEnd, always: kind == .rectangle)
        return (mark, MarkLabels(x: xStart.label, y: nil))
    }
}

/// A bar: a rectangle from a baseline (zero, or the top of the stack below it) to a value, or across an
/// interval (Apple's `BarMark`). Bars that share a category stack (`stacking: .standard`).
nonisolated public struct BarMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    /// A bar at `x` reaching to `y` (vertical when `y` is the number and `x` a category or date;
    /// horizontal when `x` is the number and `y` a category).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar)
        mark.setX(x); mark.setY(y)
        (mark.width, mark.height, mark.stacking) = (width, height, stacking)
        labels = MarkLabels(x: x.label, y: y.label)
    }

    /// A bar at `x` across the plot's height, or from `yStart` to `yEnd` points from the plot's top
    /// (nil: the plot's edges); a number's bar runs from zero to it (Apple's `init(x:yStart:yEnd:width:stacking:)`).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        (mark, labels) = ChartMark.fixed(.bar, x: x, yStart: yStart, yEnd: yEnd, width: width)
        mark.stacking = stacking
    }

    /// A bar at `y` across the plot's width, or from `xStart` to `xEnd` points from its leading edge.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        (mark, labels) = ChartMark.fixed(.bar, xStart: xStart, xEnd: xEnd, y: y, height: height)
        mark.stacking = stacking
    }

    /// A bar from `yStart` to `yEnd` across the plot's width, or from `xStart` to `xEnd` points.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        (mark, labels) = ChartMark.fixed(.bar, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    /// A bar from `xStart` to `xEnd` across the plot's height, or from `yStart` to `yEnd` points.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        (mark, labels) = ChartMark.fixed(.bar, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.interval(.bar, x: x, yStart: yStart, yEnd: yEnd, width: width)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.interval(.bar, xStart: xStart, xEnd: xEnd, y: y, height: height)
    }

    /// A bar spanning both intervals.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        (mark, labels) = ChartMark.interval(.bar, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    public static func _makeChartContent(_ content: BarMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// A line through its series' points, in the order the data lists them (Apple's `LineMark`).
nonisolated public struct LineMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line)
        mark.setX(x); mark.setY(y)
        labels = MarkLabels(x: x.label, y: y.label)
    }

    /// A point of the line of `series`: each series is a line of its own.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        mark.series = series.plotValue
    }

    public static func _makeChartContent(_ content: LineMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// A symbol at a point (Apple's `PointMark`): a circle unless `symbol` says otherwise.
nonisolated public struct PointMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point)
        mark.setX(x); mark.setY(y)
        labels = MarkLabels(x: x.label, y: y.label)
    }

    /// A point at `x`, `y` points from the plot's top (nil: its middle).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark = ChartMark(kind: .point)
        mark.setX(x)
        if let y { mark.modifyStyle { $0.fixedY = .at(y) } }
        labels = MarkLabels(x: x.label, y: nil)
    }

    /// A point at `y`, `x` points from the plot's leading edge (nil: its middle).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point)
        mark.setY(y)
        if let x { mark.modifyStyle { $0.fixedX = .at(x) } }
        labels = MarkLabels(x: nil, y: y.label)
    }

    public static func _makeChartContent(_ content: PointMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// The area between a line and a baseline, or between two values (Apple's `AreaMark`). Areas of several
/// series stack (`stacking: .standard`).
nonisolated public struct AreaMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .area)
        mark.setX(x); mark.setY(y)
        mark.stacking = stacking
        labels = MarkLabels(x: x.label, y: y.label)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: y, stacking: stacking)
        mark.series = series.plotValue
    }

    /// The area between `yStart` and `yEnd` along x (a band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .area)
        mark.setX(x)
        (mark.y, mark.yEnd) = (yStart.plotValue, yEnd.plotValue)
        labels = MarkLabels(x: x.label, y: yStart.label)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        self.init(x: x, yStart: yStart, yEnd: yEnd)
        mark.series = series.plotValue
    }

    /// The area between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .area)
        mark.setY(y)
        (mark.x, mark.xEnd) = (xStart.plotValue, xEnd.plotValue)
        labels = MarkLabels(x: xStart.label, y: y.label)
    }

    public static func _makeChartContent(_ content: AreaMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// A straight line across the plot at a value, or along an interval (Apple's `RuleMark`).
nonisolated public struct RuleMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    /// A vertical line at `x` across the plot, or from `yStart` to `yEnd` points from its top.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = ChartMark(kind: .rule)
        mark.setX(x)
        mark.setFixed(y: yStart, yEnd)
        labels = MarkLabels(x: x.label, y: nil)
    }

    /// A horizontal line at `y` across the plot, or from `xStart` to `xEnd` points from its leading edge.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule)
        mark.setY(y)
        mark.setFixed(x: xStart, xEnd)
        labels = MarkLabels(x: nil, y: y.label)
    }

    /// A vertical line from `yStart` to `yEnd`, `x` points from the plot's leading edge (nil: its middle).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule)
        (mark.y, mark.yEnd) = (yStart.plotValue, yEnd.plotValue)
        mark.modifyStyle { $0.fixedX = .at(x) }
        labels = MarkLabels(x: nil, y: yStart.label)
    }

    /// A horizontal line from `xStart` to `xEnd`, `y` points from the plot's top (nil: its middle).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark = ChartMark(kind: .rule)
        (mark.x, mark.xEnd) = (xStart.plotValue, xEnd.plotValue)
        mark.modifyStyle { $0.fixedY = .at(y) }
        labels = MarkLabels(x: xStart.label, y: nil)
    }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule)
        mark.setX(x)
        (mark.y, mark.yEnd) = (yStart.plotValue, yEnd.plotValue)
        labels = MarkLabels(x: x.label, y: yStart.label)
    }

    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule)
        mark.setY(y)
        (mark.x, mark.xEnd) = (xStart.plotValue, xEnd.plotValue)
        labels = MarkLabels(x: xStart.label, y: y.label)
    }

    public static func _makeChartContent(_ content: RuleMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// A rectangle centred on a point, or spanning intervals (Apple's `RectangleMark`): heat maps' cells.
nonisolated public struct RectangleMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle)
        mark.setX(x); mark.setY(y)
        (mark.width, mark.height) = (width, height)
        labels = MarkLabels(x: x.label, y: y.label)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        (mark, labels) = ChartMark.interval(.rectangle, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.interval(.rectangle, x: x, yStart: yStart, yEnd: yEnd, width: width)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.interval(.rectangle, xStart: xStart, xEnd: xEnd, y: y, height: height)
    }

    /// A rectangle at `x` from `yStart` to `yEnd` points from the plot's top (nil: its edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.fixed(.rectangle, x: x, yStart: yStart, yEnd: yEnd, width: width)
    }

    /// A rectangle at `y` from `xStart` to `xEnd` points from the plot's leading edge (nil: its edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        (mark, labels) = ChartMark.fixed(.rectangle, xStart: xStart, xEnd: xEnd, y: y, height: height)
    }

    /// A rectangle from `yStart` to `yEnd`, and from `xStart` to `xEnd` points.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        (mark, labels) = ChartMark.fixed(.rectangle, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    /// A rectangle from `xStart` to `xEnd`, and from `yStart` to `yEnd` points.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        (mark, labels) = ChartMark.fixed(.rectangle, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
    }

    public static func _makeChartContent(_ content: RectangleMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}

/// A slice of a pie or a donut (Apple's `SectorMark`, iOS 17): its angle is its value's share of the sum
/// of all sectors' values, clockwise from twelve o'clock; or, for a range (`.value("Angle", 0..<90)`), from
/// its start to its end, the whole turn spanning zero to the largest end or the sum (estimated). `innerRadius` and `outerRadius` are points, a
/// `.ratio` of the outer radius or an `.inset` from it; `angularInset` is the gap in points between sectors.
nonisolated public struct SectorMark: ChartContent {
    public typealias Body = Never
    var mark: ChartMark
    var labels = MarkLabels()

    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark = ChartMark(kind: .sector)
        mark.x = angle.plotValue
        mark.xEnd = angle.end.map { PlotValue($0.primitivePlottable) }
        labels = MarkLabels(x: angle.label, y: nil)
        if innerRadius != .automatic || outerRadius != .automatic || angularInset != nil {
            mark.modifyStyle { style in
                (style.innerRadius, style.outerRadius, style.angularInset) = (innerRadius, outerRadius, angularInset)
            }
        }
    }

    public static func _makeChartContent(_ content: SectorMark, into marks: _ChartMarks) { marks.append(content.mark, labels: content.labels) }
}
