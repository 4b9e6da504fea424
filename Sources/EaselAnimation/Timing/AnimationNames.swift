import EaselCore
import Foundation

extension Animation {
    /// The names `init?(named:duration:)` knows: SwiftUI's.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "default", "smooth", "snappy", "bouncy"]

    /// The animation SwiftUI calls `name` (as in `--curve easeInOut`), or nil for an unknown name.
    ///
    /// `duration`, when given, is the Bézier curves' duration (default 0.35 s) and the springs'
    /// response (their perceptual duration); without it each keeps SwiftUI's default: `spring` is
    /// response 0.5 s with damping 0.825, `default` a critically damped spring of 0.55 s, `smooth`,
    /// `snappy` and `bouncy` springs of 0.5 s with bounce 0, 0.15 and 0.3.
    public init?(named name: String, duration: Double? = nil) {
        switch name {
        case "linear": self = .linear(duration: duration ?? 0.35)
        case "easeIn": self = .easeIn(duration: duration ?? 0.35)
        case "easeOut": self = .easeOut(duration: duration ?? 0.35)
        case "easeInOut": self = .easeInOut(duration: duration ?? 0.35)
        case "spring": self = .spring(response: duration ?? 0.5, dampingFraction: 0.825)
        case "default": self = .spring(response: duration ?? 0.55, dampingFraction: 1)
        case "smooth": self = .spring(duration: duration ?? 0.5, bounce: 0)
        case "snappy": self = .spring(duration: duration ?? 0.5, bounce: 0.15)
        case "bouncy": self = .spring(duration: duration ?? 0.5, bounce: 0.3)
        default: return nil
        }
    }
}
