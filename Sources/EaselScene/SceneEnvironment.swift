import Easel
import Foundation

/// The environment a scene is rendered in — the scene's `"environment"`, and the `environment`
/// modifier's overrides. A value left nil keeps what the view inherits (at the top: SwiftUI's defaults,
/// large Dynamic Type, light, left-to-right, body font).
///
/// Keys: `"dynamicTypeSize"` (`xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`),
/// `"colorScheme"` (`light`, `dark`), `"layoutDirection"` (`ltr`/`leftToRight`, `rtl`/`rightToLeft`)
/// and `"font"` (see `FontValue`).
public struct SceneEnvironment {
    public var dynamicTypeSize: DynamicTypeSize?
    public var colorScheme: ColorScheme?
    public var layoutDirection: LayoutDirection?
    public var font: Font?

    public init(dynamicTypeSize: DynamicTypeSize? = nil, colorScheme: ColorScheme? = nil,
                layoutDirection: LayoutDirection? = nil, font: Font? = nil) {
        (self.dynamicTypeSize, self.colorScheme, self.layoutDirection, self.font) = (dynamicTypeSize, colorScheme, layoutDirection, font)
    }

    /// The names of Dynamic Type sizes, as SwiftUI spells the cases.
    public static let dynamicTypeSizeNames: KeyValuePairs<String, DynamicTypeSize> = [
        "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
        "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
        "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
        "accessibility5": .accessibility5,
    ]

    public static let colorSchemeNames: KeyValuePairs<String, ColorScheme> = ["light": .light, "dark": .dark]

    /// Short names first (the command line's), then SwiftUI's case names.
    public static let layoutDirectionNames: KeyValuePairs<String, LayoutDirection> = [
        "ltr": .leftToRight, "rtl": .rightToLeft, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
    ]

    static let keys = ["dynamicTypeSize", "colorScheme", "layoutDirection", "font"]

    static func decode(_ node: JSONNode, noun: String) throws -> SceneEnvironment {
        let object = try node.object(noun, allowedKeys: keys)
        return SceneEnvironment(dynamicTypeSize: try object["dynamicTypeSize"]?.name(among: dynamicTypeSizeNames),
                                colorScheme: try object["colorScheme"]?.name(among: colorSchemeNames),
                                layoutDirection: try object["layoutDirection"]?.name(among: layoutDirectionNames),
                                font: try object["font"].map(FontValue.decode))
    }

    /// Sets the values that are not nil.
    public func apply(to environment: inout EnvironmentValues) {
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        if let colorScheme { environment.colorScheme = colorScheme }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let font { environment.font = font }
    }

    /// The values of `overrides` that are set, over these.
    public func merging(_ overrides: SceneEnvironment) -> SceneEnvironment {
        SceneEnvironment(dynamicTypeSize: overrides.dynamicTypeSize ?? dynamicTypeSize, colorScheme: overrides.colorScheme ?? colorScheme,
                         layoutDirection: overrides.layoutDirection ?? layoutDirection, font: overrides.font ?? font)
    }
}
