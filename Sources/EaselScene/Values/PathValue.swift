import Easel
import Foundation

/// Paths in a scene: the `"path"` of a `Path` view or shape, in the view's own points.
///
/// A path is SVG path data (`"M 0 0 L 40 0 L 20 30 Z"`: the `d` attribute of SVG 1.1, every command
/// and its relative form), or an array of elements, each `Path`'s building call by name:
/// - `{"move": P}`, `{"line": P}`, `"close"` (`closeSubpath`);
/// - `{"quadCurve": {"to": P, "control": P}}`, `{"curve": {"to": P, "control1": P, "control2": P}}`;
/// - `{"arc": {"center": P, "radius": r, "startAngle": degrees, "endAngle": degrees, "clockwise": bool}}`
///   (`clockwise` default false, as `addArc`'s argument; angles from the x axis, y down);
/// - `{"rect": R}`, `{"ellipse": R}`, `{"roundedRect": {R…, "cornerRadius": r, "style": "continuous"}}`;
/// where P is `{"x": …, "y": …}` and R is `{"x": …, "y": …, "width": …, "height": …}`.
///
/// A path must draw something: an empty array, or data with no segment, is an error at its path, as
/// is malformed SVG data.
enum PathValue {
    static let elementNames = ["move", "line", "quadCurve", "curve", "arc", "rect", "roundedRect", "ellipse", "close"]

    static func decode(_ node: JSONNode) throws -> Path {
        let path: Path
        switch node.value {
        case .string(let data):
            guard let parsed = SVGPathData.path(data) else {
                throw node.mismatch("SVG path data such as \"M 0 0 L 40 0 L 20 30 Z\"")
            }
            path = parsed
        case .array:
            var built = Path()
            for element in try node.array() { try append(element, to: &built) }
            path = built
        default:
            throw node.mismatch("SVG path data (a string) or an array of path elements such as {\"move\": {\"x\": 0, \"y\": 0}}")
        }
        var draws = false
        path.forEach { element in if case .move = element {} else { draws = true } }
        guard draws else {
            throw node.error("an empty path: give at least one line, curve or shape")
        }
        return path
    }

    private static func append(_ node: JSONNode, to path: inout Path) throws {
        if case .string("close") = node.value { return path.closeSubpath() }
        let expected = "a path element such as {\"line\": {\"x\": 10, \"y\": 0}} or \"close\""
        let members = try node.members(expected)
        guard members.count == 1, let (name, argument) = members.first.map({ ($0.key, $0.node) }) else { throw node.mismatch(expected) }
        guard elementNames.contains(name), name != "close" else {
            throw argument.error("unknown path element; " + (NameSuggestion.didYouMean(name, among: elementNames)
                ?? "expected one of " + elementNames.map { JSONValue.quoted($0) }.joined(separator: ", ")))
        }
        switch name {
        case "move": path.move(to: try point(argument))
        case "line": path.addLine(to: try point(argument))
        case "quadCurve":
            let object = try argument.object("argument of quadCurve", allowedKeys: ["to", "control"])
            path.addQuadCurve(to: try point(try object.required("to", "a point")), control: try point(try object.required("control", "a point")))
        case "curve":
            let object = try argument.object("argument of curve", allowedKeys: ["to", "control1", "control2"])
            path.addCurve(to: try point(try object.required("to", "a point")), control1: try point(try object.required("control1", "a point")),
                          control2: try point(try object.required("control2", "a point")))
        case "arc":
            let object = try argument.object("argument of arc", allowedKeys: ["center", "radius", "startAngle", "endAngle", "clockwise"])
            path.addArc(center: try point(try object.required("center", "a point")), radius: try object.required("radius", "a length").length(),
                        startAngle: try GeometryValues.degrees(try object.required("startAngle", "degrees")),
                        endAngle: try GeometryValues.degrees(try object.required("endAngle", "degrees")),
                        clockwise: try object["clockwise"]?.bool() ?? false)
        case "rect": path.addRect(try rect(argument, extraKeys: []).rect)
        case "ellipse": path.addEllipse(in: try rect(argument, extraKeys: []).rect)
        default:
            let (rect, object) = try rect(argument, extraKeys: ["cornerRadius", "style"])
            let radius = try object.required("cornerRadius", "a length").length()
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius),
                                style: try object["style"].map(ShapeValue.cornerStyle) ?? .continuous)
        }
    }

    /// A point `{"x": …, "y": …}`, in points either way from the view's origin.
    static func point(_ node: JSONNode) throws -> CGPoint {
        let object = try node.object("coordinate of a point", allowedKeys: ["x", "y"], expected: "a point {\"x\": …, \"y\": …}")
        return CGPoint(x: try object.required("x", "a number").signedLength(), y: try object.required("y", "a number").signedLength())
    }

    private static func rect(_ node: JSONNode, extraKeys: [String]) throws -> (rect: CGRect, object: JSONObjectReader) {
        let object = try node.object("property of a rectangle", allowedKeys: ["x", "y", "width", "height"] + extraKeys,
                                     expected: "a rectangle {\"x\": …, \"y\": …, \"width\": …, \"height\": …}")
        let rect = CGRect(x: try object["x"]?.signedLength() ?? 0, y: try object["y"]?.signedLength() ?? 0,
                          width: try object.required("width", "a length").length(), height: try object.required("height", "a length").length())
        return (rect, object)
    }
}
