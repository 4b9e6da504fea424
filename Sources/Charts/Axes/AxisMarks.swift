import Easel

/// The content of an axis: one or more `AxisMarks` (Apple's `AxisContent`).
public protocol AxisContent {
    var _axisMarks: [AxisMarks] { get }
}

/// Builds an axis's content from the `AxisMarks` listed in a closure.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ marks: some AxisContent) -> [AxisMarks] { marks._axisMarks }
    public static func buildBlock(_ parts: [AxisMarks]...) -> _AxisContentList { _AxisContentList(_axisMarks: parts.flatMap { $0 }) }
    public static func buildOptional(_ part: _AxisContentList?) -> [AxisMarks] { part?._axisMarks ?? [] }
    public static func buildEither(first: _AxisContentList) -> [AxisMarks] { first._axisMarks }
    public static func buildEither(second: _AxisContentList) -> [AxisMarks] { second._axisMarks }
    public static func buildFinalResult(_ list: _AxisContentList) -> _AxisContentList { list }
    public static func buildBlock() -> _AxisContentList { _AxisContentList(_axisMarks: []) }
}

/// The marks an axis content builder lists.
public struct _AxisContentList: AxisContent {
    public let _axisMarks: [AxisMarks]
}

/// Where an axis's marks go (Apple's `AxisMarkPosition`): automatic puts the y axis's labels on the
/// trailing side and the x axis's at the bottom, as iOS does.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// The look of an axis's marks (Apple's `AxisMarkPreset`): `.extended` and `.inset` place labels as
/// `.automatic` does here.
public struct AxisMarkPreset: Equatable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The values an axis marks (Apple's `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case stride(Double)
        case dateStride(Calendar.Component, count: Int)
        case values([PlotValue])
    }
    let kind: Kind

    /// The scale's own ticks.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil)) }
    /// About `desiredCount` round ticks.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }
    /// Every `count` calendar units from the start of the domain's first unit.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(count, 1)))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.map { PlotValue($0.primitivePlottable) }))
    }
}

/// One value an axis marks, as the content closure of `AxisMarks` receives it (Apple's `AxisValue`).
public struct AxisValue {
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: PlotValue

    /// The value as `type`, or nil when it is of another kind (`value.as(Double.self)`, `value.as(Date.self)`).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }
}

/// The marks an axis draws at its values: grid lines, ticks and labels (Apple's `AxisMarks`). Without
/// content it draws iOS's default for its scale: a grid line and a label at each value (a tick too on a
/// date axis).
public struct AxisMarks: AxisContent {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let stroke: StrokeStyle?
    /// The content for each value; nil for the scale's default.
    let content: ((AxisValue) -> [AxisMarkElement])?
    public var _axisMarks: [AxisMarks] { [self] }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        (self.preset, self.position, self.values, self.stroke, content) = (preset, position, values, stroke, nil)
    }

    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                   stroke: StrokeStyle? = nil, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        (self.preset, self.position, self.values, self.stroke) = (preset, position, values, stroke)
        self.content = { content($0)._axisElements }
    }

    /// Content that does not read its value (`AxisMarks { AxisGridLine(); AxisValueLabel() }`), as Apple's
    /// Charts accepts it.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                   stroke: StrokeStyle? = nil, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values, stroke: stroke, content: { _ in content() })
    }

    /// Grid lines and labels written by `format` (Apple's `init(format:preset:position:values:stroke:)`).
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(preset: preset, position: position, values: values, stroke: stroke) { _ in
            AxisGridLine()
            AxisValueLabel(format: format)
        }
    }

    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke)
    }

    public init<P: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                                 stroke: StrokeStyle? = nil, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke, content: content)
    }

    /// Content that does not read its value, at values of your own (`AxisMarks(values: [0, 50]) { AxisGridLine() }`).
    public init<P: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                                 stroke: StrokeStyle? = nil, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke, content: { _ in content() })
    }

    /// Grid lines and labels written by `format` at values of your own (`AxisMarks(format: .percent, values: [0, 50, 100])`).
    /// The values are of the format's input type, so that `format: .number` is inferred from them.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: [F.FormatInput], stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
    }
}

/// A grid line, a tick or a label of an axis (Apple's `AxisMark`).
public protocol AxisMark {
    var _axisElements: [AxisMarkElement] { get }
}

