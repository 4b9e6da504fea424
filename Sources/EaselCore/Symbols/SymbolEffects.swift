import Foundation

// SF Symbols' animated effects (iOS 17's `symbolEffect(_:options:isActive:)` and
// `symbolEffect(_:options:value:)`, the Symbols framework's effect types, and iOS 18's wiggle, breathe and
// rotate). Every effect is motion: it plays over time and leaves the symbol as it was, so a still draws
// the symbol unchanged and the effects are accepted and ignored (docs/swiftui-compatibility.md). The
// effect types carry no state: their chained variants (`.bounce.up.byLayer`) are the same value.

/// An animated effect of a symbol image (the Symbols framework's `SymbolEffect`).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once for each change of a value (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`transition(.symbolEffect(…))`).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(…))`).
public protocol ContentTransitionSymbolEffect {}

/// The variants every effect type offers: per layer or for the whole symbol, and the directions.
public protocol _SymbolEffectVariants: SymbolEffect {
    init()
}

extension _SymbolEffectVariants {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var up: Self { self }
    public var down: Self { self }
}

public struct BounceSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct PulseSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct ScaleSymbolEffect: _SymbolEffectVariants, IndefiniteSymbolEffect { public init() {} }
public struct AppearSymbolEffect: _SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect { public init() {} }
public struct DisappearSymbolEffect: _SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect { public init() {} }
public struct BreatheSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public init() {}
    public var plain: Self { self }
    public var pulse: Self { self }
}
public struct RotateSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public init() {}
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct WiggleSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public init() {}
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public func custom(angle: Angle) -> Self { self }
}
public struct VariableColorSymbolEffect: _SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public init() {}
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct ReplaceSymbolEffect: _SymbolEffectVariants, ContentTransitionSymbolEffect {
    public init() {}
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }

/// How an effect plays: repeats and speed (the Symbols framework's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (iOS 18's `SymbolEffectOptions.RepeatBehavior`).
    public struct RepeatBehavior: Hashable, Sendable {
        public static let continuous = RepeatBehavior()
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
        public static func continuous(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    }

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }

    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

nonisolated extension View {
    /// Plays `effect` on the symbols in this view while `isActive`; a still draws them unchanged.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View { self }

    /// Plays `effect` on the symbols in this view each time `value` changes; a still draws them unchanged.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View { self }

    /// Removes the symbol effects of this view; a still has none to remove.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces a symbol with another through `effect` (iOS 17); a still shows the new symbol.
    public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .identity
    }

    /// The system's symbol replacement (iOS 17); a still shows the new symbol.
    public static var symbolEffect: ContentTransition { .identity }
}
