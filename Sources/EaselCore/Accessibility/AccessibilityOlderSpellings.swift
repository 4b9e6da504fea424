import Foundation

/// The accessibility modifiers as SwiftUI spelled them before iOS 14 (`accessibility(label:)` …),
/// deprecated and still common in view files. Each is the modifier that replaced it, with the same rule:
/// the modifier nearest the view wins for one value, traits add up in order
/// (`AccessibilityModifiers.swift`).
nonisolated extension View {
    /// `accessibilityLabel(_:)`'s older spelling.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// `accessibilityValue(_:)`'s older spelling.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// `accessibilityHint(_:)`'s older spelling.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// `accessibilityHidden(_:)`'s older spelling.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// `accessibilityIdentifier(_:)`'s older spelling.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// `accessibilityAddTraits(_:)`'s older spelling.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// `accessibilityRemoveTraits(_:)`'s older spelling.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// `accessibilitySortPriority(_:)`'s older spelling.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
