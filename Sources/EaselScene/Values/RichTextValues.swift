import Easel
import Foundation

/// Rich text in a scene: a `Text`'s runs and Markdown, and the text modifiers of SwiftUI's rich text.
///
/// A `Text`'s `"text"` is a string, or an array of runs concatenated into one paragraph (`Text + Text`).
/// A run is a string, or an object with `"text"` (a string) or `"systemName"` (a symbol drawn inline,
/// `Text(Image(systemName:))`), one of the two required, and any of the run modifiers below, applied to
/// that run alone. `"markdown": true` renders a string's inline Markdown as a string
/// literal does in SwiftUI (default false: a scene's string is shown as it is, as `Text(verbatim:)`).
///
/// Run modifiers (also modifiers of a `Text`, or of any view, for the text inside it):
/// - `kerning`, `tracking`, `baselineOffset`: a length in points (may be negative).
/// - `underline`, `strikethrough`: true or false, or `{"pattern": "solid" | "dot" | "dash" | "dashDot" |
///   "dashDotDot", "color": a color}` (either key optional).
/// - `fontDesign`: `default`, `serif`, `rounded`, `monospaced`. `monospaced`: true or false.
/// - `fontWidth`: `compressed`, `condensed`, `standard`, `expanded`.
/// - In a run object also: `font`, `fontWeight`, `bold`, `italic`, `monospacedDigit`,
///   `foregroundColor` (as the `Text` modifiers of those names).
///
/// View modifiers: `textCase` (`uppercase`, `lowercase` or null), `truncationMode` (`head`, `middle`,
/// `tail`), `lineSpacing` (a length), `minimumScaleFactor` (0 to 1), `allowsTightening` (true or false),
/// `textSelection` (`enabled` or `disabled`; ignored in a still image).
enum RichTextValues {
    static let runKeys = ["text", "systemName", "font", "fontWeight", "bold", "italic", "monospacedDigit", "foregroundColor"]
        + Array(runModifiers.keys)

    /// The `Text` of a `Text` view's `"text"` and `"markdown"`.
    static func text(_ view: ViewProperties) throws -> Text {
        let node = try view.required("text", "a string")
        let markdown = try view["markdown"]?.bool() ?? false
        if case .array = node.value {
            if let flag = view["markdown"], markdown { throw flag.error("\"markdown\" applies to a string \"text\", not to runs") }
            let runs = try node.array(of: "a string or an array of runs").map(run)
            guard let first = runs.first else { throw node.error("an array of runs needs at least one run") }
            return runs.dropFirst().reduce(first, +)
        }
        let string = try node.string()
        return markdown ? Text(LocalizedStringKey(string)) : Text(verbatim: string)
    }

    private static func run(_ node: JSONNode) throws -> Text {
        if case .string(let string) = node.value { return Text(verbatim: string) }
        let object = try node.object("key of a text run", allowedKeys: runKeys, expected: "a string or a run object")
        try object.exclusive(["text"], ["systemName"])
        var text = if let symbol = object["systemName"] {
            Text(Image(systemName: try symbol.string()))
        } else {
            Text(verbatim: try object.required("text", "a string, or \"systemName\" for a symbol").string())
        }
        if let font = object["font"] { text = text.font(try FontValue.decode(font)) }
        if let weight = object["fontWeight"] { text = text.fontWeight(try weight.name(among: FontValue.weights)) }
        if let bold = object["bold"] { text = text.bold(try bold.bool()) }
        if let italic = object["italic"] { text = text.italic(try italic.bool()) }
        if let digits = object["monospacedDigit"], try digits.bool() { text = text.monospacedDigit() }
        if let color = object["foregroundColor"] { text = text.foregroundColor(try ColorValue.decode(color)) }
        for (key, modify) in runModifiers.sorted(by: { $0.key < $1.key }) {
            if let argument = object[key] { text = try modify.text(argument, text) }
        }
        return text
    }

    /// A modifier of both `Text` (a `Text` method) and other views (for the text inside them).
    struct RunModifier: Sendable {
        let text: @Sendable (JSONNode, Text) throws -> Text
        let view: @Sendable (JSONNode, AnyView) throws -> AnyView
    }

