import EaselCore

extension ImageRenderer {
    /// The accessibility properties (label, value, hint, identifier, traits, hidden) of every view with an
    /// `.id(…)` that has any, keyed like `layoutFrames()`: what VoiceOver would read for each, for tests to
    /// assert. See `AccessibilityProperties` for the rules.
    public func layoutAccessibility() -> [String: AccessibilityProperties] { layout().accessibility }
}