extension AxisMark {
    /// Paints the mark with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _AxisMarkList {
        let style = AnyShapeStyle(style)
        return _AxisMarkList(_axisElements: _axisElements.map { var element = $0; element.style = style; return element })
    }

    /// Sets a label's font.
    public func font(_ font: Font?) -> _AxisMarkList {
        _AxisMarkList(_axisElements: _axisElements.map { var element = $0; element.font = font; return element })
    }

    /// Moves the mark by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _AxisMarkList {
        _AxisMarkList(_axisElements: _axisElements.map { var element = $0; element.offset = CGSize(width: x, height: y); return element })
    }
}

/// Axis marks a builder or a modifier lists.
public struct _AxisMarkList: AxisMark {
    public let _axisElements: [AxisMarkElement]
}

/// Builds an axis value's marks from a closure.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkElement] { mark._axisElements }
    public static func buildBlock(_ parts: [AxisMarkElement]...) -> [AxisMarkElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarkElement]?) -> [AxisMarkElement] { part ?? [] }
    public static func buildEither(first: [AxisMarkElement]) -> [AxisMarkElement] { first }
    public static func buildEither(second: [AxisMarkElement]) -> [AxisMarkElement] { second }
    public static func buildLimitedAvailability(_ part: [AxisMarkElement]) -> [AxisMarkElement] { part }
    public static func buildFinalResult(_ parts: [AxisMarkElement]) -> _AxisMarkList { _AxisMarkList(_axisElements: parts) }
}

/// One element of an axis value's marks.
public struct AxisMarkElement {
    enum Kind {
        case gridLine(centered: Bool?, stroke: StrokeStyle?)
        case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?)
        case label(ValueLabel)
    }
    struct ValueLabel {
        var format: ((PlotValue) -> String?)?
        var content: AnyView?
        var centered: Bool?
        var anchor: UnitPoint?
        var horizontalSpacing: CGFloat?
        var verticalSpacing: CGFloat?
    }
    var kind: Kind
    var style: AnyShapeStyle?
    var font: Font?
    var offset: CGSize = .zero
}

/// A line across the plot at an axis value (Apple's `AxisGridLine`): 0.5 points wide by default, in a
/// light grey (estimated from iOS's screenshots).
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { (self.centered, self.stroke) = (centered, stroke) }
    public var _axisElements: [AxisMarkElement] { [AxisMarkElement(kind: .gridLine(centered: centered, stroke: stroke))] }
}

/// A short line outside the plot at an axis value (Apple's `AxisTick`).
public struct AxisTick: AxisMark {
    /// A tick's length.
    public struct Length: Sendable {
        let points: CGFloat?
        public static let automatic = Length(points: nil)
        /// As long as the gap to the labels (estimated at 4 points here).
        public static let label = Length(points: nil)
        public static let longestLabel = Length(points: nil)
        /// The label's length extended past it by `extendPastBy` points: drawn at the automatic length
        /// (Easel does not measure labels for ticks; estimated).
        public static func label(extendPastBy extra: CGFloat) -> Length { Length(points: nil) }
        public static func longestLabel(extendPastBy extra: CGFloat) -> Length { Length(points: nil) }
    }
    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered, length, stroke)
    }
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered, length.points, stroke)
    }
    public var _axisElements: [AxisMarkElement] { [AxisMarkElement(kind: .tick(centered: centered, length: length, stroke: stroke))] }
}

/// How overlapping axis labels are resolved (Apple's `AxisValueLabelCollisionResolution`): here labels
/// that would overlap the previous one are always left out.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(name: "greedy")
    }
    public static func truncate(width: CGFloat? = nil) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(name: "truncate") }
}

/// A label's orientation (Apple's `AxisValueLabelOrientation`); labels are drawn horizontally here.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// The label of an axis value (Apple's `AxisValueLabel`): the value in the scale's default format, in a
/// format style, or a view of your own.
public struct AxisValueLabel: AxisMark {
    var label: AxisMarkElement.ValueLabel

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        label = .init(format: nil, content: nil, centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The value formatted by `format` (`.dateTime.month()`, `.percent`, `.currency(code: "USD")` …).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        let format: (PlotValue) -> String? = { value in
            AxisValue(index: 0, count: 1, value: value).as(F.FormatInput.self).map { format.format($0) }
        }
        label = .init(format: format, content: nil, centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// A view of your own as the label.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        label = .init(format: nil, content: AnyView(content()), centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing,
                      verticalSpacing: verticalSpacing)
    }

    /// A fixed string as the label.
    public init<S: StringProtocol>(_ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        label = .init(format: nil, content: AnyView(Text(text)), centered: centered, anchor: anchor)
    }

    public var _axisElements: [AxisMarkElement] { [AxisMarkElement(kind: .label(label))] }
}
