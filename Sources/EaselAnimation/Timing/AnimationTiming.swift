import EaselCore
import Foundation

/// How far along an `Animation` is, `time` seconds after its change.
///
/// Rules:
/// 1. Nothing moves during the `delay` (in seconds, not scaled by `speed`): the progress is 0.
/// 2. After it, the curve runs `speed` times faster: curve time is (time − delay) × speed.
/// 3. A Bézier curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) is evaluated at curve
///    time / duration, and is 1 from its end on. A duration of 0 (or a speed that is not a positive
///    number) ends the animation as soon as the delay is over.
/// 4. A spring is evaluated at curve time in seconds (`SpringCurve`); it may overshoot 1 on the way.
///    It *ends* when it has settled (`SpringCurve.settlingTime`).
/// 5. A repeated animation (`repeatCount(_:autoreverses:)`) plays its curve that many times, each play
///    as long as one; with `autoreverses` every second play runs the curve backwards (1 − its progress
///    at the time into the play, as SwiftUI's reversed plays). When the plays are over the progress is 1:
///    the view shows its new state, as in SwiftUI. `repeatForever` plays one cycle (forward, and back
///    with `autoreverses`): an animation written to a file has an end.
extension Animation {
    /// The progress, 0 at the start and 1 at the end; a spring may go past 1 in between.
    public func progress(at time: Double) -> Double {
        guard time > delay else { return 0 }
        guard speed > 0, speed.isFinite else { return 1 }
        let elapsed = (time - delay) * speed
        let plays = playCount
        guard plays > 1 else { return playProgress(at: elapsed) }
        let length = playLength
        guard length > 0, length.isFinite else { return 1 }
        let index = Int((elapsed / length).rounded(.down))
        guard index < plays else { return 1 }
        let within = elapsed - Double(index) * length
        return autoreverses && index % 2 == 1 ? 1 - playProgress(at: within) : playProgress(at: within)
    }

    /// The number of times the curve plays: `repeatCount`, or one cycle of a `repeatForever`.
    var playCount: Int { repeatsForever ? (autoreverses ? 2 : 1) : max(repeatCount, 1) }

    /// The curve time one play takes: the duration, or a spring's settling time.
    var playLength: Double {
        switch curve {
        case .spring(let response, let dampingFraction):
            SpringCurve(response: response, dampingFraction: dampingFraction).settlingTime
        case .linear, .easeIn, .easeOut, .easeInOut, .timingCurve:
            duration.isFinite ? max(duration, 0) : 0
        }
    }

    /// The progress of one play `elapsed` seconds of curve time into it (rules 3 and 4).
    private func playProgress(at elapsed: Double) -> Double {
        switch curve {
        case .spring(let response, let dampingFraction):
            return SpringCurve(response: response, dampingFraction: dampingFraction).value(at: elapsed)
        case .linear, .easeIn, .easeOut, .easeInOut, .timingCurve:
            guard duration > 0, duration.isFinite else { return 1 }
            let x = elapsed / duration
            guard x < 1 else { return 1 }
            return bezier.map { $0.value(at: x) } ?? x
        }
    }

    /// Seconds from the change to the end of the animation: the delay plus the curve's duration (a
    /// spring's settling time) times the plays (rule 5), divided by the speed.
    public var totalDuration: Double {
        guard speed > 0, speed.isFinite else { return max(delay, 0) }
        return max(delay, 0) + playLength * Double(playCount) / speed
    }

    /// The Bézier of a timing curve; nil for linear and spring curves.
    var bezier: CubicBezierCurve? {
        switch curve {
        case .linear, .spring: nil
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .timingCurve(let p1x, let p1y, let p2x, let p2y): CubicBezierCurve(p1x, p1y, p2x, p2y)
        }
    }
}
