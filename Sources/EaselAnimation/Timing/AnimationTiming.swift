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
extension Animation {
    /// The progress, 0 at the start and 1 at the end; a spring may go past 1 in between.
    public func progress(at time: Double) -> Double {
        guard time > delay else { return 0 }
        guard speed > 0, speed.isFinite else { return 1 }
        let elapsed = (time - delay) * speed
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
    /// spring's settling time) divided by the speed.
    public var totalDuration: Double {
        guard speed > 0, speed.isFinite else { return max(delay, 0) }
        let length: Double
        switch curve {
        case .spring(let response, let dampingFraction):
            length = SpringCurve(response: response, dampingFraction: dampingFraction).settlingTime
        case .linear, .easeIn, .easeOut, .easeInOut, .timingCurve:
            length = duration.isFinite ? max(duration, 0) : 0
        }
        return max(delay, 0) + length / speed
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
