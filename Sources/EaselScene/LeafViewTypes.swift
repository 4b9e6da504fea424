import Easel
import Foundation

/// The views without children: text, colors, shapes, spacers, dividers, progress views and images.
///
/// Properties, by type (SwiftUI's argument labels):
/// - `Text`: `"text"` (a string or an array of runs, required) and `"markdown"` (see `RichTextValues`).
/// - `Color`: `"color"` (required; see `ColorValue`).
/// - `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`: their geometry (`ShapeValue`) and
///   at most one paint: `"fill"`, `"stroke"` or `"strokeBorder"` (a color), with `"lineWidth"` for the
///   strokes (default 1). Without a paint the shape is filled with the foreground style.
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
        types.merge(ControlTypes.views) { first, _ in first }
        for name in ShapeValue.typeNames {
            types[name] = ViewType(properties: ShapeValue.properties(of: name) + ["fill", "stroke", "strokeBorder", "lineWidth"]) { view in
                .other(try paint(try ShapeValue.make(name, view.object), view))
            }
        }
        return types
    }()

    /// `shape` painted as the view's `"fill"`, `"stroke"` or `"strokeBorder"` says.
    private static func paint<S: InsettableShape>(_ shape: S, _ view: ViewProperties) throws -> AnyView {
        try view.object.exclusive(["fill"], ["stroke", "strokeBorder"])
        try view.object.exclusive(["stroke"], ["strokeBorder"])
        let lineWidth = try view["lineWidth"]?.length()
        if let stroke = view["stroke"] {
            return AnyView(shape.stroke(try StyleValue.decode(stroke).shapeStyle, lineWidth: lineWidth ?? 1))
        }
        if let strokeBorder = view["strokeBorder"] {
            return AnyView(shape.strokeBorder(try StyleValue.decode(strokeBorder).shapeStyle, lineWidth: lineWidth ?? 1))
        }
        if lineWidth != nil { throw view.object.node.error("\"lineWidth\" needs \"stroke\" or \"strokeBorder\"") }
        if let fill = view["fill"] { return AnyView(shape.fill(try StyleValue.decode(fill).shapeStyle)) }
        return AnyView(shape)
    }
}
