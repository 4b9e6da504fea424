import Foundation

/// UIKit's system colours with their light and dark values (iOS 17, as Apple's Human Interface Guidelines
/// and `UIColor`'s documentation give them), for `UIColor` in the `SwiftUI` module. The values Easel's
/// own drawing already used are those very colours (`Color.red` … is `systemRed` …).
package enum SystemColors {
    private static func adaptive(_ light: UInt32, _ lightAlpha: Double = 1, _ dark: UInt32, _ darkAlpha: Double = 1) -> Color {
        Color(.adaptive(light: RGBA(hex: light, alpha: lightAlpha), dark: RGBA(hex: dark, alpha: darkAlpha)))
    }

    /// A colour that is the same in both schemes, from its 0…1 components (UIColor's fixed colours).
    package static func fixed(red: Double, green: Double, blue: Double, alpha: Double = 1) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// `light` in the light scheme and `dark` in the dark one (UIColor's dynamic colours), each resolved
    /// in its scheme.
    package static func dynamic(light: Color, dark: Color) -> Color {
        var lightEnvironment = EnvironmentValues(), darkEnvironment = EnvironmentValues()
        (lightEnvironment.colorScheme, darkEnvironment.colorScheme) = (.light, .dark)
        return Color(.adaptive(light: light.resolve(in: lightEnvironment), dark: dark.resolve(in: darkEnvironment)))
    }

    // Labels: black / white, then #3C3C43 / #EBEBF5 at 60 %, 30 %, 18 % (dark 16 %).
    package static let label = Color.primary
    package static let secondaryLabel = Color.secondary
    package static let tertiaryLabel = Color.tertiaryLabel
    package static let quaternaryLabel = adaptive(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    package static let placeholderText = ControlPalette.placeholderText
    package static let link = adaptive(0x007AFF, 1, 0x0984FF, 1)

    // Backgrounds.
    package static let systemBackground = BackgroundStyle.systemBackground
    package static let secondarySystemBackground = adaptive(0xF2F2F7, 1, 0x1C1C1E, 1)
    package static let tertiarySystemBackground = adaptive(0xFFFFFF, 1, 0x2C2C2E, 1)
    package static let systemGroupedBackground = adaptive(0xF2F2F7, 1, 0x000000, 1)
    package static let secondarySystemGroupedBackground = adaptive(0xFFFFFF, 1, 0x1C1C1E, 1)
    package static let tertiarySystemGroupedBackground = adaptive(0xF2F2F7, 1, 0x2C2C2E, 1)

    // Fills: #787880 at 20 % / 36 %, 16 % / 32 %; #767680 at 12 % / 24 %; #747480 at 8 %, #767680 at 18 %.
    package static let systemFill = ControlPalette.systemFill
    package static let secondarySystemFill = adaptive(0x787880, 0.16, 0x787880, 0.32)
    package static let tertiarySystemFill = Color.tertiarySystemFill
    package static let quaternarySystemFill = adaptive(0x747480, 0.08, 0x767680, 0.18)

    // Separators.
    package static let separator = ListMetrics.separator
    package static let opaqueSeparator = adaptive(0xC6C6C8, 1, 0x38383A, 1)

    // Greys: systemGray is #8E8E93 in both schemes; 2–6 lighten (light) or darken (dark).
    package static let systemGray = Color.gray
    package static let systemGray2 = adaptive(0xAEAEB2, 1, 0x636366, 1)
    package static let systemGray3 = adaptive(0xC7C7CC, 1, 0x48484A, 1)
    package static let systemGray4 = adaptive(0xD1D1D6, 1, 0x3A3A3C, 1)
    package static let systemGray5 = adaptive(0xE5E5EA, 1, 0x2C2C2E, 1)
    package static let systemGray6 = adaptive(0xF2F2F7, 1, 0x1C1C1E, 1)
}
