import Foundation

/// Round tick values for a numeric axis, as Swift Charts chooses them: the step is the smallest of 1, 2,
/// 2.5 and 5 times a power of ten that covers the domain in at most `desiredCount` intervals, and the
/// domain is widened to the ticks around it (`roundLowerBound`/`roundUpperBound`). Apple documents no
/// rule; this one gives every axis its documentation's pictures describe (Creating a chart: counts up to
/// 5 tick 0…6; Customizing axes: 0…100 ticks by 25, 0…40 by 10; BarMark: 0…15,000 by 5,000; AreaMark:
/// 1.1 reaches 1.5 and ±0.55 spans −1…1; Chart: 9 reaches 10).
enum NiceTicks {
    /// The multiples of a power of ten a step may be.
    static let factors: [Double] = [1, 2, 2.5, 5, 10]
    /// Whole numbers only (years): 1, 2, 5, 10 …
    static let wholeFactors: [Double] = [1, 2, 5, 10]

    /// The smallest round step that covers `span` in at most `desiredCount` intervals.
    static func step(span: Double, desiredCount: Int, factors: [Double] = factors) -> Double {
        guard span.isFinite, span > 0, desiredCount > 0 else { return 1 }
        let raw = span / Double(desiredCount)
        let magnitude = pow(10, log10(raw).rounded(.down))
        // The tolerance keeps a span of exactly 4 steps (0…40 in four) from rounding up a factor.
        let factor = factors.first { $0 * magnitude >= raw * (1 - 1e-9) } ?? 10
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
        // Widening can change the span enough to call for another step.
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
