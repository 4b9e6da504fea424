import Foundation

/// A positional scale: maps a value's coordinate (a number, seconds since 2001, or a category's band
/// centre) to a fraction of the plot's length, with padding at each end in points.
struct ChartScale: Sendable {
    enum Kind: Sendable, Equatable { case linear, log, squareRoot, power(Double), symmetricLog, date, category }
    var kind: Kind
    /// The domain in coordinates; a category scale's is 0…count (each category a band of 1).
    var lower: Double
    var upper: Double
    var categories: [String] = []
    var categoryIndex: [String: Int] = [:]
    var reversed = false
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
    /// The ticks the scale chooses for its axis, in coordinates (a category scale's: band centres).
    var ticks: [Double] = []
    /// The calendar unit of a date scale's ticks, which chooses their labels' format.
    var tickUnit: Calendar.Component?
    /// The smallest distance between two marks' positions, in coordinates: the step an automatic bar
    /// width is a ratio of (1 on a category scale).
    var step: Double?

    /// The coordinate of `value` on this scale, nil when the value does not belong to it.
    func coordinate(of value: PlotValue) -> Double? {
        switch value {
        case .category(let name):
            guard kind == .category, let index = categoryIndex[name] else { return nil }
            return Double(index) + 0.5
        case .number(let number), .date(let number):
            guard kind != .category, number.isFinite else { return nil }
            return number
        }
    }

    /// Where `coordinate` falls along the scale, 0 at the domain's start and 1 at its end.
    func fraction(_ coordinate: Double) -> Double {
        func transform(_ value: Double) -> Double {
            switch kind {
            case .log: return value > 0 ? log10(value) : -.infinity
            case .squareRoot: return value >= 0 ? value.squareRoot() : -(-value).squareRoot()
            case .power(let exponent): return value >= 0 ? pow(value, exponent) : -pow(-value, exponent)
            case .symmetricLog: return value >= 0 ? log1p(value) : -log1p(-value)
            default: return value
            }
        }
        let start = transform(lower), end = transform(upper)
        guard end != start else { return 0.5 }
        let fraction = (transform(coordinate) - start) / (end - start)
        return reversed ? 1 - fraction : fraction
    }

    /// The position of `coordinate` in points from the start of a plot `length` long (the left edge for
    /// x, the bottom edge for y).
    func position(_ coordinate: Double, length: CGFloat) -> CGFloat {
        let fraction = self.fraction(coordinate)
        let usable = length - startPadding - endPadding
        let position = startPadding + CGFloat(fraction) * usable
        // Bounded so that wild values (1e300, -inf on a log scale) still make a finite path.
        return position.isFinite ? min(max(position, -4 * length - 1e4), 5 * length + 1e4) : (fraction < 0.5 ? -4 * length : 5 * length)
    }

    /// The length of `step` coordinates in points, for a plot `length` long.
    func length(ofStep step: Double, plotLength: CGFloat) -> CGFloat {
        let usable = plotLength - startPadding - endPadding
        guard upper != lower else { return usable }
        return abs(CGFloat(step / (upper - lower))) * usable
    }

    /// The value at `position` points along a plot `length` long: the inverse of `position(_:length:)`,
    /// for linear and date scales (ChartProxy's `value(atX:)`).
    func coordinate(atPosition position: CGFloat, length: CGFloat) -> Double {
        let usable = length - startPadding - endPadding
        guard usable > 0 else { return lower }
        var fraction = Double((position - startPadding) / usable)
        if reversed { fraction = 1 - fraction }
        return lower + fraction * (upper - lower)
    }
}
