import Foundation

// The accessibility settings SwiftUI reads from the device, as environment values. A render stands for a
// device with the settings off (iOS's defaults), so each is false; they are read-only, as in SwiftUI
// (Easel's own tests set them through the internal setters).

struct AccessibilityReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the user asked for less motion (Settings › Accessibility › Motion): false.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency: false.
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown without colour alone: false.
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colours are inverted: false.
    public internal(set) var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Whether buttons show their shapes: false.
    public internal(set) var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is running: false.
    public internal(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }
}
