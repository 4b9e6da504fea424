import Easel
import Foundation

/// Shapes in a scene: the shape views, and the shape of `clipShape`.
///
/// Geometry by type (SwiftUI's argument labels):
/// - `Rectangle`, `Circle`, `Ellipse`, `ContainerRelativeShape`: none.
/// - `RoundedRectangle`: `"cornerRadius"` (a length) or `"cornerSize"` (`{"width": …, "height": …}`).
/// - `UnevenRoundedRectangle`: `"topLeadingRadius"`, `"bottomLeadingRadius"`, `"bottomTrailingRadius"`,
///   `"topTrailingRadius"` (lengths, default 0).
/// - `Capsule`, `RoundedRectangle`, `UnevenRoundedRectangle`: `"style"`, `"circular"` or `"continuous"`
///   (default: the Swift initialiser's).
/// - `Path`: `"path"` (required; see `PathValue`).
/// - Any shape: `"shapeModifiers"`, an ordered array of `{"trim": {"from": 0…1, "to": 0…1}}`,
///   `{"rotation": degrees or {"degrees": …, "anchor": …}}`, `{"offset": {"x": …, "y": …}}`,
///   `{"scale": factor or {"x": …, "y": …, "anchor": …}}`, `{"inset": length}` — `Shape`'s methods,
///   applied first to last. `inset` (like `strokeBorder`) needs an insettable shape: `Path` and a
///   trimmed or scaled shape are not.
///
/// As an argument (`clipShape`, `background`'s `"in"`), a shape is its type name as a string, or an
/// object with `"type"` and its geometry.
enum ShapeValue {
    static let typeNames = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse",
                            "ContainerRelativeShape", "Path"]

    /// A decoded shape, insettable or not (`strokeBorder` and `inset` need one that is).
    enum Decoded {
        case insettable(any InsettableShape)
        case plain(any Shape)

        var shape: any Shape {
            switch self {
            case .insettable(let shape): shape
            case .plain(let shape): shape
            }
        }
    }

    static let cornerRadiusKeys = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]

    /// The geometry keys of each shape type.
    static func properties(of typeName: String) -> [String] {
        let geometry: [String] = switch typeName {
        case "RoundedRectangle": ["cornerRadius", "cornerSize", "style"]
        case "UnevenRoundedRectangle": cornerRadiusKeys + ["style"]
        case "Capsule": ["style"]
        case "Path": ["path"]
        default: []
        }
        return geometry + ["shapeModifiers"]
    }

    /// The types that need geometry, so cannot be named by a string alone.
    private static let needGeometry = ["RoundedRectangle", "Path"]

    static let cornerStyles: KeyValuePairs<String, RoundedCornerStyle> = ["circular": .circular, "continuous": .continuous]

    static func cornerStyle(_ node: JSONNode) throws -> RoundedCornerStyle { try node.name(among: cornerStyles) }

    /// The shape named `typeName`, with its geometry and shape modifiers read from `object`.
    static func make(_ typeName: String, _ object: JSONObjectReader) throws -> Decoded {
        var shape = try base(typeName, object)
        if let modifiers = object["shapeModifiers"] {
            for entry in try modifiers.array(of: "an array of shape modifiers such as {\"trim\": {\"from\": 0, \"to\": 0.5}}") {
                shape = try applyModifier(entry, to: shape)
            }
        }
        return shape
    }

    private static func base(_ typeName: String, _ object: JSONObjectReader) throws -> Decoded {
        let style = try object["style"].map(cornerStyle)
        switch typeName {
        case "RoundedRectangle":
            try object.exclusive(["cornerRadius"], ["cornerSize"])
            let size: CGSize
            if let sizeNode = object["cornerSize"] {
                let corner = try sizeNode.object("argument of cornerSize", allowedKeys: ["width", "height"])
                size = CGSize(width: try corner.required("width", "a length").length(), height: try corner.required("height", "a length").length())
            } else {
                let radius = try object.required("cornerRadius", "a length").length()
                size = CGSize(width: radius, height: radius)
            }
            return .insettable(style.map { RoundedRectangle(cornerSize: size, style: $0) } ?? RoundedRectangle(cornerSize: size))
        case "UnevenRoundedRectangle":
            let radii = try cornerRadiusKeys.map { try object[$0]?.length() ?? 0 }
            let corners = RectangleCornerRadii(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3])
            return .insettable(style.map { UnevenRoundedRectangle(cornerRadii: corners, style: $0) } ?? UnevenRoundedRectangle(cornerRadii: corners))
        case "Capsule": return .insettable(style.map { Capsule(style: $0) } ?? Capsule())
        case "Circle": return .insettable(Circle())
        case "Ellipse": return .insettable(Ellipse())
        case "ContainerRelativeShape": return .insettable(ContainerRelativeShape())
        case "Path": return .plain(try PathValue.decode(try object.required("path", "SVG path data or an array of path elements")))
        default: return .insettable(Rectangle())
        }
    }

    static let modifierNames = ["trim", "rotation", "offset", "scale", "inset"]

    private static func applyModifier(_ entry: JSONNode, to shape: Decoded) throws -> Decoded {
        let expected = "a shape modifier such as {\"trim\": {\"from\": 0, \"to\": 0.5}}"
        let members = try entry.members(expected)
        guard members.count == 1 else { throw entry.error("expected one shape modifier per object, got \(members.count) keys") }
        let (name, argument) = (members[0].key, members[0].node)
        switch name {
        case "trim":
            let object = try argument.object("argument of trim", allowedKeys: ["from", "to"], expected: "{\"from\": 0…1, \"to\": 0…1}")
            let from = CGFloat(try object["from"]?.number(in: 0...1) ?? 0), to = CGFloat(try object["to"]?.number(in: 0...1) ?? 1)
            return .plain(trimmed(shape.shape, from: from, to: to))
        case "rotation":
            if case .number = argument.value { return rotated(shape, try GeometryValues.degrees(argument), anchor: .center) }
            let object = try argument.object("argument of rotation", allowedKeys: ["degrees", "anchor"], expected: "degrees or {\"degrees\": …, \"anchor\": …}")
            return rotated(shape, try GeometryValues.degrees(try object.required("degrees", "a number")),
                           anchor: try object["anchor"].map(GeometryValues.unitPoint) ?? .center)
        case "offset":
            let object = try argument.object("argument of offset", allowedKeys: ["x", "y"], expected: "{\"x\": …, \"y\": …}")
            let offset = CGSize(width: try object["x"]?.signedLength() ?? 0, height: try object["y"]?.signedLength() ?? 0)
            return switch shape {
            case .insettable(let shape): .insettable(offsetInsettable(shape, by: offset))
            case .plain(let shape): .plain(offsetPlain(shape, by: offset))
            }
        case "scale":
            if case .number = argument.value {
                let factor = try scaleFactor(argument)
                return .plain(scaled(shape.shape, x: factor, y: factor, anchor: .center))
            }
            let object = try argument.object("argument of scale", allowedKeys: ["x", "y", "anchor"], expected: "a factor or {\"x\": …, \"y\": …, \"anchor\": …}")
            return .plain(scaled(shape.shape, x: try object["x"].map(scaleFactor) ?? 1, y: try object["y"].map(scaleFactor) ?? 1,
                                 anchor: try object["anchor"].map(GeometryValues.unitPoint) ?? .center))
        case "inset":
            guard case .insettable(let insettable) = shape else {
                throw argument.error("inset needs an insettable shape: a built-in shape, before trim, scale or a Path")
            }
            return .insettable(inset(insettable, by: try argument.signedLength()))
        default:
            throw argument.error("unknown shape modifier; " + (NameSuggestion.didYouMean(name, among: modifierNames)
                ?? "expected one of " + modifierNames.map { JSONValue.quoted($0) }.joined(separator: ", ")))
        }
    }

    private static func scaleFactor(_ node: JSONNode) throws -> CGFloat { CGFloat(try node.number(in: -1000...1000)) }

    // Each opens the existential, calls the shape's method and erases the result again.
    private static func trimmed<S: Shape>(_ shape: S, from: CGFloat, to: CGFloat) -> any Shape { shape.trim(from: from, to: to) }
    private static func scaled<S: Shape>(_ shape: S, x: CGFloat, y: CGFloat, anchor: UnitPoint) -> any Shape { shape.scale(x: x, y: y, anchor: anchor) }
    private static func offsetPlain<S: Shape>(_ shape: S, by offset: CGSize) -> any Shape { shape.offset(offset) }
    private static func offsetInsettable<S: InsettableShape>(_ shape: S, by offset: CGSize) -> any InsettableShape { shape.offset(offset) }
    private static func inset<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> any InsettableShape { shape.inset(by: amount) }
    private static func rotated(_ shape: Decoded, _ angle: Angle, anchor: UnitPoint) -> Decoded {
        func plain<S: Shape>(_ shape: S) -> any Shape { shape.rotation(angle, anchor: anchor) }
        func insettable<S: InsettableShape>(_ shape: S) -> any InsettableShape { shape.rotation(angle, anchor: anchor) }
        return switch shape {
        case .insettable(let shape): .insettable(insettable(shape))
        case .plain(let shape): .plain(plain(shape))
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
            guard !needGeometry.contains(name) else {
                throw node.error("\(name) needs its geometry: {\"type\": \"\(name)\", \(name == "Path" ? "\"path\": \"M 0 0 L 10 0 L 5 8 Z\"" : "\"cornerRadius\": 8")}")
            }
            return try make(name, JSONObjectReader(node: node, members: [])).shape
        case .object(let members):
            guard let typeNode = members.first(where: { $0.key == "type" }).map({ JSONNode($0.value, path: node.path.appending(key: "type")) }) else {
                throw node.error("missing \"type\" (the shape, such as \"Circle\")")
            }
            let name = try typeNode.string()
            guard typeNames.contains(name) else {
                throw typeNode.mismatch("a shape type", suggestion: NameSuggestion.didYouMean(name, among: typeNames))
            }
            return try make(name, try node.object("property of \(name)", allowedKeys: ["type"] + properties(of: name))).shape
        default:
            throw node.mismatch(expected)
        }
    }
}
