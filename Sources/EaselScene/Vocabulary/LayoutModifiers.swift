import Easel
import Foundation
import EaselLayouts

/// Modifiers that change layout.
///
/// Arguments:
/// - `padding`: a number (every edge; may be negative); an edge name or array of them (those edges
///   by 16, as `padding(.horizontal)`); `{"edges": …, "length": …}` (either optional: all edges, 16);
///   or `{"top": …, "leading": …, "bottom": …, "trailing": …}` (an `EdgeInsets`, missing edges 0).
///   `{}` is `padding()`: 16 on every edge.
/// - `frame`: `{"width", "height", "alignment"}` (a fixed frame), or `{"minWidth", "idealWidth",
///   "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"}` (a flexible one; the maximums
///   may be `"infinity"`). Lengths are ≥ 0, and per axis min ≤ ideal ≤ max. One axis may be fixed and
///   the other flexible (`{"width": 100, "maxHeight": "infinity"}`): the fixed length then counts as
///   that axis's minimum, ideal and maximum, which sizes it exactly as a fixed frame does. An axis
///   cannot be both (`width` with `maxWidth`).
/// - `fixedSize`: `true` (both axes) or `{"horizontal": bool, "vertical": bool}` (missing: false).
/// - `layoutPriority`: a number. `rank`: an integer (`RadialLayout`'s ranking, 1 is first).
/// - `offset`: `{"x": …, "y": …}` (missing: 0).
/// - `aspectRatio`: a ratio (width / height, above 0), fitting; or `{"ratio": …, "contentMode":
///   "fit"|"fill"}` (no ratio: the view's own). `scaledToFit`, `scaledToFill`: `true`.
/// - `gridColumnAlignment`: a horizontal alignment; `gridCellColumns`: an integer from 1 to 1000;
///   `gridCellAnchor`: a unit point; `gridCellUnsizedAxes`: axes.
/// - `id`: a string, identifying the view as modified so far (the view's own `"id"` identifies it
///   after all its modifiers).
enum LayoutModifiers {
    static let all: [String: ModifierType] = [
        "padding": .wrapping { argument, view in view.padding(try padding(argument)) },
        "frame": .wrapping { argument, view in try frame(argument, view) },
        "fixedSize": .wrapping { argument, view in
            if case .bool(true) = argument.value { return view.fixedSize() }
            let axes = try argument.object("argument of fixedSize", allowedKeys: ["horizontal", "vertical"],
                                           expected: "true or {\"horizontal\": true, \"vertical\": true}")
            return view.fixedSize(horizontal: try axes["horizontal"]?.bool() ?? false, vertical: try axes["vertical"]?.bool() ?? false)
        },
        "layoutPriority": .wrapping { argument, view in view.layoutPriority(try argument.number(in: -1e6...1e6)) },
        "rank": .wrapping { argument, view in view.rank(try argument.integer(in: -1_000_000_000...1_000_000_000)) },
        "offset": .wrapping { argument, view in
            let offset = try argument.object("argument of offset", allowedKeys: ["x", "y"])
            return view.offset(x: try offset["x"]?.signedLength() ?? 0, y: try offset["y"]?.signedLength() ?? 0)
        },
        "aspectRatio": .wrapping { argument, view in
            if case .number = argument.value { return view.aspectRatio(try ratio(argument), contentMode: .fit) }
            let object = try argument.object("argument of aspectRatio", allowedKeys: ["ratio", "contentMode"],
                                             expected: "a number or {\"ratio\": …, \"contentMode\": \"fit\"}")
            return view.aspectRatio(try object["ratio"].map(ratio),
                                    contentMode: try object.required("contentMode", "\"fit\" or \"fill\"").name(among: ["fit": .fit, "fill": .fill]))
        },
        "scaledToFit": .flag { $0.scaledToFit() },
        "scaledToFill": .flag { $0.scaledToFill() },
        "gridColumnAlignment": .wrapping { argument, view in
            view.gridColumnAlignment(try argument.name(among: GeometryValues.horizontalAlignments))
        },
        "gridCellColumns": .wrapping { argument, view in view.gridCellColumns(try argument.integer(in: 1...1000)) },
        "gridCellAnchor": .wrapping { argument, view in view.gridCellAnchor(try GeometryValues.unitPoint(argument)) },
        "gridCellUnsizedAxes": .wrapping { argument, view in view.gridCellUnsizedAxes(try GeometryValues.axes(argument)) },
        "id": ModifierType { argument, view, decoder in .other(AnyView(view.erased.id(try decoder.identifier(argument)))) },
    ]

    private static func ratio(_ node: JSONNode) throws -> CGFloat {
        CGFloat(try node.number(above: 0, atMost: 1e6))
    }

    static let defaultPadding: CGFloat = 16

    static func padding(_ node: JSONNode) throws -> EdgeInsets {
        switch node.value {
        case .number:
            let length = try node.signedLength()
            return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        case .string, .array:
            return insets(try GeometryValues.edges(node), defaultPadding)
        case .object:
            let object = try node.object("argument of padding", allowedKeys: ["edges", "length", "top", "leading", "bottom", "trailing"])
            try object.exclusive(["edges", "length"], ["top", "leading", "bottom", "trailing"])
            if ["top", "leading", "bottom", "trailing"].contains(where: object.has) {
                func edge(_ key: String) throws -> CGFloat { try object[key]?.signedLength() ?? 0 }
                return EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
            }
            return insets(try object["edges"].map(GeometryValues.edges) ?? .all, try object["length"]?.signedLength() ?? defaultPadding)
        default:
            throw node.mismatch("a number, edges, or an object such as {\"edges\": \"horizontal\", \"length\": 8}")
        }
    }

    private static func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                   bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    private static let fixedKeys = ["width", "height"]
    private static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    private static func frame(_ node: JSONNode, _ view: AnyView) throws -> AnyView {
        let object = try node.object("argument of frame", allowedKeys: fixedKeys + flexibleKeys + ["alignment"])
        try object.exclusive(["width"], ["minWidth", "idealWidth", "maxWidth"])
        try object.exclusive(["height"], ["minHeight", "idealHeight", "maxHeight"])
        let alignment = try object["alignment"]?.name(among: GeometryValues.alignments) ?? .center
        guard flexibleKeys.contains(where: object.has) else {
            return AnyView(view.frame(width: try object["width"]?.length(), height: try object["height"]?.length(), alignment: alignment))
        }
        func bounds(_ axis: String) throws -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            if let fixed = try object[axis.lowercased()]?.length() { return (fixed, fixed, fixed) }
            let bounds = (min: try object["min" + axis]?.length(), ideal: try object["ideal" + axis]?.length(),
                          max: try object["max" + axis]?.lengthOrInfinity())
            let ordered = [("min", bounds.min), ("ideal", bounds.ideal), ("max", bounds.max)].compactMap { name, value in value.map { (name + axis, $0) } }
            for (lower, upper) in zip(ordered, ordered.dropFirst()) where lower.1 > upper.1 {
                throw node.error("\(lower.0) (\(JSONNode.format(Double(lower.1)))) is larger than \(upper.0) (\(JSONNode.format(Double(upper.1))))")
            }
            return bounds
        }
        let (width, height) = (try bounds("Width"), try bounds("Height"))
        return AnyView(view.frame(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
                                  minHeight: height.min, idealHeight: height.ideal, maxHeight: height.max, alignment: alignment))
    }
}
