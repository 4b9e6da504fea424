import Easel
import Foundation

/// Shapes in a scene: the shape views, and the shape of `clipShape`.
///
/// `Rectangle`, `Circle`, `Capsule` and `Ellipse` take no geometry; `RoundedRectangle` takes
/// `"cornerRadius"` (a length) or `"cornerSize"` (`{"width": …, "height": …}`). As an argument
/// (`clipShape`), a shape is its type name as a string, or an object with `"type"` and its geometry.
enum ShapeValue {
    static let typeNames = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"]

    /// The geometry keys of each shape type.
    static func properties(of typeName: String) -> [String] {
        typeName == "RoundedRectangle" ? ["cornerRadius", "cornerSize"] : []
    }

    /// The shape named `typeName`, with its geometry read from `object`.
    static func make(_ typeName: String, _ object: JSONObjectReader) throws -> any InsettableShape {
        switch typeName {
        case "RoundedRectangle":
            try object.exclusive(["cornerRadius"], ["cornerSize"])
            if let size = object["cornerSize"] {
                let corner = try size.object("argument of cornerSize", allowedKeys: ["width", "height"])
                return RoundedRectangle(cornerSize: CGSize(width: try corner.required("width", "a length").length(),
                                                           height: try corner.required("height", "a length").length()))
            }
            return RoundedRectangle(cornerRadius: try object.required("cornerRadius", "a length").length())
        case "Capsule": return Capsule()
        case "Circle": return Circle()
        case "Ellipse": return Ellipse()
        default: return Rectangle()
        }
    }

    /// A shape argument: `"Circle"` or `{"type": "RoundedRectangle", "cornerRadius": 8}`.
    static func decode(_ node: JSONNode) throws -> any Shape {
        let expected = "a shape such as \"Circle\" or {\"type\": \"RoundedRectangle\", \"cornerRadius\": 8}"
        switch node.value {
        case .string(let name):
            guard typeNames.contains(name) else {
                throw node.mismatch(expected, suggestion: NameSuggestion.didYouMean(name, among: typeNames))
            }
            guard properties(of: name).isEmpty else { throw node.error("\(name) needs its geometry: {\"type\": \"\(name)\", \"cornerRadius\": 8}") }
            return try make(name, JSONObjectReader(node: node, members: []))
        case .object(let members):
            guard let typeNode = members.first(where: { $0.key == "type" }).map({ JSONNode($0.value, path: node.path.appending(key: "type")) }) else {
                throw node.error("missing \"type\" (the shape, such as \"Circle\")")
            }
            let name = try typeNode.string()
            guard typeNames.contains(name) else {
                throw typeNode.mismatch("a shape type", suggestion: NameSuggestion.didYouMean(name, among: typeNames))
            }
            return try make(name, try node.object("property of \(name)", allowedKeys: ["type"] + properties(of: name)))
        default:
            throw node.mismatch(expected)
        }
    }
}
