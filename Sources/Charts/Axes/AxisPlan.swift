import Easel

/// What an axis draws at each of its values: where the value is, its grid line, its tick and its label,
/// from the chart's `AxisMarks` or, without any, from iOS's defaults for the scale.
struct AxisPlan {
    struct Line {
        var coordinate: Double
        var stroke: StrokeStyle
        var style: AnyShapeStyle
        /// nil for a grid line across the plot; a tick's length outside the plot otherwise.
        var tickLength: CGFloat?
    }
    struct Label {
        var coordinate: Double
        var view: AnyView
        var anchor: UnitPoint?
        var spacing: CGFloat?
        var offset: CGSize
        /// On the trailing (y) or bottom (x) side: its `AxisMarks`' position, so that one axis can label
        /// both sides (`AxisMarks(position: .leading)` beside `AxisMarks(position: .trailing) { … }`).
        var atEnd = true
    }
    var axis: PlotAxis
    /// For x: labels at the bottom (false: top). For y: labels on the trailing side (false: leading).
    var labelsAtEnd: Bool
    var lines: [Line] = []
    var labels: [Label] = []

    /// The grid lines' and ticks' colour: iOS's light grey (estimated, as `systemGray4`).
    static let lineColor = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    /// Grid lines are 0.5 points wide (estimated).
    static let gridStroke = StrokeStyle(lineWidth: 0.5)
    /// A tick's length outside the plot (estimated).
    static let tickLength: CGFloat = 4
    /// The labels' font, `.caption2` (11 points; estimated from iOS).
    static let labelFont = Font.caption2
    /// At most this many labels are made; a long category axis labels every nth category.
    static let maximumLabels = 60

    init(axis: PlotAxis, scale: ChartScale, configuration: AxisConfiguration, locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.axis = axis
        let marksList = configuration.marks ?? [AxisMarks()]
        labelsAtEnd = true
        for (listIndex, marks) in marksList.enumerated() {
            let values = Self.values(marks.values, scale: scale, calendar: calendar)
            let atEnd = marks.position.kind != .leading && marks.position.kind != .top
            if listIndex == 0 { labelsAtEnd = atEnd }
            let stride = max(1, Int((Double(values.count) / Double(Self.maximumLabels)).rounded(.up)))
            for (index, value) in values.enumerated() {
                guard let coordinate = scale.coordinate(of: value), Self.inDomain(coordinate, scale: scale) else { continue }
                let axisValue = AxisValue(index: index, count: values.count, value: value)
                let elements = marks.content?(axisValue) ?? Self.defaultElements(axis: axis, scale: scale)
                for element in elements {
                    let style = element.style ?? AnyShapeStyle(Self.lineColor)
                    switch element.kind {
                    case .gridLine(let centered, let stroke):
                        lines.append(Line(coordinate: Self.centered(coordinate, centered, scale), stroke: stroke ?? marks.stroke ?? Self.gridStroke,
                                          style: style, tickLength: nil))
                    case .tick(let centered, let length, let stroke):
                        lines.append(Line(coordinate: Self.centered(coordinate, centered, scale), stroke: stroke ?? marks.stroke ?? Self.gridStroke,
                                          style: style, tickLength: length ?? Self.tickLength))
                    case .label(let label):
                        guard index % stride == 0 else { continue }
                        let text = label.format?(value) ?? Self.defaultLabel(value, scale: scale, locale: locale, timeZone: timeZone)
                        let content = label.content ?? AnyView(Text(verbatim: text))
                        let view = AnyView(content.font(element.font ?? Self.labelFont).foregroundStyle(element.style ?? AnyShapeStyle(.secondary)))
                        let anchor = label.anchor ?? (axis == .x && scale.kind == .date && label.centered != true ? .topLeading : nil)
                        labels.append(Label(coordinate: Self.centered(coordinate, label.centered, scale), view: view, anchor: anchor,
                                            spacing: axis == .x ? label.verticalSpacing : label.horizontalSpacing, offset: element.offset,
                                            atEnd: atEnd))
                    }
                }
            }
        }
    }

