import Easel

/// A scale's domain as `chartXScale(domain:)` takes it (Apple's `ScaleDomain`): a closed range of
/// numbers or dates, an array of categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    var _chartDomain: _ChartDomain { get }
}

/// A domain as a chart reads it.
public struct _ChartDomain {
    enum Kind { case values([PlotValue]), range(PlotValue, PlotValue), automatic(includesZero: Bool?, reversed: Bool?) }
    let kind: Kind
    /// `automatic(dataType:modifyInferredDomain:)`'s closure, over the inferred domain's values.
    var modifyInferred: (([PlotValue]) -> [PlotValue])?
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain {
        _ChartDomain(kind: .range(PlotValue(lowerBound.primitivePlottable), PlotValue(upperBound.primitivePlottable)))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain {
        _ChartDomain(kind: .range(PlotValue(lowerBound.primitivePlottable), PlotValue(upperBound.primitivePlottable)))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _chartDomain: _ChartDomain { _ChartDomain(kind: .values(map { PlotValue($0.primitivePlottable) })) }
}

/// The domain the chart chooses from its data (Apple's `AutomaticScaleDomain`); `includesZero: false`
/// fits a numeric domain to the data instead of reaching down (or up) to zero.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    var modifyInferred: (([PlotValue]) -> [PlotValue])? = nil
    public var _chartDomain: _ChartDomain {
        _ChartDomain(kind: .automatic(includesZero: includesZero, reversed: reversed), modifyInferred: modifyInferred)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The domain the data implies, changed by `modifyInferredDomain` (iOS 17): the categories in the data's
    /// order, or a number or date domain's two ends, which the closure may sort, extend or replace
    /// (`domain.append("New")`, `domain.append(200)`); values not of `dataType` are kept as they are.
    public static func automatic<DataType: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataType.Type,
                                                      modifyInferredDomain: @escaping (inout [DataType]) -> Void) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed) { values in
            var typed = values.compactMap { $0.as(DataType.self) }
            guard typed.count == values.count else { return values }
            modifyInferredDomain(&typed)
            return typed.map { PlotValue($0.primitivePlottable) }
        }
    }
}

/// How a scale maps its domain (Apple's `ScaleType`).
public struct ScaleType: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, linear, log, date, category, squareRoot, power(Double), symmetricLog }
    let kind: Kind
    public static let automatic = ScaleType(kind: .automatic)
    public static let linear = ScaleType(kind: .linear)
    /// Powers of ten equally spaced; values at or below zero are left out.
    public static let log = ScaleType(kind: .log)
    public static let date = ScaleType(kind: .date)
    public static let category = ScaleType(kind: .category)
    public static let squareRoot = ScaleType(kind: .squareRoot)
    public static let symmetricLog = ScaleType(kind: .symmetricLog)
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(kind: .power(exponent)) }
}

/// The part of the plot a scale spans (Apple's `PlotDimensionScaleRange`): the plot's length less padding
/// at each end.
public struct PlotDimensionScaleRange: Sendable {
    let startPadding: CGFloat
    let endPadding: CGFloat
    public static var automatic: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

nonisolated extension View {
    /// The x scale's domain, range and type for the charts in this view.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain
        return chartConfiguration { $0.xScale = ScaleConfiguration(domain: domain, range: range, type: type) }
    }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain
        return chartConfiguration { ($0.xScale.domain, $0.xScale.type) = (domain, type ?? $0.xScale.type) }
    }
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartConfiguration { ($0.xScale.range, $0.xScale.type) = (range, type ?? $0.xScale.type) }
    }
    public func chartXScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.xScale.type = type }
    }

    /// The y scale's domain, range and type for the charts in this view.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain
        return chartConfiguration { $0.yScale = ScaleConfiguration(domain: domain, range: range, type: type) }
    }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain
        return chartConfiguration { ($0.yScale.domain, $0.yScale.type) = (domain, type ?? $0.yScale.type) }
    }
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartConfiguration { ($0.yScale.range, $0.yScale.type) = (range, type ?? $0.yScale.type) }
    }
    public func chartYScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.yScale.type = type }
    }

    /// The colour of each value of `foregroundStyle(by:)`, in the legend's order
    /// (`chartForegroundStyleScale(["Cat": .orange, "Dog": .blue])` keeps the data's order).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = StyleScale(domain: mapping.map { PlotValue($0.key.primitivePlottable) }, styles: mapping.map { AnyShapeStyle($0.value) })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// The colours of the values of `domain`, in turn.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let scale = StyleScale(domain: domain.map { PlotValue($0.primitivePlottable) }, styles: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// The colours the series take in turn, in the data's order.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S]) -> some View {
        let scale = StyleScale(domain: [], styles: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// The series' colours sampled evenly along `range`, the first series at its start and the last at
    /// its end, in the order the data or the legend lists them (Apple's `ScaleRange` of a `Gradient`;
    /// the sampling of categories is estimated).
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        var scale = StyleScale(domain: [], styles: [])
        scale.gradient = range
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// A continuous colour scale for numbers from `domain`'s lower end to its upper, along `range`
    /// (values outside take the nearer end's colour).
    public func chartForegroundStyleScale<D: Plottable & Comparable>(domain: ClosedRange<D>, range: Gradient, type: ScaleType? = nil) -> some View {
        var scale = StyleScale(domain: [], styles: [])
        scale.gradient = range
        if case .number(let lower) = PlotValue(domain.lowerBound.primitivePlottable),
           case .number(let upper) = PlotValue(domain.upperBound.primitivePlottable) {
            scale.numericDomain = lower...upper
        }
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// The stroke of each value of `lineStyle(by:)`, in the legend's order (iOS 17).
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View {
        let scale = mapping.map { (PlotValue($0.key.primitivePlottable), $0.value) }
        return chartConfiguration { $0.lineStyleScale = scale }
    }

    /// The strokes of the values of `domain`, in turn.
    public func chartLineStyleScale<D: Plottable>(domain: [D], range: [StrokeStyle]) -> some View {
        let scale = zip(domain, range).map { (PlotValue($0.primitivePlottable), $1) }
        return chartConfiguration { $0.lineStyleScale = scale }
    }

    /// The strokes the series of `lineStyle(by:)` take in turn.
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        chartConfiguration { $0.lineStyleRange = range }
    }

    /// The symbol of each value of `symbol(by:)`.
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View {
        let scale = mapping.map { (PlotValue($0.key.primitivePlottable), $0.value) }
        return chartConfiguration { $0.symbolScale = scale }
    }
}
