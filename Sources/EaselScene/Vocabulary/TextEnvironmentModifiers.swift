import Easel
import Foundation

/// Modifiers of text and of the environment.
///
/// On a `Text` with only these text modifiers before them, `font`, `fontWeight`, `bold`, `italic`,
/// `monospacedDigit`, `foregroundStyle` and `foregroundColor` are `Text`'s own methods, as in SwiftUI;
/// on other views `font`, `foregroundStyle` and `foregroundColor` set the environment for the view's
/// text and shapes, while `fontWeight`, `bold`, `italic` and `monospacedDigit` exist for `Text` only
/// (give a container's weight in its font: `{"font": {"style": "body", "weight": "bold"}}`).
///
/// Arguments:
/// - `font`: a font (`FontValue`). `fontWeight`: a weight name (`ultraLight` … `black`).
/// - `bold`, `italic`, `monospacedDigit`: true or false.
/// - `foregroundStyle`, `foregroundColor`, `tint`: a color.
/// - `lineLimit`: an integer from 1 to 10000, or null for no limit.
/// - `multilineTextAlignment`: `leading`, `center`, `trailing`.
/// - `dynamicTypeSize`: a Dynamic Type size name.
/// - `environment`: `{"colorScheme", "layoutDirection", "dynamicTypeSize", "font"}` (any of them), as
///   the scene's environment (`SceneEnvironment`).
enum TextEnvironmentModifiers {
    static let textOnlyNames = ["fontWeight", "bold", "italic", "monospacedDigit"]

    /// `"foregroundStyle": [primary, secondary]` or `[primary, secondary, tertiary]`: the levels of
    /// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` (a palette symbol's layers).
    private static func leveledForegroundStyle(_ argument: JSONNode, _ view: AnyView) throws -> AnyView {
        let styles = try argument.array(of: "a style, or an array of two or three styles").map { try StyleValue.decode($0).shapeStyle }
        switch styles.count {
        case 2: return AnyView(view.foregroundStyle(styles[0], styles[1]))
        case 3: return AnyView(view.foregroundStyle(styles[0], styles[1], styles[2]))
        default: throw argument.mismatch("an array of two or three styles (primary, secondary, tertiary)")
        }
    }

    static let all: [String: ModifierType] = [
        "font": ModifierType { argument, view, _ in
            let font = try FontValue.decode(argument)
            return textOrView(view, text: { $0.font(font) }, other: { $0.font(font) })
        },
        "foregroundStyle": ModifierType { argument, view, _ in
            if case .array = argument.value { return .other(try leveledForegroundStyle(argument, view.erased)) }
            let style = try StyleValue.decode(argument).shapeStyle
            return textOrView(view, text: { $0.foregroundStyle(style) }, other: { $0.foregroundStyle(style) })
        },
        "symbolRenderingMode": .wrapping { argument, view in
            view.symbolRenderingMode(try argument.name(among: [
                "monochrome": .monochrome, "hierarchical": .hierarchical, "palette": .palette, "multicolor": .multicolor,
            ] as KeyValuePairs<String, SymbolRenderingMode>))
        },
        "foregroundColor": ModifierType { argument, view, _ in
            let color = try ColorValue.decode(argument)
            return textOrView(view, text: { $0.foregroundColor(color) }, other: { $0.foregroundColor(color) })
        },
        "fontWeight": textOnly("fontWeight") { argument, text in text.fontWeight(try argument.name(among: FontValue.weights)) },
        "bold": textOnly("bold") { argument, text in try argument.bool() ? text.bold() : text },
        "italic": textOnly("italic") { argument, text in try argument.bool() ? text.italic() : text },
        "monospacedDigit": textOnly("monospacedDigit") { argument, text in try argument.bool() ? text.monospacedDigit() : text },
        "lineLimit": .wrapping { argument, view in
            if argument.value == .null { return view.lineLimit(nil) }
            return view.lineLimit(try argument.integer(in: 1...10_000))
        },
        "multilineTextAlignment": .wrapping { argument, view in
            view.multilineTextAlignment(try argument.name(among: ["leading": .leading, "center": .center, "trailing": .trailing]))
        },
        "tint": .wrapping { argument, view in
            switch try StyleValue.decode(argument) {
            case .color(let color): AnyView(view.tint(color))
            case .style(let style): AnyView(view.tint(style))
            }
        },
        "dynamicTypeSize": .wrapping { argument, view in
            view.dynamicTypeSize(try argument.name(among: SceneEnvironment.dynamicTypeSizeNames))
        },
        "environment": ModifierType { argument, view, _ in
            .other(environment(view.erased, try SceneEnvironment.decode(argument, noun: "key of environment")))
        },
    ]

    /// `text` applied to a view that is still a `Text`, else `other`.
    private static func textOrView<V: View>(_ view: DecodedView, text: (Text) -> Text, other: (AnyView) -> V) -> DecodedView {
        if case .text(let content) = view { return .text(text(content)) }
        return .other(AnyView(other(view.erased)))
    }

    /// A modifier of `Text` alone; on another view it is an error saying why.
    private static func textOnly(_ name: String, _ modify: @escaping @Sendable (JSONNode, Text) throws -> Text) -> ModifierType {
        ModifierType { argument, view, _ in
            guard case .text(let text) = view else {
                let others = ["font", "foregroundStyle", "foregroundColor"] + textOnlyNames
                throw argument.error("\(name) applies to a Text before any modifier but \(others.joined(separator: ", ")); "
                                     + "for other views give the weight or style in font, e.g. {\"font\": {\"style\": \"body\", \"weight\": \"bold\"}}")
            }
            return .text(try modify(argument, text))
        }
    }

    /// The values `overrides` sets, set on `view`'s environment.
    private static func environment(_ view: AnyView, _ overrides: SceneEnvironment) -> AnyView {
        var view = view
        if let size = overrides.dynamicTypeSize { view = AnyView(view.environment(\.dynamicTypeSize, size)) }
        if let scheme = overrides.colorScheme { view = AnyView(view.environment(\.colorScheme, scheme)) }
        if let direction = overrides.layoutDirection { view = AnyView(view.environment(\.layoutDirection, direction)) }
        if let font = overrides.font { view = AnyView(view.font(font)) }
        return view
    }
}
