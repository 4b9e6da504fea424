import Easel

/// The colour scale of `foregroundStyle(by:)` when every value it is given is a number: Swift Charts maps a
/// quantity onto a gradient, where categories take the series colours in turn (Apple's documentation
/// draws its `RectangleMark` heat map so: "Darker colors represent higher values"). The domain is the
/// data's extent unless `chartForegroundStyleScale(domain:range:)` gives one; the range is the scale's
/// `Gradient`, else a light-to-dark blue (the two colours are estimated from iOS's heat maps). Values
/// outside the domain take its nearer end's colour.
struct ContinuousStyleScale {
    var lower: Double
    var upper: Double
    var gradient: Gradient

    /// From a pale blue to a deep one (estimated).
    static let automaticGradient = Gradient(colors: [Color(red: 0.80, green: 0.89, blue: 1.0), Color(red: 0.0, green: 0.25, blue: 0.62)])

    /// The scale for `values`, nil when one is not a number or a mapping names each value's colour.
    init?(values: [PlotValue], configuration: StyleScale?) {
        if let configuration, !configuration.styles.isEmpty { return nil }
        var (lower, upper) = (Double.infinity, -Double.infinity)
        for value in values {
            guard case .number(let number) = value else { return nil }
            guard number.isFinite else { continue }
            (lower, upper) = (min(lower, number), max(upper, number))
        }
        if let domain = configuration?.numericDomain { (lower, upper) = (domain.lowerBound, domain.upperBound) }
        guard lower <= upper else { return nil }
        (self.lower, self.upper) = (lower, upper)
        gradient = configuration?.gradient ?? Self.automaticGradient
    }

    /// The colour of `value`: its place between the domain's ends along the gradient.
    func style(for value: Double) -> AnyShapeStyle {
        let fraction = upper > lower ? (value - lower) / (upper - lower) : 0
        return AnyShapeStyle(StyleScale.color(of: gradient, at: CGFloat(fraction.isFinite ? min(max(fraction, 0), 1) : 0)))
    }

    /// The legend's entry: the gradient between the domain's ends.
    var legendEntry: LegendEntry {
        LegendEntry(value: .number(lower), style: AnyShapeStyle(.secondary),
                    swatch: .gradient(gradient, lower: PlotValue.number(lower).text, upper: PlotValue.number(upper).text))
    }
}
