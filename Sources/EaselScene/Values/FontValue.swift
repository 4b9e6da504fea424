import Easel
import Foundation

/// Fonts in a scene.
///
/// A font is a text style name (`"largeTitle"` … `"caption2"`), which scales with Dynamic Type, or an
/// object with exactly one of:
/// - `"style"`: a text style, optionally with `"weight"` and `"design"` (`Font.system(_:design:weight:)`);
/// - `"size"`: a system font of that many points, fixed under Dynamic Type, optionally with `"weight"`
///   and `"design"` (`Font.system(size:weight:design:)`);
/// - `"name"`: a font family, with `"size"` (scaled with Dynamic Type like `"relativeTo"`, by default
///   body) or `"fixedSize"` (not scaled), optionally with `"weight"` (`Font.custom`);
/// any font takes `"width"` (`"compressed"`, `"condensed"`, `"standard"`, `"expanded"`: `Font.width`);
/// and any of the flags `"bold"`, `"italic"`, `"monospacedDigit"`, `"monospaced"` (true applies
/// the `Font` method of that name). Sizes are above 0 and at most 1000 points.
enum FontValue {
    static let textStyles: KeyValuePairs<String, Font.TextStyle> = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]

    static let weights: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let widths: KeyValuePairs<String, Font.Width> = [
        "compressed": .compressed, "condensed": .condensed, "standard": .standard, "expanded": .expanded,
    ]

    static let designs: KeyValuePairs<String, Font.Design> = [
        "default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced,
    ]

    static let expected = "a text style name such as \"body\", or an object with \"style\", \"size\" or \"name\""

    static func decode(_ node: JSONNode) throws -> Font {
        switch node.value {
        case .string: return .system(try node.name(among: textStyles))
        case .object: return try decodeObject(node)
        default: throw node.mismatch(expected)
        }
    }

    private static func decodeObject(_ node: JSONNode) throws -> Font {
        let object = try node.object("argument of a font", allowedKeys: [
            "style", "size", "name", "fixedSize", "relativeTo", "weight", "width", "design",
            "bold", "italic", "monospacedDigit", "monospaced",
        ])
        try object.exclusive(["style"], ["size", "name", "fixedSize"])
        try object.exclusive(["size"], ["fixedSize"])
        let weight = try object["weight"]?.name(among: weights)
        let design = try object["design"]?.name(among: designs)
        func size(_ key: String) throws -> CGFloat? { try object[key].map { CGFloat(try $0.number(above: 0, atMost: 1000)) } }

        var font: Font
        if let style = try object["style"]?.name(among: textStyles) {
            font = .system(style, design: design, weight: weight)
        } else if let family = try object["name"]?.string() {
            if object.has("design") { throw node.error("a font with \"name\" takes no \"design\"") }
            if let points = try size("size") {
                font = .custom(family, size: points, relativeTo: try object["relativeTo"]?.name(among: textStyles) ?? .body)
            } else if let points = try size("fixedSize") {
                if object.has("relativeTo") { throw node.error("give either \"fixedSize\" or \"relativeTo\", not both") }
                font = .custom(family, fixedSize: points)
            } else {
                throw node.error("missing \"size\" or \"fixedSize\" (a number of points) for the font named \(JSONValue.quoted(family))")
            }
            if let weight { font = font.weight(weight) }
        } else if let points = try size("size") {
            if object.has("relativeTo") { throw node.error("\"relativeTo\" needs \"name\"") }
            font = .system(size: points, weight: weight, design: design)
        } else {
            throw node.error("missing \"style\", \"size\" or \"name\"")
        }
        if let width = try object["width"]?.name(among: widths) { font = font.width(width) }
        if try object["bold"]?.bool() == true { font = font.bold() }
        if try object["italic"]?.bool() == true { font = font.italic() }
        if try object["monospacedDigit"]?.bool() == true { font = font.monospacedDigit() }
        if try object["monospaced"]?.bool() == true { font = font.monospaced() }
        return font
    }
}
