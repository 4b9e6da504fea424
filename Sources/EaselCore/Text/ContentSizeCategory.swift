import Foundation

/// The older name of the Dynamic Type sizes (SwiftUI's `ContentSizeCategory`, deprecated in iOS 15 for
/// `DynamicTypeSize`): the same twelve sizes, case for case.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The Dynamic Type size of this category.
    public init(_ size: DynamicTypeSize) { self = ContentSizeCategory(rawValue: size.rawValue) ?? .large }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ category: ContentSizeCategory) { self = DynamicTypeSize(rawValue: category.rawValue) ?? .large }
}

extension EnvironmentValues {
    /// The Dynamic Type size by its older name (`\.sizeCategory`, deprecated in iOS 15): reads and writes
    /// `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
