import Foundation

/// How a view's content (a `Text`'s string) changes when an animation changes it, with SwiftUI's names.
///
/// Easel's animations (`EaselAnimation`) follow it for text whose string changes:
/// - `.opacity` (the default) and `.interpolate`: the old text fades out as the new one fades in;
/// - `.numericText(…)`: when both strings are a number with the same text around it, the number counts
///   through the integers in between; otherwise it cross-fades;
/// - `.identity`: the text changes at the end of the animation, without a fade.
public struct ContentTransition: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
    }

    let storage: Storage

    /// Changes the content without animating it.
    public static let identity = ContentTransition(storage: .identity)
    /// Cross-fades the old and the new content.
    public static let opacity = ContentTransition(storage: .opacity)
    /// Interpolates the content where it can; Easel cross-fades it.
    public static let interpolate = ContentTransition(storage: .interpolate)

    /// Counts a number through the values between the old and the new one. `countsDown` is SwiftUI's hint
    /// for the direction digits roll in; counting goes from the old value to the new one either way.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(storage: .numericText(countsDown: countsDown))
    }

    /// Counts a number through the values between the old and the new one.
    public static func numericText(value: Double) -> ContentTransition { numericText(countsDown: false) }

    /// Whether changed numbers count through the values in between.
    public var isNumericText: Bool {
        if case .numericText = storage { return true }
        return false
    }

    /// Whether changed content jumps instead of fading.
    public var isIdentity: Bool { storage == .identity }
}

nonisolated extension View {
    /// Sets how the content of text in this view changes when an animation changes it.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
