import Foundation

/// SwiftUI's `spring(response:dampingFraction:)`: a unit mass on a spring, released from 0 at rest and
/// pulled to 1, as a damped harmonic oscillator.
///
/// The rule: with ω₀ = 2π / response (the undamped angular frequency, so `response` is the undamped
/// period) and ζ = dampingFraction, the position x(t) for t ≥ 0 seconds solves x″ + 2ζω₀x′ + ω₀²(x − 1) = 0
/// with x(0) = 0, x′(0) = 0:
/// - ζ < 1 (bounces): x = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ / ω_d) sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - ζ = 1 (critically damped): x = 1 − e^(−ω₀t)(1 + ω₀t);
/// - ζ > 1 (overdamped): x = 1 − (r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
/// A response of 0 is an infinitely stiff spring: it is at 1 from the start.
///
/// The spring *settles* when it stays within `epsilon` (0.001, a tenth of a point on a 100-point move) of
/// 1: for ζ < 1 when the envelope e^(−ζω₀t)·√(1 + (ζω₀/ω_d)²) falls below it, for ζ ≥ 1 (which never
/// overshoots) when 1 − x does. An undamped spring (ζ ≤ 0) never settles; its settling time is
/// `maximumSettlingTime`.
package struct SpringCurve: Hashable, Sendable {
    package let response: Double
    package let dampingFraction: Double

    package init(response: Double, dampingFraction: Double) {
        (self.response, self.dampingFraction) = (response, dampingFraction)
    }

    package static let epsilon = 0.001
    package static let maximumSettlingTime = 10.0

    private var omega: Double { 2 * .pi / response }

    /// The position `t` seconds after release.
    package func value(at t: Double) -> Double { 1 - released(at: t).position }

    /// The motion of the spring released 1 from its rest point at rest, `t` seconds later: its distance from
    /// the rest point (`position`, 1 at t = 0), and the distance of a spring released at its rest point with
    /// a unit velocity (`velocityResponse`); a move from `a` to `b` with initial velocity `v` is at
    /// b + (a − b)·position + v·velocityResponse.
    package func released(at t: Double) -> (position: Double, velocityResponse: Double) {
        guard t > 0 else { return (1, 0) }
        guard response > 0, response.isFinite else { return (0, 0) }
        let (w0, zeta) = (omega, max(dampingFraction, 0))
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * w0 * t)
            return (envelope * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)), envelope * sin(wd * t) / wd)
        }
        if zeta == 1 {
            let envelope = exp(-w0 * t)
            return (envelope * (1 + w0 * t), t * envelope)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        return ((r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1), (exp(r1 * t) - exp(r2 * t)) / (r1 - r2))
    }

    /// Seconds until the spring stays within `epsilon` of 1.
    package var settlingTime: Double {
        guard response > 0, response.isFinite else { return 0 }
        let (w0, zeta) = (omega, dampingFraction)
        guard zeta > 0 else { return Self.maximumSettlingTime }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow(zeta * w0 / wd, 2)).squareRoot()
            return min(log(amplitude / Self.epsilon) / (zeta * w0), Self.maximumSettlingTime)
        }
        // 1 − x falls monotonically: bisect for where it reaches epsilon.
        var (low, high) = (0.0, Self.maximumSettlingTime)
        guard 1 - value(at: high) < Self.epsilon else { return high }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if 1 - value(at: middle) < Self.epsilon { high = middle } else { low = middle }
        }
        return high
    }
}