    static let runModifiers: [String: RunModifier] = [
        "kerning": RunModifier(text: { try $1.kerning($0.signedLength()) }, view: { AnyView($1.kerning(try $0.signedLength())) }),
        "tracking": RunModifier(text: { try $1.tracking($0.signedLength()) }, view: { AnyView($1.tracking(try $0.signedLength())) }),
        "baselineOffset": RunModifier(text: { try $1.baselineOffset($0.signedLength()) },
                                      view: { AnyView($1.baselineOffset(try $0.signedLength())) }),
        "fontDesign": RunModifier(text: { try $1.fontDesign($0.name(among: FontValue.designs)) },
                                  view: { AnyView($1.fontDesign(try $0.name(among: FontValue.designs))) }),
        "monospaced": RunModifier(text: { try $1.monospaced($0.bool()) }, view: { AnyView($1.monospaced(try $0.bool())) }),
        "fontWidth": RunModifier(text: { try $1.fontWidth($0.name(among: FontValue.widths)) },
                                 view: { AnyView($1.fontWidth(try $0.name(among: FontValue.widths))) }),
        "underline": RunModifier(text: { argument, text in
            let line = try lineStyle(argument)
            return text.underline(line != nil, pattern: line?.pattern ?? .solid, color: line?.color)
        }, view: { argument, view in
            let line = try lineStyle(argument)
            return AnyView(view.underline(line != nil, pattern: line?.pattern ?? .solid, color: line?.color))
        }),
        "strikethrough": RunModifier(text: { argument, text in
            let line = try lineStyle(argument)
            return text.strikethrough(line != nil, pattern: line?.pattern ?? .solid, color: line?.color)
        }, view: { argument, view in
            let line = try lineStyle(argument)
            return AnyView(view.strikethrough(line != nil, pattern: line?.pattern ?? .solid, color: line?.color))
        }),
    ]

    static let patterns: KeyValuePairs<String, Text.LineStyle.Pattern> = [
        "solid": .solid, "dot": .dot, "dash": .dash, "dashDot": .dashDot, "dashDotDot": .dashDotDot,
    ]

    /// An underline or strikethrough argument: nil for false.
    static func lineStyle(_ node: JSONNode) throws -> Text.LineStyle? {
        if case .bool(let isActive) = node.value { return isActive ? .single : nil }
        let object = try node.object("key of a line style", allowedKeys: ["pattern", "color"],
                                     expected: "true, false or an object with \"pattern\" and \"color\"")
        return Text.LineStyle(pattern: try object["pattern"]?.name(among: patterns) ?? .solid,
                              color: try object["color"].map(ColorValue.decode))
    }

    /// The scene modifiers of rich text.
    static let modifiers: [String: ModifierType] = {
        var modifiers: [String: ModifierType] = [
            "textCase": .wrapping { argument, view in
                if argument.value == .null { return view.textCase(nil) }
                return view.textCase(try argument.name(among: ["uppercase": .uppercase, "lowercase": .lowercase]))
            },
            "truncationMode": .wrapping { argument, view in
                view.truncationMode(try argument.name(among: ["head": .head, "middle": .middle, "tail": .tail]))
            },
            "lineSpacing": .wrapping { argument, view in view.lineSpacing(try argument.length()) },
            "minimumScaleFactor": .wrapping { argument, view in
                view.minimumScaleFactor(try argument.number(in: 0...1, expected: "a number from 0 to 1"))
            },
            "allowsTightening": .wrapping { argument, view in view.allowsTightening(try argument.bool()) },
            "textSelection": .wrapping { argument, view in
                try argument.name(among: ["enabled": true, "disabled": false]) ? AnyView(view.textSelection(.enabled)) : AnyView(view.textSelection(.disabled))
            },
        ]
        for (name, modifier) in runModifiers {
            modifiers[name] = ModifierType { argument, view, _ in
                if case .text(let text) = view { return .text(try modifier.text(argument, text)) }
                return .other(try modifier.view(argument, view.erased))
            }
        }
        return modifiers
    }()
}
