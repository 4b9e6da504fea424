import Easel
import Foundation

/// The views without children: text, colors, shapes, spacers, dividers, progress views and images.
///
/// Properties, by type (SwiftUI's argument labels):
/// - `Text`: `"text"` (a string or an array of runs, required) and `"markdown"` (see `RichTextValues`).
/// - `Color`: `"color"` (required; see `ColorValue`).
/// - The shapes (`ShapeValue.typeNames`: `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`,
///   `Capsule`, `Circle`, `Ellipse`, `ContainerRelativeShape`, `Path`): their geometry (`ShapeValue`)
///   and at most one paint: `"fill"` (a style, with an optional `"fillStyle"`), `"stroke"` or
///   `"strokeBorder"` (a style), with `"lineWidth"` (default 1) or `"strokeStyle"` for the strokes
///   (`StrokeValue`). Without a paint the shape is filled with the foreground style.
/// - `Spacer`: `"minLength"` (a length; default 8).
/// - `Divider`, `EmptyView`: nothing.
/// - `ProgressView`: `"value"` (a number; without one, indeterminate progress: the activity
///   indicator), `"total"` (above 0, default 1) and `"label"` (a string).
/// - The controls of `ControlTypes`: `Slider`, `Stepper`, `Gauge`, `Picker`, `TextField`, `SecureField`.
/// - `Label`: `"title"` and `"systemImage"` (strings, both required), as `Label(_:systemImage:)`.
/// - `Image`: `"path"` (a PNG file, relative to the scene file) or `"systemName"` (an SF Symbols name,
///   as `Image(systemName:)`; one of the two is required) and `"resizable"` (true to scale it to the
///   size offered, as `resizable()`).
enum LeafViewTypes {
    static let all: [String: ViewType] = {
        var types: [String: ViewType] = [
            "Text": ViewType(properties: ["text", "markdown"]) { view in .text(try RichTextValues.text(view)) },
            "Color": ViewType(properties: ["color"]) { view in
                .other(AnyView(try ColorValue.decode(try view.required("color", "a color"))))
            },
            "Spacer": ViewType(properties: ["minLength"]) { view in
                .other(AnyView(Spacer(minLength: try view["minLength"]?.length())))
            },
            "Divider": ViewType(properties: []) { _ in .other(AnyView(Divider())) },
            "EmptyView": ViewType(properties: []) { _ in .other(AnyView(EmptyView())) },
            "ProgressView": ViewType(properties: ["value", "total", "label"]) { view in
                let value = try view["value"]?.number(in: -1e15...1e15)
                let total = try view["total"]?.number(above: 0, atMost: 1e15) ?? 1
                guard let label = try view["label"]?.string() else { return .other(AnyView(ProgressView(value: value, total: total))) }
                return .other(AnyView(ProgressView(value: value, total: total) { Text(verbatim: label) }))
            },
            "Label": ViewType(properties: ["title", "systemImage"]) { view in
                let title = try view.required("title", "a string").string()
                return .other(AnyView(Label(title, systemImage: try view.required("systemImage", "an SF Symbols name").string())))
            },
            "Image": ViewType(properties: ImageValue.properties) { view in .other(AnyView(try ImageValue.decode(view))) },
        ]
        for name in ShapeValue.typeNames {
            types[name] = ViewType(properties: ShapeValue.properties(of: name) + paintKeys) { view in
                .other(try paint(try ShapeValue.make(name, view.object), view))
            }
        }
        return types
    }()

    static let paintKeys = ["fill", "stroke", "strokeBorder", "lineWidth", "strokeStyle", "fillStyle"]

    /// `shape` painted as the view's `"fill"`, `"stroke"` or `"strokeBorder"` says.
    private static func paint(_ shape: ShapeValue.Decoded, _ view: ViewProperties) throws -> AnyView {
        let object = view.object
        try object.exclusive(["fill", "fillStyle"], ["stroke", "strokeBorder", "lineWidth", "strokeStyle"])
        try object.exclusive(["stroke"], ["strokeBorder"])
        try object.exclusive(["lineWidth"], ["strokeStyle"])
        let strokeStyle = try object["strokeStyle"].map(StrokeValue.strokeStyle)
            ?? StrokeStyle(lineWidth: try object["lineWidth"]?.length() ?? 1)
        if let stroke = view["stroke"] {
            return stroked(shape.shape, try StyleValue.decode(stroke).shapeStyle, strokeStyle)
        }
        if let strokeBorder = view["strokeBorder"] {
            guard case .insettable(let insettable) = shape else {
                throw strokeBorder.error("strokeBorder needs an insettable shape: a built-in shape, not a Path or a trimmed or scaled shape; use \"stroke\"")
            }
            return strokedBorder(insettable, try StyleValue.decode(strokeBorder).shapeStyle, strokeStyle)
        }
        if object.has("lineWidth") || object.has("strokeStyle") {
            throw object.node.error("\"\(object.has("lineWidth") ? "lineWidth" : "strokeStyle")\" needs \"stroke\" or \"strokeBorder\"")
        }
        guard object.has("fill") || object.has("fillStyle") else { return plain(shape.shape) }
        let fillStyle = try object["fillStyle"].map(StrokeValue.fillStyle) ?? FillStyle()
        let style = try view["fill"].map { try StyleValue.decode($0).shapeStyle } ?? AnyShapeStyle(.foreground)
        return filled(shape.shape, style, fillStyle)
    }

    private static func plain<S: Shape>(_ shape: S) -> AnyView { AnyView(shape) }

    // Each opens the shape existential to call its generic paint method.
    private static func stroked<S: Shape>(_ shape: S, _ style: AnyShapeStyle, _ stroke: StrokeStyle) -> AnyView {
        AnyView(shape.stroke(style, style: stroke))
    }
    private static func strokedBorder<S: InsettableShape>(_ shape: S, _ style: AnyShapeStyle, _ stroke: StrokeStyle) -> AnyView {
        AnyView(shape.strokeBorder(style, style: stroke))
    }
    private static func filled<S: Shape>(_ shape: S, _ style: AnyShapeStyle, _ fill: FillStyle) -> AnyView {
        AnyView(shape.fill(style, style: fill))
    }
}
