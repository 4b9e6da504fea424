import Foundation

/// How a change animates, with SwiftUI's curve names and parameters.
public struct Animation: Hashable, Sendable {
    /// The timing curve.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double)
    }

    public var curve: Curve
    public var duration: Double
    public var speed: Double = 1
    public var delay: Double = 0

    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }
    public static let spring = Animation.spring()

    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed = speed; return copy }
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }
}

extension View {
    /// Animates changes to this view when `value` changes. A render is a snapshot, so the layout is the
    /// final state's; animated transitions between states come from Easel's animation module.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modified(by: TraitModifier { $0.animation = animation })
    }
}
