import Easel
import Foundation

/// Colors in a scene.
///
/// A color is a string or an object:
/// - a system color by name: `red`, `orange`, `yellow`, `green`, `mint`, `teal`, `cyan`, `blue`,
///   `indigo`, `purple`, `pink`, `brown`, `gray`, `black`, `white`, `clear`, `primary`, `secondary`,
///   `accentColor` — the adaptive ones take their dark values in a dark color scheme;
/// - hex sRGB: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (either letter case);
/// - either of those followed by `.opacity(x)`, x from 0 to 1: `"blue.opacity(0.12)"`, as in Swift;
/// - `{"red": r, "green": g, "blue": b}`, `{"white": w}` or `{"hue": h, "saturation": s,
///   "brightness": b}`, components from 0 to 1, each with an optional `"opacity"` — `Color`'s
///   initialisers and their argument labels.
package enum ColorValue {
    static let names: KeyValuePairs<String, Color> = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    static let expected = "a color (a name such as \"blue\", \"#RRGGBB\", or an object with \"red\", \"green\" and \"blue\")"

    package static func decode(_ node: JSONNode) throws -> Color {
        switch node.value {
        case .string(let text): try decode(text, at: node)
        case .object: try decodeComponents(node)
        default: throw node.mismatch(expected)
        }
    }

    /// A name or hex color, with an optional `.opacity(x)`.
    private static func decode(_ text: String, at node: JSONNode) throws -> Color {
        let suffix = ".opacity("
        guard let range = text.range(of: suffix), text.hasSuffix(")") else { return try decodeBase(text, at: node) }
        let argument = text[range.upperBound..<text.index(before: text.endIndex)]
        guard let opacity = Double(argument.trimmingCharacters(in: .whitespaces)), (0...1).contains(opacity) else {
            throw node.mismatch("an opacity from 0 to 1 in \".opacity(…)\"")
        }
        return try decodeBase(String(text[..<range.lowerBound]), at: node).opacity(opacity)
    }

    private static func decodeBase(_ text: String, at node: JSONNode) throws -> Color {
        if text.hasPrefix("#") { return try hex(text.dropFirst(), at: node) }
        if let match = names.first(where: { $0.key == text }) { return match.value }
        throw node.mismatch("a color name or \"#RRGGBB\"", suggestion: NameSuggestion.didYouMean(text, among: names.map(\.key)))
    }

    /// `RGB`, `RRGGBB` or `RRGGBBAA` hex digits.
    private static func hex(_ digits: Substring, at node: JSONNode) throws -> Color {
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, [3, 6, 8].contains(values.count) else {
            throw node.mismatch("a hex color as \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        // Each channel is one digit repeated (#RGB) or two digits.
        let bytes: [Int] = values.count == 3 ? values.map { $0 * 17 } : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let channels = bytes.map { Double($0) / 255 }
        return Color(red: channels[0], green: channels[1], blue: channels[2], opacity: channels.count == 4 ? channels[3] : 1)
    }

    /// One of `Color`'s component initialisers.
    private static func decodeComponents(_ node: JSONNode) throws -> Color {
        let object = try node.object("color component", allowedKeys: ["red", "green", "blue", "white", "hue", "saturation", "brightness", "opacity"])
        func component(_ key: String) throws -> Double {
            try object.required(key, "a number from 0 to 1").number(in: 0...1)
        }
        let opacity = try object["opacity"]?.number(in: 0...1) ?? 1
        try object.exclusive(["red", "green", "blue"], ["white"])
        try object.exclusive(["red", "green", "blue"], ["hue", "saturation", "brightness"])
        try object.exclusive(["white"], ["hue", "saturation", "brightness"])
        if object.has("white") { return Color(white: try component("white"), opacity: opacity) }
        if ["hue", "saturation", "brightness"].contains(where: object.has) {
            return Color(hue: try component("hue"), saturation: try component("saturation"),
                         brightness: try component("brightness"), opacity: opacity)
        }
        guard ["red", "green", "blue"].contains(where: object.has) else {
            throw node.error("expected \"red\", \"green\" and \"blue\", \"white\", or \"hue\", \"saturation\" and \"brightness\"")
        }
        return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: opacity)
    }
}
