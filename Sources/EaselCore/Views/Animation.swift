import Foundation

/// How a change animates, with SwiftUI's curve names and parameters.
///
/// The value only describes the animation; `EaselAnimation` evaluates it (`Animation.progress(at:)`):
/// the Bézier curves SwiftUI's names stand for, a damped spring, `speed` and `delay`.
public struct Animation: Hashable, Sendable {
    /// The timing curve.
    public enum Curve: Hashable, Sendable {
        /// Constant speed.
        case linear
        /// The cubic Bézier with control points (0.42, 0) and (1, 1).
        case easeIn
        /// The cubic Bézier with control points (0, 0) and (0.58, 1).
        case easeOut
        /// The cubic Bézier with control points (0.42, 0) and (0.58, 1).
        case easeInOut
        /// The cubic Bézier from (0, 0) to (1, 1) with control points (p1x, p1y) and (p2x, p2y).
        case timingCurve(Double, Double, Double, Double)
        /// A damped harmonic oscillator of period `response` seconds (undamped) and damping ratio
        /// `dampingFraction` (1 is critically damped, below 1 bounces).
        case spring(response: Double, dampingFraction: Double)
    }

    public var curve: Curve
    /// Seconds the curve takes at speed 1; for a spring, its response.
    public var duration: Double
    /// How many times faster than `duration` the animation runs.
    public var speed: Double = 1
    /// Seconds before the animation starts.
    public var delay: Double = 0
    /// How many times the curve plays (`repeatCount(_:autoreverses:)`); 1 unless repeated.
    public var repeatCount: Int = 1
    /// Whether the curve plays for as long as the view lives (`repeatForever(autoreverses:)`).
    public var repeatsForever = false
    /// Whether every second play of a repeated curve runs backwards.
    public var autoreverses = false

    public init(curve: Curve, duration: Double, speed: Double = 1, delay: Double = 0) {
        (self.curve, self.duration, self.speed, self.delay) = (curve, duration, speed, delay)
    }

    /// SwiftUI's default since iOS 17: a critically damped spring of response 0.55 s.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = 0.35) -> Animation {
        Animation(curve: .timingCurve(p1x, p1y, p2x, p2y), duration: duration)
    }

    /// A spring with SwiftUI's defaults: response 0.5 s, damping fraction 0.825.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// A spring of perceptual `duration` (its response) and `bounce` (0 is critically damped; a damping
    /// fraction of 1 − bounce above 0, and 1 / (1 + bounce) below). `.spring()` means the other
    /// overload, SwiftUI's response-and-damping spring.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: damping)
    }

    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)

    /// SwiftUI's spring with a blend duration: `blendDuration` only smooths a spring that replaces a
    /// running one, which a still or a two-state transition never has, so it changes nothing here.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// SwiftUI's quick spring for interactive changes: response 0.15 s, damping fraction 0.86.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    public static let interactiveSpring = Animation.interactiveSpring()

    /// A spring given by its physics, as SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`:
    /// a mass on a spring has the natural angular frequency ω = √(stiffness / mass), so its undamped period,
    /// the response, is 2π / ω, and its damping ratio is damping / (2 √(stiffness × mass)). The initial
    /// velocity is accepted; a transition starts at rest.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let mass = max(mass, .ulpOfOne), stiffness = max(stiffness, .ulpOfOne)
        return spring(response: 2 * .pi / (stiffness / mass).squareRoot(),
                      dampingFraction: max(damping, 0) / (2 * (stiffness * mass).squareRoot()))
    }

    /// A spring of `duration` and `bounce`, as `spring(duration:bounce:)` (iOS 17's
    /// `interpolatingSpring(duration:bounce:initialVelocity:)`; the initial velocity is accepted).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0)
    /// A spring without bounce (duration 0.5 s).
    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce (duration 0.5 s, bounce 0.15).
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring (duration 0.5 s, bounce 0.3).
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)

    /// A spring without bounce of `duration`, with `extraBounce` added (SwiftUI's `smooth(duration:extraBounce:)`).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a little bounce (0.15, plus `extraBounce`) of `duration`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring (bounce 0.3, plus `extraBounce`) of `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// The animation of `spring` (SwiftUI's `spring(_:blendDuration:)`; the blend duration is accepted).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }

    /// The animation `speed` times faster (SwiftUI's `speed(_:)`): its curve takes duration ÷ speed.
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed = speed; return copy }
    /// The animation starting `delay` seconds after the change (SwiftUI's `delay(_:)`).
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }

    /// The animation played `repeatCount` times, as SwiftUI's `repeatCount(_:autoreverses:)`. Apple's
    /// rule: with `autoreverses` every second play runs backwards, and the reversed plays count
    /// (`repeatCount(2)` moves forward, back, and stops); at the end the view shows its new state.
    /// A still shows that end state; `EaselAnimation` plays the repeats (`Animation.progress(at:)`).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        (copy.repeatCount, copy.repeatsForever, copy.autoreverses) = (max(repeatCount, 1), false, autoreverses)
        return copy
    }

    /// The animation repeated for the lifespan of the view, as SwiftUI's `repeatForever(autoreverses:)`.
    /// A still shows the end state; `EaselAnimation` plays its first cycle (forward and, with
    /// `autoreverses`, back) and then shows the new state, since its output has an end.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        (copy.repeatCount, copy.repeatsForever, copy.autoreverses) = (1, true, autoreverses)
        return copy
    }
}

nonisolated extension View {
    /// Animates changes to this view and its content with `animation` when `value` changes, as in
    /// SwiftUI. A render is a snapshot, so it shows the state it is given; `EaselAnimation` animates
    /// between states, and there this modifier decides the animation of the subtree: the nearest such
    /// modifier whose value differs between the two states applies (nil: the subtree jumps).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modified(by: TraitModifier { $0.declaredAnimation = DeclaredAnimation(animation: animation, value: AnimationValue(value)) })
    }

    /// Animates every change to this view and its content with `animation`: SwiftUI's older
    /// `animation(_:)`, deprecated in iOS 15 for `animation(_:value:)`. A still shows the state it is
    /// given; in `EaselAnimation` the modifier counts as changed between any two states, so it applies
    /// to whatever changes inside it.
    public func animation(_ animation: Animation?) -> some View {
        modified(by: TraitModifier { $0.declaredAnimation = DeclaredAnimation(animation: animation, value: .alwaysChanged) })
    }
}
