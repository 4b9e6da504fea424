import Easel
import Foundation

/// Stroke and fill styles in a scene, by `StrokeStyle`'s and `FillStyle`'s argument labels.
///
/// - `"strokeStyle"`: `{"lineWidth": …, "lineCap": "butt"|"round"|"square", "lineJoin":
///   "miter"|"round"|"bevel", "miterLimit": …, "dash": [length, …], "dashPhase": …}` (SwiftUI's
///   defaults: 1, butt, miter, 10, no dash, 0). A dash needs at least one length above 0.
/// - `"fillStyle"`: `{"eoFill": bool, "antialiased": bool}` (defaults false and true): the even-odd rule
///   leaves holes where subpaths overlap.
enum StrokeValue {
    static let lineCaps: KeyValuePairs<String, CGLineCap> = ["butt": .butt, "round": .round, "square": .square]
    static let lineJoins: KeyValuePairs<String, CGLineJoin> = ["miter": .miter, "round": .round, "bevel": .bevel]

    static func strokeStyle(_ node: JSONNode) throws -> StrokeStyle {
        let object = try node.object("property of a stroke style", allowedKeys: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"],
                                     expected: "a stroke style such as {\"lineWidth\": 2, \"dash\": [4, 2]}")
        var dash: [CGFloat] = []
        if let dashNode = object["dash"] {
            dash = try dashNode.array(of: "an array of dash lengths").map { try $0.length() }
            if !dash.isEmpty, !dash.contains(where: { $0 > 0 }) { throw dashNode.error("a dash needs at least one length above 0") }
        }
        return StrokeStyle(lineWidth: try object["lineWidth"]?.length() ?? 1, lineCap: try object["lineCap"]?.name(among: lineCaps) ?? .butt,
                           lineJoin: try object["lineJoin"]?.name(among: lineJoins) ?? .miter,
                           miterLimit: CGFloat(try object["miterLimit"]?.number(in: 0...1000) ?? 10), dash: dash,
                           dashPhase: try object["dashPhase"]?.signedLength() ?? 0)
    }

    static func fillStyle(_ node: JSONNode) throws -> FillStyle {
        let object = try node.object("property of a fill style", allowedKeys: ["eoFill", "antialiased"],
                                     expected: "a fill style such as {\"eoFill\": true}")
        return FillStyle(eoFill: try object["eoFill"]?.bool() ?? false, antialiased: try object["antialiased"]?.bool() ?? true)
    }
}