    /// A centred mark sits half a step after its value (between two categories or two dates).
    static func centered(_ coordinate: Double, _ centered: Bool?, _ scale: ChartScale) -> Double {
        guard centered == true else { return coordinate }
        if scale.kind == .category { return coordinate }
        if scale.ticks.count > 1 { return coordinate + (scale.ticks[1] - scale.ticks[0]) / 2 }
        return coordinate
    }

    /// iOS's default marks: a grid line and a label for a y value or a number; a grid line, a tick and a
    /// label for a date; only a label for a category (estimated from iOS's screenshots).
    static func defaultElements(axis: PlotAxis, scale: ChartScale) -> [AxisMarkElement] {
        let label = AxisMarkElement(kind: .label(.init()))
        switch scale.kind {
        case .category: return [label]
        case .date where axis == .x:
            return [AxisMarkElement(kind: .gridLine(centered: nil, stroke: nil)), AxisMarkElement(kind: .tick(centered: nil, length: nil, stroke: nil)), label]
        default: return [AxisMarkElement(kind: .gridLine(centered: nil, stroke: nil)), label]
        }
    }

    /// The values the marks are drawn at.
    static func values(_ values: AxisMarkValues, scale: ChartScale, calendar: Calendar) -> [PlotValue] {
        func wrap(_ coordinates: [Double]) -> [PlotValue] {
            coordinates.map { scale.kind == .date ? .date($0) : .number($0) }
        }
        switch values.kind {
        case .automatic(let desiredCount, _, _):
            if scale.kind == .category { return scale.categories.map(PlotValue.category) }
            guard let desiredCount, desiredCount > 0 else { return wrap(scale.ticks) }
            if scale.kind == .date {
                return wrap(DateTicks.ticks(lower: scale.lower, upper: scale.upper, desiredCount: desiredCount, calendar: calendar).values)
            }
            if scale.kind == .log { return wrap(scale.ticks) }
            let step = NiceTicks.step(span: scale.upper - scale.lower, desiredCount: desiredCount)
            return wrap(NiceTicks.ticks(lower: scale.lower, upper: scale.upper, step: step))
        case .stride(let step):
            guard scale.kind != .category, step.isFinite, step > 0 else { return [] }
            return wrap(NiceTicks.ticks(lower: scale.lower, upper: scale.upper, step: step))
        case .dateStride(let component, let count):
            guard scale.kind == .date else { return [] }
            return wrap(DateTicks.values(component: component, count: count, lower: scale.lower, upper: scale.upper, calendar: calendar))
        case .values(let values):
            return Array(values.prefix(1000))
        }
    }

    /// Whether a value's coordinate falls in the scale's domain: values outside it are not drawn, as Swift
    /// Charts leaves them out (Apple's "Customizing axes" sets `chartYScale(domain: 0...100)` for marks at
    /// 50 and 100 over data that ends at 40), nor are those outside a scrolling chart's window.
    static func inDomain(_ coordinate: Double, scale: ChartScale) -> Bool {
        let (low, high) = (min(scale.lower, scale.upper), max(scale.lower, scale.upper))
        let tolerance = 1e-9 * max(1, high - low)
        return coordinate >= low - tolerance && coordinate <= high + tolerance
    }

    /// A value's label as iOS writes it by default: a number in the locale's format, a date in the
    /// format of the ticks' unit, a category's name.
    static func defaultLabel(_ value: PlotValue, scale: ChartScale, locale: Locale, timeZone: TimeZone) -> String {
        switch value {
        case .category(let name): name
        case .number(let number): NumberLabel.format(number, locale: locale)
        case .date(let seconds): DateTicks.label(seconds, unit: scale.tickUnit, locale: locale, timeZone: timeZone)
        }
    }
}

/// How an axis shows a number: the locale's decimal format with grouping, up to 6 fraction digits
/// ("1,500", "0.25", "-20").
enum NumberLabel {
    static func format(_ value: Double, locale: Locale = Locale(identifier: "en_US")) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let clean = abs(value) < 1e-12 ? 0 : value
        return clean.formatted(.number.locale(locale).precision(.fractionLength(0...6)))
    }
}
