import EaselCore
import Foundation

/// The appearance a trait collection describes (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits a dynamic colour is resolved for (UIKit's `UITraitCollection`, the one trait colours read).
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// A colour as UIKit's `UIColor`, for view files that use UIKit's colours as values:
/// `Color(.secondarySystemBackground)`, `Color(uiColor: .label)`, `UIColor.systemBlue`.
///
/// Rules: the system colours have iOS 17's light and dark values (`SystemColors`; the named ones, `.red`
/// … `.brown`, are UIKit's fixed colours, pure red for `.red`, not `systemRed`), and resolve in the
/// colour scheme of the view that draws them, as a `Color` made from them does on iOS.
/// `UIColor(dynamicProvider:)` asks its provider for the light and the dark colour. `UIColor(named:)`
/// is the colour set of the asset catalogs, as `Color(_:bundle:)` reads it when drawn (clear when no
/// catalog has it; iOS would return nil, which code force-unwraps). `#colorLiteral(red:green:blue:alpha:)`
/// makes a `UIColor`, as with UIKit imported.
public final class UIColor: Hashable, Sendable {
    /// The colour as SwiftUI draws it.
    let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: white, opacity: alpha) }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }

    /// A UIKit colour from a SwiftUI colour (iOS 14's `UIColor(_:)`).
    public convenience init(_ color: Color) { self.init(color: color) }

    private init(color: Color) { self.color = color }

    /// A colour whose value depends on the appearance: the provider is asked for the light and the dark one.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(color: SystemColors.dynamic(light: light.color, dark: dark.color))
    }

    /// The colour set `name` of the asset catalogs (`Color(_:bundle:)`), resolved when drawn.
    public convenience init?(named name: String) { self.init(color: Color(name)) }

    /// The colour set `name` of the asset catalogs (`Color(_:bundle:)`); the bundle and traits are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(color: Color(name))
    }

    /// This colour with `alpha` as its opacity (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func replacingAlpha(in scheme: ColorScheme) -> Color {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let rgba = color.resolve(in: environment)
            return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: alpha)
        }
        return UIColor(color: SystemColors.dynamic(light: replacingAlpha(in: .light), dark: replacingAlpha(in: .dark)))
    }

    /// This colour in `traitCollection`'s appearance, fixed.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        let rgba = color.resolve(in: environment)
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// A name of the colour for accessibility (UIKit's `accessibilityName`, "a localized description of the
    /// color"): English words such as "blue", "dark red", "vibrant yellow green". UIKit's own naming is
    /// undocumented; Easel's is estimated, from the light-appearance value's HSL.
    ///
    /// Rule: alpha 0 is "clear". Saturation under 0.12 is a grey: lightness under 0.1 "black", over 0.93
    /// "white", under 0.35 "dark gray", over 0.7 "light gray", else "gray". Otherwise a hue name by degrees
    /// (red below 15 and from 345, orange to 45, yellow to 65, yellow green to 90, green to 150, cyan to 190,
    /// blue to 250, purple to 290, magenta to 335, pink to 345), after one word: "dark" for lightness under
    /// 0.3, "light" over 0.75, else "vibrant" for saturation 0.9 or more with lightness over 0.55, "pale"
    /// for saturation under 0.35, else none.
    public var accessibilityName: String {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let rgba = color.resolve(in: environment)
        if rgba.alpha <= 0 { return "clear" }
        let (r, g, b) = (min(max(rgba.red, 0), 1), min(max(rgba.green, 0), 1), min(max(rgba.blue, 0), 1))
        let (high, low) = (max(r, g, b), min(r, g, b))
        let chroma = high - low, lightness = (high + low) / 2
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        if saturation < 0.12 {
            return lightness < 0.1 ? "black" : lightness > 0.93 ? "white" : lightness < 0.35 ? "dark gray" : lightness > 0.7 ? "light gray" : "gray"
        }
        let sector: Double = high == r ? (g - b) / chroma : high == g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
        let hue = (sector * 60).truncatingRemainder(dividingBy: 360) + (sector < 0 ? 360 : 0)
        let hues: [(below: Double, name: String)] = [(15, "red"), (45, "orange"), (65, "yellow"), (90, "yellow green"), (150, "green"),
                                                     (190, "cyan"), (250, "blue"), (290, "purple"), (335, "magenta"), (345, "pink"), (361, "red")]
        let name = hues.first { hue < $0.below }?.name ?? "red"
        let qualifier = lightness < 0.3 ? "dark " : lightness > 0.75 ? "light " : saturation >= 0.9 && lightness > 0.55 ? "vibrant "
            : saturation < 0.35 ? "pale " : ""
        return qualifier + name
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // Label colours.
    public static let label = UIColor(color: SystemColors.label)
    public static let secondaryLabel = UIColor(color: SystemColors.secondaryLabel)
    public static let tertiaryLabel = UIColor(color: SystemColors.tertiaryLabel)
    public static let quaternaryLabel = UIColor(color: SystemColors.quaternaryLabel)
    public static let placeholderText = UIColor(color: SystemColors.placeholderText)
    public static let link = UIColor(color: SystemColors.link)
    /// The tint of the view that draws it (the accent colour unless tinted).
    public static let tintColor = UIColor(color: Color.accentColor)

    // Backgrounds.
    public static let systemBackground = UIColor(color: SystemColors.systemBackground)
    public static let secondarySystemBackground = UIColor(color: SystemColors.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(color: SystemColors.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(color: SystemColors.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(color: SystemColors.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(color: SystemColors.tertiarySystemGroupedBackground)

    // Fills.
    public static let systemFill = UIColor(color: SystemColors.systemFill)
    public static let secondarySystemFill = UIColor(color: SystemColors.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(color: SystemColors.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(color: SystemColors.quaternarySystemFill)

    // Separators.
    public static let separator = UIColor(color: SystemColors.separator)
    public static let opaqueSeparator = UIColor(color: SystemColors.opaqueSeparator)

    // System colours: SwiftUI's `Color.red` … are these.
    public static let systemRed = UIColor(color: .red)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemGreen = UIColor(color: .green)
    public static let systemMint = UIColor(color: .mint)
    public static let systemTeal = UIColor(color: .teal)
    public static let systemCyan = UIColor(color: .cyan)
    public static let systemBlue = UIColor(color: .blue)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemPink = UIColor(color: .pink)
    public static let systemBrown = UIColor(color: .brown)
    public static let systemGray = UIColor(color: SystemColors.systemGray)
    public static let systemGray2 = UIColor(color: SystemColors.systemGray2)
    public static let systemGray3 = UIColor(color: SystemColors.systemGray3)
    public static let systemGray4 = UIColor(color: SystemColors.systemGray4)
    public static let systemGray5 = UIColor(color: SystemColors.systemGray5)
    public static let systemGray6 = UIColor(color: SystemColors.systemGray6)

    // UIKit's fixed colours, the same in both appearances (UIColor's documented components).
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as UIKit's.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type `#colorLiteral(…)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// The SwiftUI colour of a UIKit colour (iOS 15's `Color(uiColor:)`): the same values, light and dark.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The SwiftUI colour of a UIKit colour (`Color(.secondarySystemBackground)`).
    public init(_ color: UIColor) { self = color.color }
}
