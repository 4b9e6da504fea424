import Easel
import Foundation
import Testing

@Suite struct TimingCurveTests {
    static let beziers: [Animation] = [.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0.8, 0.3, 1)]

    /// Every curve starts at exactly 0 and ends at exactly 1 (0.35 s, SwiftUI's default duration).
    @MainActor @Test(arguments: beziers) func bezierEndpointsAreExact(animation: Animation) {
        #expect(animation.duration == 0.35)
        #expect(animation.progress(at: 0) == 0)
        #expect(animation.progress(at: -1) == 0)
        #expect(animation.progress(at: 0.35) == 1)
        #expect(animation.progress(at: 10) == 1)
        #expect(animation.totalDuration == 0.35)
    }

    /// Sampled at 1000 points, every Bézier only moves forward.
    @MainActor @Test(arguments: beziers) func beziersAreMonotonic(animation: Animation) {
        let values = (0...1000).map { animation.progress(at: 0.35 * Double($0) / 1000) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// easeInOut is symmetric (p(x) + p(1 − x) = 1) and slowest at both ends: its speed over the first and
    /// last 5 % is under a third of its speed over the middle 5 %.
    @MainActor @Test func easeInOutIsSlowestAtBothEnds() {
        let curve = Animation.easeInOut(duration: 1)
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(close(curve.progress(at: x) + curve.progress(at: 1 - x), 1, 1e-9))
        }
        let start = curve.progress(at: 0.05), end = 1 - curve.progress(at: 0.95)
        let middle = curve.progress(at: 0.525) - curve.progress(at: 0.475)
        #expect(start < middle / 3 && end < middle / 3)
        #expect(close(curve.progress(at: 0.5), 0.5, 1e-9))
    }

    /// easeIn starts slowly and easeOut ends slowly: at half time easeIn is behind, easeOut ahead.
    @MainActor @Test func easeInIsBehindAndEaseOutAhead() {
        #expect(Animation.easeIn(duration: 1).progress(at: 0.5) < 0.4)
        #expect(Animation.easeOut(duration: 1).progress(at: 0.5) > 0.6)
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
    }

    /// The curves have SwiftUI's control points: checked against the Bézier solved independently here,
    /// by bisection on its parameter.
    @MainActor @Test func controlPointsAreSwiftUIs() {
        func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
            func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
            }
            var (low, high) = (0.0, 1.0)
            for _ in 0..<100 {
                let middle = (low + high) / 2
                if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
            }
            return coordinate(low, y1, y2)
        }
        for x in stride(from: 0.05, to: 1, by: 0.1) {
            #expect(close(Animation.easeIn(duration: 1).progress(at: x), bezier(0.42, 0, 1, 1, at: x), 1e-9))
            #expect(close(Animation.easeOut(duration: 1).progress(at: x), bezier(0, 0, 0.58, 1, at: x), 1e-9))
            #expect(close(Animation.easeInOut(duration: 1).progress(at: x), bezier(0.42, 0, 0.58, 1, at: x), 1e-9))
        }
    }

    /// SwiftUI's parameters: `.default` is a critically damped spring of response 0.55 s; `.spring` has
    /// response 0.5 s and damping fraction 0.825; `spring(duration:bounce:)` maps bounce to damping.
    @MainActor @Test func swiftUIParameters() {
        #expect(Animation.default.curve == .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.spring.curve == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring().curve == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring(duration: 0.4, bounce: 0.3).curve == .spring(response: 0.4, dampingFraction: 0.7))
        #expect(Animation.smooth.curve == .spring(response: 0.5, dampingFraction: 1))
    }

    /// The default spring rises monotonically without overshoot and settles (within 0.001) when
    /// e^(−ω₀t)(1 + ω₀t) = 0.001, ω₀ = 2π / 0.55: at ω₀t ≈ 9.233, t ≈ 0.808 s.
    @MainActor @Test func criticallyDampedSpringSettlesWithoutOvershoot() {
        let spring = Animation.default
        let values = (0...2000).map { spring.progress(at: Double($0) / 1000) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.allSatisfy { $0 <= 1 })
        #expect(close(spring.totalDuration, 9.2334 / (2 * .pi / 0.55), 0.002))
        #expect(1 - spring.progress(at: spring.totalDuration) <= 0.001 + 1e-9)
        #expect(1 - spring.progress(at: spring.totalDuration - 0.01) > 0.001)
    }

    /// An underdamped spring overshoots (by e^(−πζ/√(1−ζ²)) ≈ 1.2 % for ζ = 0.825, at half its damped
    /// period) and settles within 0.001 after its settling time.
    @MainActor @Test func underdampedSpringOvershootsThenSettles() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let zeta = 0.825, omega = 2 * Double.pi / 0.5
        let peakTime = Double.pi / (omega * (1 - zeta * zeta).squareRoot())
        #expect(close(spring.progress(at: peakTime), 1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), 1e-9))
        let settle = spring.totalDuration
        let after = stride(from: settle, through: settle + 2, by: 0.001).map { abs(1 - spring.progress(at: $0)) }
        #expect(after.allSatisfy { $0 <= 0.001 })
    }

    /// An overdamped spring also rises monotonically to 1.
    @MainActor @Test func overdampedSpringRisesMonotonically() {
        let spring = Animation.spring(response: 0.3, dampingFraction: 2)
        let values = (0...3000).map { spring.progress(at: Double($0) / 1000) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-15 })
        #expect(values.last.map { 1 - $0 < 0.001 } == true)
    }

    /// Delay holds the start (in seconds); speed runs the curve faster: linear 1 s delayed 0.5 s is half
    /// way at 1 s; at speed 2 it is half way at 0.25 s and ends at 0.5 s.
    @MainActor @Test func delayAndSpeed() {
        #expect(Animation.linear(duration: 1).delay(0.5).progress(at: 0.5) == 0)
        #expect(Animation.linear(duration: 1).delay(0.5).progress(at: 1) == 0.5)
        #expect(Animation.linear(duration: 1).delay(0.5).totalDuration == 1.5)
        #expect(Animation.linear(duration: 1).speed(2).progress(at: 0.25) == 0.5)
        #expect(Animation.linear(duration: 1).speed(2).totalDuration == 0.5)
    }
}

