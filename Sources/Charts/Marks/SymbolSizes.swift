import Easel

/// The symbol size scale of `symbolSize(by:)`: each value's symbol area in square points.
///
/// Numbers map linearly from the data's extent (or the domain `chartSymbolSizeScale(domain:range:)`
/// gives) to the range's areas, so that a symbol's area, not its width, grows with its value, as
/// Apple's `symbolSize(_:)` takes an area; values outside the domain are clamped to its ends. Categories
/// (and dates' distinct values) take the range's areas evenly spaced, in the order the data or the domain
/// lists them; `chartSymbolSizeScale(["S": 20, "L": 80])` maps each value to its own area. Apple does not
/// publish the default range: 16 to 256 square points (4 to 16 points across) is estimated from iOS.
struct SymbolSizes {
    static let defaultRange: ClosedRange<CGFloat> = 16...256

    var range: ClosedRange<CGFloat> = SymbolSizes.defaultRange
    var numericDomain: ClosedRange<Double>?
    var order: [PlotValue] = []
    var index: [PlotValue: Int] = [:]
    var fixed: [PlotValue: CGFloat] = [:]

    init(marks: [ChartMark], configuration: SymbolSizeScale?) {
        if let configuration {
            if let range = configuration.range { self.range = range }
            fixed = configuration.mapping
            switch configuration.domain?.kind {
            case .range(let low, let high)?:
                if let low = low.number, let high = high.number, low.isFinite, high.isFinite { numericDomain = min(low, high)...max(low, high) }
            case .values(let values)?:
                for value in values where index[value] == nil { index[value] = order.count; order.append(value) }
            default: break
            }
        }
        var low = Double.infinity, high = -Double.infinity
        for mark in marks {
            guard let value = mark.style?.values.symbolSizeGroup else { continue }
            if case .number(let number) = value {
                if number.isFinite { (low, high) = (min(low, number), max(high, number)) }
            } else if index[value] == nil {
                index[value] = order.count; order.append(value)
            }
        }
        if numericDomain == nil, low <= high { numericDomain = low...high }
    }

    /// The area of `value`'s symbol, in square points; nil for a value that is not finite.
    func area(for value: PlotValue) -> CGFloat? {
        if let area = fixed[value] { return area }
        let span = range.upperBound - range.lowerBound
        if case .number(let number) = value, order.isEmpty || index[value] == nil {
            guard number.isFinite, let domain = numericDomain else { return nil }
            guard domain.upperBound > domain.lowerBound else { return range.lowerBound + span / 2 }
            let fraction = (min(max(number, domain.lowerBound), domain.upperBound) - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
            return range.lowerBound + span * CGFloat(fraction)
        }
        guard let position = index[value] else { return nil }
        return order.count > 1 ? range.lowerBound + span * CGFloat(position) / CGFloat(order.count - 1) : range.lowerBound + span / 2
    }

    /// The values the legend shows: the categories in order, else the number domain's two ends.
    var legendValues: [PlotValue] {
        if !order.isEmpty { return order }
        guard let domain = numericDomain else { return [] }
        return domain.lowerBound == domain.upperBound ? [.number(domain.lowerBound)] : [.number(domain.lowerBound), .number(domain.upperBound)]
    }

    /// The symbol's size: a square of `value`'s area.
    func size(for value: PlotValue) -> CGSize? {
        guard let area = area(for: value), area > 0 else { return nil }
        let side = area.squareRoot()
        return CGSize(width: side, height: side)
    }
}

/// What `chartSymbolSizeScale` sets.
struct SymbolSizeScale {
    var domain: _ChartDomain?
    var range: ClosedRange<CGFloat>?
    var mapping: [PlotValue: CGFloat] = [:]
}

/// The areas a scale maps its domain to (Apple's `ScaleRange`): for `chartSymbolSizeScale`, a closed
/// range of areas in square points.
public protocol ScaleRange {
    associatedtype VisualValue
    var _symbolSizeRange: ClosedRange<CGFloat>? { get }
}

extension ClosedRange: ScaleRange where Bound == CGFloat {
    public typealias VisualValue = CGFloat
    public var _symbolSizeRange: ClosedRange<CGFloat>? { self }
}

nonisolated extension View {
    /// The symbol areas of `symbolSize(by:)`'s values: `domain`'s ends (or its categories in turn) map to
    /// `range`'s ends. `type` is accepted; the mapping is linear in area.
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue == CGFloat {
        let scale = SymbolSizeScale(domain: domain._chartDomain, range: range._symbolSizeRange)
        return chartConfiguration { $0.symbolSizeScale = scale }
    }

    /// The symbol areas of `symbolSize(by:)`'s values over the data's extent.
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue == CGFloat {
        let scale = SymbolSizeScale(domain: nil, range: range._symbolSizeRange)
        return chartConfiguration { $0.symbolSizeScale = scale }
    }

    /// The symbol area of each value of `symbolSize(by:)`.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        var scale = SymbolSizeScale()
        for (value, area) in mapping { scale.mapping[PlotValue(value.primitivePlottable)] = area }
        scale.domain = _ChartDomain(kind: .values(mapping.map { PlotValue($0.key.primitivePlottable) }))
        return chartConfiguration { $0.symbolSizeScale = scale }
    }
}
