import Foundation

/// A spring's motion (SwiftUI's `Spring`, iOS 17), as keyframes (`SpringKeyframe`) and code read it.
///
/// A spring is a damped harmonic oscillator of unit mass. Apple's documentation defines its parameters:
/// `duration` is the perceptual duration (the undamped period, ω₀ = 2π / duration) and `bounce` the
/// bounciness (damping ratio ζ = 1 − bounce for bounce ≥ 0, and 1 / (1 + bounce) below 0, overdamped);
/// `Spring(mass:stiffness:damping:)` gives ω₀ = √(stiffness / mass), ζ = damping / (2√(stiffness · mass)).
public struct Spring: Hashable, Sendable {
    /// The undamped period, in seconds (SwiftUI's `response`, the perceptual `duration`).
    public let response: Double
    /// The damping ratio: 1 is critically damped, below 1 bounces (SwiftUI's `dampingRatio`).
    public let dampingRatio: Double

    /// A spring of perceptual `duration` and `bounce` (−1…1; 0 is critically damped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        response = duration
        let bounce = min(max(bounce, -1), 1)
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// A spring of `response` (the undamped period) and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        (self.response, self.dampingRatio) = (response, dampingRatio)
    }

    /// A spring of physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let (mass, stiffness) = (max(mass, .leastNonzeroMagnitude), max(stiffness, .leastNonzeroMagnitude))
        response = 2 * .pi / (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// The perceptual duration.
    public var duration: TimeInterval { response }
    /// The bounciness: 1 − ζ when ζ ≤ 1, else 1/ζ − 1.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// Seconds until the spring stays within 0.001 of its target (released from rest, one unit away).
    public var settlingDuration: TimeInterval { curve.settlingTime }

    /// A smooth spring with no bounce (`Spring(duration: 0.5)` unless given).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    var curve: SpringCurve { SpringCurve(response: response, dampingFraction: dampingRatio) }

    /// The value `time` seconds into a move from `value` to `target`, started with `initialVelocity`.
    public func value<V: VectorArithmetic>(fromValue value: V, toValue target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = curve.released(at: time)
        return target + (value - target).scaled(by: motion.position) + initialVelocity.scaled(by: motion.velocityResponse)
    }
}
