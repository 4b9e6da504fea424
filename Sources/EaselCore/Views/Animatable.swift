import Foundation

/// A value that can be interpolated: added, subtracted and scaled (SwiftUI's `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with none (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose values SwiftUI interpolates through `animatableData` while it animates (SwiftUI's
/// `Animatable`; `Shape` is one).
///
/// A still draws the value the view holds, the end state. `EaselAnimation` interpolates the drawn
/// display lists (geometry, colours, opacities) between two states, not `animatableData`: a shape whose
/// path depends on its animatable data in ways its end states do not show (a trimmed arc's length) moves
/// between its two drawings instead.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier whose `animatableData` animates (SwiftUI's `AnimatableModifier`, deprecated for
/// `Animatable` on a `ViewModifier`). Drawn as any modifier: a still applies it with its values.
nonisolated public protocol AnimatableModifier: Animatable, ViewModifier {}

// The values SwiftUI declares animatable, which keyframe tracks animate (`KeyframeTrack`).
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
