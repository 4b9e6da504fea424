import Foundation

/// Round tick values for a numeric axis: steps of 1, 2 or 5 times a power of ten, chosen so that about
/// `desiredCount` steps cover the domain (the rule of d3's `tickIncrement`, which Swift Charts' automatic
/// ticks follow: 0…25 ticks by 5, 0…100 by 20, 0…1 by 0.2), and the domain widened to the ticks around
/// it (`roundLowerBound`/`roundUpperBound`).
enum NiceTicks {
    /// The tick step for `span` in about `desiredCount` steps.
    static func step(span: Double, desiredCount: Int) -> Double {
        guard span.isFinite, span > 0, desiredCount > 0 else { return 1 }
        let raw = span / Double(desiredCount)
        let power = (log10(raw)).rounded(.down)
        let magnitude = pow(10, power)
        let error = raw / magnitude
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// The domain widened to whole steps and its ticks, lower to upper inclusive.
    static func nice(lower: Double, upper: Double, desiredCount: Int) -> (domain: ClosedRange<Double>, ticks: [Double]) {
        var (lower, upper) = (min(lower, upper), max(lower, upper))
        if lower == upper {
            // One value: a span of one step of its magnitude around it (0 → 0…1).
            let pad = lower == 0 ? 1 : pow(10, log10(abs(lower)).rounded(.down))
            if lower >= 0 && lower - pad < 0 { lower = 0; upper += pad } else { lower -= pad; upper += pad }
        }
        var step = self.step(span: upper - lower, desiredCount: desiredCount)
        // Widening can change the span enough to call for another step (d3's nice() repeats once).
        for _ in 0..<2 {
            let niceLower = (lower / step).rounded(.down) * step, niceUpper = (upper / step).rounded(.up) * step
            (lower, upper) = (niceLower, niceUpper)
            let next = self.step(span: upper - lower, desiredCount: desiredCount)
            if next == step { break }
            step = next
        }
        return (lower...upper, ticks(lower: lower, upper: upper, step: step))
    }

    /// The multiples of `step` from `lower` to `upper`, computed from integers so that 0.1 + 0.2 lands
    /// on 0.3; at most 1,000.
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, lower.isFinite, upper.isFinite, upper >= lower else { return [] }
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 1000 else { return [] }
        // Dividing by the inverse keeps decimal steps exact (3 × 0.1 is 0.30000000000000004; 3 / 10 is 0.3).
        let inverse = 1 / step
        let exactInverse = inverse >= 1 && inverse == inverse.rounded()
        return stride(from: first, through: last, by: 1).map { ($0 == 0 ? 0 : exactInverse ? $0 / inverse : $0 * step) + 0 }
    }

    /// Ticks of a log scale: the powers of ten across the domain.
    static func logTicks(lower: Double, upper: Double) -> [Double] {
        guard lower > 0, upper >= lower else { return [] }
        let first = log10(lower).rounded(.up), last = log10(upper).rounded(.down)
        guard last >= first, last - first < 400 else { return [] }
        return stride(from: first, through: last, by: 1).map { pow(10, $0) }
    }
}
