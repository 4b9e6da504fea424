import Easel
import Foundation
import Testing

/// `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`, `delay(_:)` and `speed(_:)` keep exact
/// values on `Animation`, and the timing plays them (`AnimationTiming.swift`, rule 5).
@Suite struct RepeatTimingTests {
    @MainActor @Test func modifiersKeepExactValues() {
        let animation = Animation.linear(duration: 1).delay(0.25).speed(2).repeatCount(3, autoreverses: false)
        #expect(animation.delay == 0.25)
        #expect(animation.speed == 2)
        #expect(animation.repeatCount == 3)
        #expect(!animation.autoreverses)
        #expect(!animation.repeatsForever)
        let forever = Animation.easeInOut.repeatForever()
        #expect(forever.repeatsForever && forever.autoreverses)
        #expect(Animation.linear.repeatCount(2).autoreverses, "autoreverses defaults to true, as SwiftUI's")
    }

    /// Three forward plays of a 1 s line: each starts again at 0, and the animation ends at 1 after 3 s.
    @MainActor @Test func repeatsStartEachPlayAgain() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(animation.totalDuration == 3)
        #expect(animation.progress(at: 0.5) == 0.5)
        #expect(animation.progress(at: 1.25) == 0.25)
        #expect(animation.progress(at: 2.75) == 0.75)
        #expect(animation.progress(at: 3) == 1)
    }

    /// Apple's example: `repeatCount(2, autoreverses: true)` moves forward, then back, then stops (and the
    /// view then shows its new state).
    @MainActor @Test func autoreversingPlaysRunBackwards() {
        let animation = Animation.linear(duration: 1).repeatCount(2)
        #expect(animation.progress(at: 0.25) == 0.25)
        #expect(animation.progress(at: 1.25) == 0.75)
        #expect(animation.progress(at: 1.9) < 0.11)
        #expect(animation.progress(at: 2) == 1)
        #expect(animation.totalDuration == 2)
    }

    /// Delay and speed apply around the repeats: the delay is not scaled, the plays are.
    @MainActor @Test func delayAndSpeedApplyToTheWhole() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1).speed(2)
        #expect(animation.totalDuration == 2)
        #expect(animation.progress(at: 1) == 0)
        #expect(animation.progress(at: 1.25) == 0.5)
        #expect(animation.progress(at: 1.75) == 0.5)
    }

    /// A forever animation written to a file plays one cycle: forward, and back with `autoreverses`.
    @MainActor @Test func foreverPlaysOneCycle() {
        #expect(Animation.linear(duration: 1).repeatForever(autoreverses: false).totalDuration == 1)
        #expect(Animation.linear(duration: 1).repeatForever().totalDuration == 2)
    }
}