@Suite struct AnimationNameTests {
    /// Every SwiftUI name is known, with its defaults or the given duration; unknown names are nil.
    @MainActor @Test func namedAnimations() {
        #expect(Animation.names.allSatisfy { Animation(named: $0) != nil })
        #expect(Animation(named: "easeInOut") == .easeInOut)
        #expect(Animation(named: "linear", duration: 2) == .linear(duration: 2))
        #expect(Animation(named: "default") == .default)
        #expect(Animation(named: "spring") == .spring)
        #expect(Animation(named: "spring", duration: 0.3)?.curve == .spring(response: 0.3, dampingFraction: 0.825))
        #expect(Animation(named: "bouncy")?.curve == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation(named: "wobble") == nil)
    }
}

/// The springs SwiftUI also names by their physics or for interaction.
@Suite struct SpringSpellingTests {
    /// Mass 1, stiffness 4π² (ω = 2π) and damping 2π (ratio 2π / (2 · 2π) = 0.5): a 1-second response,
    /// damping fraction one half.
    @MainActor @Test func interpolatingSpringIsTheSpringOfItsPhysics() {
        let spring = Animation.interpolatingSpring(stiffness: 4 * .pi * .pi, damping: 2 * .pi)
        guard case .spring(let response, let damping) = spring.curve else { Issue.record("not a spring"); return }
        #expect(abs(response - 1) < 1e-12)
        #expect(abs(damping - 0.5) < 1e-12)
        // A heavier mass on the same spring swings slower: mass 4 doubles the period and halves the damping ratio.
        let heavy = Animation.interpolatingSpring(mass: 4, stiffness: 4 * .pi * .pi, damping: 2 * .pi)
        guard case .spring(let heavyResponse, let heavyDamping) = heavy.curve else { Issue.record("not a spring"); return }
        #expect(abs(heavyResponse - 2) < 1e-12)
        #expect(abs(heavyDamping - 0.25) < 1e-12)
    }

    @MainActor @Test func theOtherSpellingsAreTheSpringsTheyName() {
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2) == .spring(duration: 0.4, bounce: 0.2))
        #expect(Animation.interpolatingSpring == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86))
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.2) == .spring(response: 0.3, dampingFraction: 0.7))
    }
}
