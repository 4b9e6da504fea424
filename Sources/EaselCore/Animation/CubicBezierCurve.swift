import Foundation

/// A timing curve given as a cubic Bézier from (0, 0) to (1, 1), as SwiftUI's `timingCurve` and its named
/// ease curves are (and CSS's `cubic-bezier`).
///
/// The curve maps elapsed time x ∈ [0, 1] to progress y. Steps of `value(at:)`:
/// 1. x ≤ 0 gives 0 and x ≥ 1 gives 1, exactly.
/// 2. Otherwise find the curve parameter s with Bx(s) = x: Newton's method from s = x (a few steps),
///    falling back to bisection on [0, 1] (Bx is monotonic when the control points' x lie in [0, 1]).
/// 3. The progress is By(s).
///
/// Control points' x outside [0, 1] are clamped into it, so that time never runs backwards.
package struct CubicBezierCurve: Hashable, Sendable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1) = (min(max(x1, 0), 1), y1)
        (self.x2, self.y2) = (min(max(x2, 0), 1), y2)
    }

    /// SwiftUI's `easeIn`: control points (0.42, 0) and (1, 1).
    package static let easeIn = CubicBezierCurve(0.42, 0, 1, 1)
    /// SwiftUI's `easeOut`: control points (0, 0) and (0.58, 1).
    package static let easeOut = CubicBezierCurve(0, 0, 0.58, 1)
    /// SwiftUI's `easeInOut`: control points (0.42, 0) and (0.58, 1).
    package static let easeInOut = CubicBezierCurve(0.42, 0, 0.58, 1)

    /// One coordinate of the curve at parameter `s`, for control values `c1` and `c2` (ends 0 and 1).
    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    private static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The progress at elapsed fraction `x`.
    package func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return Self.coordinate(parameter(for: x), y1, y2)
    }

    /// The parameter s at which the curve's x is `x` (0 < x < 1), to within 1e-12.
    private func parameter(for x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.derivative(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
