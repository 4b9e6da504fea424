import Easel
import Foundation

/// Visual effects and drawing order as scene modifiers.
///
/// Arguments:
/// - `shadow`: a radius, or `{"color": color, "radius": …, "x": …, "y": …}` (color default SwiftUI's
///   black at 33%, offsets default 0); `blur`: a radius, or `{"radius": …, "opaque": true}`.
/// - `blendMode`: a SwiftUI blend mode name (`"multiply"`, `"screen"`, …, `"plusLighter"`).
/// - `mask`: a view (an object with `"type"`), or `{"content": view, "alignment": …}`.
/// - `compositingGroup`, `drawingGroup`, `colorInvert`, `luminanceToAlpha`, `hidden`: `true`.
/// - `colorMultiply`: a color; `saturation`, `contrast`: a number from 0 to 100; `grayscale`: 0 to 1;
///   `brightness`: −1 to 1; `hueRotation`: degrees.
/// - `zIndex`: a number; `position`: `{"x": …, "y": …}`.
enum EffectModifiers {
    static let all: [String: ModifierType] = [
        "shadow": .wrapping { argument, view in
            if case .number = argument.value { return view.shadow(radius: try radius(argument)) }
            let object = try argument.object("argument of shadow", allowedKeys: ["color", "radius", "x", "y"],
                                             expected: "a radius or {\"color\": …, \"radius\": …, \"x\": …, \"y\": …}")
            return view.shadow(color: try object["color"].map(ColorValue.decode) ?? Color(white: 0, opacity: 0.33),
                               radius: try radius(try object.required("radius", "a number")),
                               x: try object["x"].map(offset) ?? 0, y: try object["y"].map(offset) ?? 0)
        },
        "blur": .wrapping { argument, view in
            if case .number = argument.value { return view.blur(radius: try radius(argument)) }
            let object = try argument.object("argument of blur", allowedKeys: ["radius", "opaque"],
                                             expected: "a radius or {\"radius\": …, \"opaque\": true}")
            return view.blur(radius: try radius(try object.required("radius", "a number")),
                             opaque: try object["opaque"]?.bool() ?? false)
        },
        "blendMode": .wrapping { argument, view in view.blendMode(try blendMode(argument)) },
        "mask": ModifierType { argument, view, decoder in
            if case .object(let members) = argument.value, !members.contains(where: { $0.key == "type" }) {
                let object = try argument.object("argument of mask", allowedKeys: ["content", "alignment"],
                                                 expected: "a view or {\"content\": view, \"alignment\": …}")
                let mask = try decoder.view(try object.required("content", "a view"))
                let alignment = try object["alignment"]?.name(among: GeometryValues.alignments) ?? .center
                return .other(AnyView(view.erased.mask(alignment: alignment) { mask }))
            }
            let mask = try decoder.view(argument)
            return .other(AnyView(view.erased.mask { mask }))
        },
        "compositingGroup": .flag { $0.compositingGroup() },
        "drawingGroup": .flag { $0.drawingGroup() },
        "colorInvert": .flag { $0.colorInvert() },
        "luminanceToAlpha": .flag { $0.luminanceToAlpha() },
        "hidden": .flag { $0.hidden() },
        "colorMultiply": .wrapping { argument, view in view.colorMultiply(try ColorValue.decode(argument)) },
        "saturation": .wrapping { argument, view in view.saturation(try argument.number(in: 0...100)) },
        "contrast": .wrapping { argument, view in view.contrast(try argument.number(in: 0...100)) },
        "grayscale": .wrapping { argument, view in view.grayscale(try argument.number(in: 0...1)) },
        "brightness": .wrapping { argument, view in view.brightness(try argument.number(in: -1...1)) },
        "hueRotation": .wrapping { argument, view in view.hueRotation(try GeometryValues.degrees(argument)) },
        "zIndex": .wrapping { argument, view in view.zIndex(try argument.number(in: -1e6...1e6)) },
        "position": .wrapping { argument, view in
            let object = try argument.object("argument of position", allowedKeys: ["x", "y"], expected: "{\"x\": …, \"y\": …}")
            return view.position(x: try object["x"].map(offset) ?? 0, y: try object["y"].map(offset) ?? 0)
        },
    ]

    /// A blur or shadow radius in points: 0 to 1000.
    private static func radius(_ node: JSONNode) throws -> CGFloat { CGFloat(try node.number(in: 0...1000)) }

    /// An offset in points, either way.
    private static func offset(_ node: JSONNode) throws -> CGFloat {
        CGFloat(try node.number(in: -JSONNode.maximumLength...JSONNode.maximumLength))
    }

    static func blendMode(_ node: JSONNode) throws -> BlendMode {
        let names = BlendMode.allCases.map(\.rawValue)
        guard case .string(let name) = node.value else { throw node.mismatch("a blend mode such as \"multiply\"") }
        guard let mode = BlendMode(rawValue: name) else {
            throw node.mismatch("a blend mode (\(names.map { JSONValue.quoted($0) }.joined(separator: ", ")))",
                                suggestion: NameSuggestion.didYouMean(name, among: names))
        }
        return mode
    }
}
