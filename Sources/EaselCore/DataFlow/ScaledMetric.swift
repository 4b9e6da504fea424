import Foundation

/// A dimension that scales with Dynamic Type, as SwiftUI's `@ScaledMetric` does:
/// `@ScaledMetric(relativeTo: .body) var iconSize = 24`.
///
/// Rule (UIKit's `UIFontMetrics.scaledValue(for:)`, which SwiftUI's `ScaledMetric` uses): the value is
/// multiplied by the ratio of the text style's point size at the view's Dynamic Type size to its point
/// size at the default size, `.large` — 24 relative to `.body` (17 pt at `.large`) is 24 at `.large`,
/// 24 × 23 / 17 ≈ 32.47 at `.xxxLarge` and 24 × 53 / 17 ≈ 74.82 at `.accessibility5`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        (baseValue, self.textStyle) = (wrappedValue, textStyle)
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the Dynamic Type size of the view whose body reads it.
    public var wrappedValue: Value {
        scaled(for: EnvironmentValues.current.values.dynamicTypeSize)
    }

    func scaled(for size: DynamicTypeSize) -> Value {
        let sizes = textStyle.pointSizes
        return baseValue * Value(sizes[size.rawValue] / sizes[DynamicTypeSize.large.rawValue])
    }
}
