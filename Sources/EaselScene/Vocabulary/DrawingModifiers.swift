import Easel
import Foundation

/// Modifiers that change how a view is drawn, not its size.
///
/// Arguments:
/// - `background`, `overlay`: a color; a view (an object with `"type"`); or `{"content": color or
///   view, "alignment": …}` (default center). The secondary view is offered the view's size.
///   A style (`StyleValue`: a color, a gradient, `"secondary"`, …) fills the frame, and extends into
///   the safe area as SwiftUI's `background(_:ignoresSafeAreaEdges:)` does; `{"content": style, "in": shape}`
///   fills the shape with the style (`background(_:in:)`), and without `"content"` with the background
///   style (`background(in:)`).
/// - `backgroundStyle`: a style, for `"background"` inside the view.
/// - `border`: a style (1 point wide), or `{"content": style, "width": …}`; drawn inside the frame.
/// - `cornerRadius`: a length; clips to a rounded rectangle.
/// - `clipShape`: a shape (`"Circle"`, `{"type": "RoundedRectangle", "cornerRadius": 8}`, any shape of
///   `ShapeValue` with its shape modifiers), or `{"shape": shape, "style": {"eoFill": true}}` (a
///   `FillStyle`, `StrokeValue`);
///   `clipped`: `true` (clips to the frame).
/// - `opacity`: a number from 0 to 1.
/// - `rotationEffect`: degrees (clockwise), or `{"degrees": …, "anchor": …}` (default center).
/// - `scaleEffect`: a factor, or `{"scale": …, "anchor": …}`.
enum DrawingModifiers {
    static let all: [String: ModifierType] = [
        "background": ModifierType { argument, view, decoder in
            let (content, alignment) = try secondary(argument, decoder, modifier: "background")
            return .other(AnyView(view.erased.background(content, alignment: alignment)))
        },
        "overlay": ModifierType { argument, view, decoder in
            let (content, alignment) = try secondary(argument, decoder, modifier: "overlay")
            return .other(AnyView(view.erased.overlay(content, alignment: alignment)))
        },
        "border": .wrapping { argument, view in
            if case .object = argument.value {
                let object = try argument.object("argument of border", allowedKeys: ["content", "width"],
                                                 expected: "a color or {\"content\": color, \"width\": …}")
                return view.border(try StyleValue.decode(try object.required("content", "a style")).shapeStyle,
                                   width: try object["width"]?.length() ?? 1)
            }
            return view.border(try StyleValue.decode(argument).shapeStyle, width: 1)
        },
        "backgroundStyle": .wrapping { argument, view in view.backgroundStyle(try StyleValue.decode(argument).shapeStyle) },
        "cornerRadius": .wrapping { argument, view in view.cornerRadius(try argument.length()) },
        "clipShape": .wrapping { argument, view in
            if case .object(let members) = argument.value, members.contains(where: { $0.key == "shape" }) {
                let object = try argument.object("argument of clipShape", allowedKeys: ["shape", "style"])
                return clip(view, to: try ShapeValue.decode(try object.required("shape", "a shape")),
                            style: try object["style"].map(StrokeValue.fillStyle) ?? FillStyle())
            }
            return clip(view, to: try ShapeValue.decode(argument))
        },
        "clipped": .flag { $0.clipped() },
        "opacity": .wrapping { argument, view in view.opacity(try argument.number(in: 0...1)) },
        "rotationEffect": .wrapping { argument, view in
            if case .number = argument.value { return view.rotationEffect(try GeometryValues.degrees(argument)) }
            let object = try argument.object("argument of rotationEffect", allowedKeys: ["degrees", "anchor"],
                                             expected: "degrees or {\"degrees\": …, \"anchor\": …}")
            return view.rotationEffect(try GeometryValues.degrees(try object.required("degrees", "a number")),
                                       anchor: try object["anchor"].map(GeometryValues.unitPoint) ?? .center)
        },
        "scaleEffect": .wrapping { argument, view in
            if case .number = argument.value { return view.scaleEffect(try factor(argument)) }
            let object = try argument.object("argument of scaleEffect", allowedKeys: ["scale", "anchor"],
                                             expected: "a factor or {\"scale\": …, \"anchor\": …}")
            return view.scaleEffect(try factor(try object.required("scale", "a number")),
                                    anchor: try object["anchor"].map(GeometryValues.unitPoint) ?? .center)
        },
    ]

    private static func factor(_ node: JSONNode) throws -> CGFloat { CGFloat(try node.number(in: -1000...1000)) }

    private static func clip<S: Shape>(_ view: AnyView, to shape: S) -> AnyView { AnyView(view.clipShape(shape)) }
    private static func clip<S: Shape>(_ view: AnyView, to shape: S, style: FillStyle) -> AnyView { AnyView(view.clipShape(shape, style: style)) }

    /// The content and alignment of a background or overlay (see the type's documentation).
    private static func secondary(_ node: JSONNode, _ decoder: SceneViewDecoder, modifier: String) throws -> (AnyView, Alignment) {
        switch node.value {
        case .object(let members) where !members.contains(where: { $0.key == "type" })
            && members.contains(where: { ["content", "alignment", "in"].contains($0.key) }):
            let object = try node.object("argument of \(modifier)", allowedKeys: ["content", "alignment", "in"])
            if let shape = object["in"] {
                try object.exclusive(["in"], ["alignment"])
                let style = try object["content"].map { try StyleValue.decode($0).shapeStyle }
                return (filled(try ShapeValue.decode(shape), with: style ?? AnyShapeStyle(.background)), .center)
            }
            return (try colorOrView(try object.required("content", "a color or a view"), decoder),
                    try object["alignment"]?.name(among: GeometryValues.alignments) ?? .center)
        case .string, .object:
            return (try colorOrView(node, decoder), .center)
        default:
            throw node.mismatch("a color, a view, or {\"content\": …, \"alignment\": …}")
        }
    }

    /// A view when the object has a `"type"`, else a style (a color, a gradient, …) filling the frame
    /// and extending into the safe area, as SwiftUI's `background(_:ignoresSafeAreaEdges:)` draws a style.
    private static func colorOrView(_ node: JSONNode, _ decoder: SceneViewDecoder) throws -> AnyView {
        if case .object(let members) = node.value, members.contains(where: { $0.key == "type" }) { return try decoder.view(node) }
        return AnyView(try StyleValue.decode(node).view.ignoresSafeArea())
    }

    /// `shape` filled with `style`, as `background(_:in:)` and `background(in:)` draw it.
    private static func filled<S: Shape>(_ shape: S, with style: AnyShapeStyle) -> AnyView { AnyView(shape.fill(style)) }
}
