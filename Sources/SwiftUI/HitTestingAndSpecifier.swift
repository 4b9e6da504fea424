import Foundation
import Easel

// SwiftUI API that chart views use around their charts, found missing by compiling open-source chart code
// (kept in this module, beside the other API that Easel's core does not declare).

extension View {
    /// Whether the view takes part in hit testing (SwiftUI's `allowsHitTesting(_:)`): a still picture
    /// has no touches, so the view draws as it is.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

extension LocalizedStringKey.StringInterpolation {
    /// A number written with a printf-style specifier, `"\(value, specifier: "%.1f")"` (SwiftUI's).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendInterpolation(String(format: specifier, value))
    }
}

extension Alignment {
    /// The last line's baseline at each edge (SwiftUI's, beside Easel's first-baseline alignments).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A tap that reports where it landed (SwiftUI's `SpatialTapGesture`): accepted and type-checked, never
/// performed, as Easel's other gestures.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { (self.count, self.coordinateSpace) = (count, coordinateSpace) }
}
