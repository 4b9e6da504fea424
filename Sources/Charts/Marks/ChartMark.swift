import Easel

/// The kinds of marks a chart draws.
enum MarkKind: UInt8, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// One mark as the chart resolves it: its positions in data terms, its dimensions and its style.
/// Kept small (the style lives in a shared box until a modifier changes it), because a chart of a
/// million marks holds a million of them.
struct ChartMark {
    var kind: MarkKind
    /// x, or the start of an x interval (`xStart`, a binned date's first instant).
    var x: PlotValue?
    /// The end of an x interval.
    var xEnd: PlotValue?
    var y: PlotValue?
    var yEnd: PlotValue?
    /// A date binned by a unit (`unit: .day`): `x`…`xEnd` is the unit's interval, and the mark sits in its middle.
    var xBinned = false
    var yBinned = false
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// The series a line or an area belongs to (`series:`).
    var series: PlotValue?
    var style: MarkStyleBox?

    init(kind: MarkKind) { self.kind = kind }

    /// The mark's style: the defaults until a modifier sets one.
    var styleValues: MarkStyle { style?.values ?? MarkStyle() }

    /// Changes the mark's style, copying the box if another mark shares it.
    mutating func modifyStyle(_ change: (inout MarkStyle) -> Void) {
        if style == nil || !isKnownUniquelyReferenced(&style!) {
            style = MarkStyleBox(style?.values ?? MarkStyle())
        }
        change(&style!.values)
    }
}

/// The box a mark's style lives in.
final class MarkStyleBox {
    var values: MarkStyle
    init(_ values: MarkStyle) { self.values = values }
}

/// What the mark modifiers set: colours, symbols, strokes, grouping, annotations and accessibility.
struct MarkStyle {
    var foreground: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the series whose colour the mark takes, and the label of its channel.
    var styleGroup: PlotValue?
    var styleGroupLabel: ChartLabel?
    var symbolGroup: PlotValue?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGSize?
    /// `symbolSize(by:)`: the value whose size the mark's symbol takes.
    var symbolSizeGroup: PlotValue?
    var lineStyle: StrokeStyle?
    var lineStyleGroup: PlotValue?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat?
    var opacity: Double = 1
    var positionGroup: PlotValue?
    var annotations: [ChartAnnotation] = []
    var accessibilityLabel: Text?
    var accessibilityValue: Text?
    var accessibilityHidden = false
    /// A sector's radii and the gap between sectors.
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    /// Positions in points that an initialiser with `CGFloat` arguments gives instead of a value
    /// (`BarMark(x:yStart:yEnd:)` with `yStart: 10`): kept in the style, as few marks have them.
    var fixedX: FixedPosition?
    var fixedY: FixedPosition?
    /// A function plot's function: the mark is a placeholder the chart replaces by its samples.
    var function: FunctionPlotSource?
    /// `symbol { view }`: a view drawn at each point instead of a symbol's path.
    var symbolView: AnyView?
    /// Whether `symbolView` is drawn at the symbol's size in the mark's style (`symbol(_:)` with a view).
    var symbolViewSized = false
    /// `zIndex(_:)`: marks of a higher index draw over those of a lower one.
    var zIndex: Double = 0
    /// `offset(…)`: the points the mark and its edges move by.
    var offset = MarkOffset()
    /// `clipShape`, `shadow`, `blur`, `mask`, innermost first.
    var effects: [MarkEffect] = []

    /// What marks that share a shape must have in common besides their kind and style: their order, their
    /// offset and their effects.
    var layerKey: LayerKey? {
        zIndex == 0 && offset.isZero && effects.isEmpty ? nil : LayerKey(zIndex: zIndex, offset: offset, effects: effects.map(\.key))
    }

    struct LayerKey: Hashable {
        var zIndex: Double
        var offset: MarkOffset
        var effects: [MarkEffect.EffectKey]
    }
}

/// A mark's position in points along one axis, from the plot area's leading or top edge (as Apple's
/// initialisers with `CGFloat` arguments take it): one position (nil: the plot's middle), or an
/// interval (nil ends: the plot's edges).
enum FixedPosition: Sendable, Equatable {
    case at(CGFloat?)
    case interval(CGFloat?, CGFloat?)
}

/// The width or height of a mark (Apple's `MarkDimension`): automatic, a fixed length in points, a
/// ratio of the scale's step (a category's band), or the step less an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable {
    enum Kind: Equatable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A constant length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A length proportional to the scale's step, `value` from 0 to 1.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The scale's step less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length for a step of `step` points, `automatic` when automatic.
    func length(step: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let value): value
        case .ratio(let ratio): step * ratio
        case .inset(let inset): step - inset
        }
    }
}

/// How bars and areas that share a position are stacked (Apple's `MarkStackingMethod`).
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Each value on top of the previous ones (the default); negative values stack downwards.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked, then scaled so that each position's stack fills 0…1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked, then centred on zero (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: every mark starts at zero.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}
