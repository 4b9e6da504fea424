import Easel
import Foundation

/// Shape styles in a scene: what `fill`, `stroke`, `strokeBorder`, `foregroundStyle`, `background`,
/// `overlay` and `border` accept.
///
/// A style is a color (see `ColorValue`), or:
/// - a name: `primary`, `secondary`, `tertiary`, `quaternary`, `quinary` (levels of the foreground
///   style), `tint`, `foreground`, `background` (the background style: the system background), and the
///   materials `ultraThinMaterial`, `thinMaterial`, `regularMaterial`, `thickMaterial`,
///   `ultraThickMaterial` and `bar` (a blur of what lies behind, tinted: see `Material`);
/// - an object with one key naming a gradient, as SwiftUI's static members do:
///   - `{"linearGradient": {G, "startPoint": P, "endPoint": P}}` (points default to `top` and `bottom`);
///   - `{"radialGradient": {G, "center": P, "startRadius": r, "endRadius": r}}` (`endRadius` required,
///     `center` defaults to `center`, `startRadius` to 0);
///   - `{"ellipticalGradient": {G, "center": P, "startRadiusFraction": f, "endRadiusFraction": f}}`
///     (defaults `center`, 0 and 0.5);
///   - `{"angularGradient": {G, "center": P, "startAngle": degrees, "endAngle": degrees}}` (defaults
///     `center`, 0 and 0: a whole turn), and `{"conicGradient": {G, "center": P, "angle": degrees}}`;
///   - `{"meshGradient": {"width": w, "height": h, "points": [[x, y], …], "colors": [color, …]}}` (w × h of each,
///     row by row; `"background"` defaults to `clear`, `"smoothsColors"` to true, `"colorSpace"` to `"device"`);
///   - `{"gradient": color}`: the color's `Color.gradient`;
///   where G is `"colors": [color, …]` (at least one) or `"stops": [{"color": color, "location": 0…1}, …]`
///   and P a unit point (`"topLeading"`, or `{"x": …, "y": …}`);
/// - `{"style": style, "opacity": 0…1}`: the style at an opacity (`ShapeStyle.opacity(_:)`).
enum StyleValue {
    /// A decoded style: a plain color stays a `Color`, so it draws as it always has.
    enum Decoded {
        case color(Color)
        case style(AnyShapeStyle)

        var shapeStyle: AnyShapeStyle {
            switch self {
            case .color(let color): AnyShapeStyle(color)
            case .style(let style): style
            }
        }

        /// The style as a view filling the space it is offered.
        var view: AnyView {
            switch self {
            case .color(let color): AnyView(color)
            case .style(let style): AnyView(Rectangle().fill(style))
            }
        }
    }

    static let names: KeyValuePairs<String, AnyShapeStyle> = [
        "primary": AnyShapeStyle(.primary), "secondary": AnyShapeStyle(.secondary),
        "tertiary": AnyShapeStyle(.tertiary), "quaternary": AnyShapeStyle(.quaternary),
        "quinary": AnyShapeStyle(.quinary), "tint": AnyShapeStyle(.tint),
        "foreground": AnyShapeStyle(.foreground), "background": AnyShapeStyle(.background),
        "ultraThinMaterial": AnyShapeStyle(.ultraThinMaterial), "thinMaterial": AnyShapeStyle(.thinMaterial),
        "regularMaterial": AnyShapeStyle(.regularMaterial), "thickMaterial": AnyShapeStyle(.thickMaterial),
        "ultraThickMaterial": AnyShapeStyle(.ultraThickMaterial), "bar": AnyShapeStyle(.bar),
    ]

    /// The keys of an object that is a style rather than a color: the gradients, `gradient` and `style`.
    static let gradientKinds = gradients.map(\.key) + ["gradient", "style"]

    static let expected = "a color or a style (a name such as \"secondary\", or {\"linearGradient\": …})"

    static func decode(_ node: JSONNode) throws -> Decoded {
        if case .string(let text) = node.value, let match = names.first(where: { $0.key == text }) {
            return .style(match.value)
        }
        if case .string(let text) = node.value, !text.hasPrefix("#"), !text.contains(".opacity("),
           !ColorValue.names.contains(where: { $0.key == text }) {
            throw node.mismatch("a color name or \"#RRGGBB\"",
                                suggestion: NameSuggestion.didYouMean(text, among: names.map(\.key) + ColorValue.names.map(\.key)))
        }
        guard case .object(let members) = node.value, let key = members.first?.key, gradientKinds.contains(key) else {
            return .color(try ColorValue.decode(node))
        }
        if key == "style" { return .style(try opacity(node)) }
        let object = try node.object("style", allowedKeys: [key], expected: expected)
        let argument = try object.required(key, "the \(key)'s arguments")
        return .style(try gradient(key, argument))
    }

    private static func opacity(_ node: JSONNode) throws -> AnyShapeStyle {
        let object = try node.object("argument of a style with opacity", allowedKeys: ["style", "opacity"])
        let style = try decode(try object.required("style", "a style")).shapeStyle
        return AnyShapeStyle(style.opacity(try object.required("opacity", "a number from 0 to 1").number(in: 0...1)))
    }

    private static func gradient(_ kind: String, _ node: JSONNode) throws -> AnyShapeStyle {
        if kind == "gradient" { return AnyShapeStyle(try ColorValue.decode(node).gradient) }
        let decoder = gradients.first { $0.key == kind }!.value
        let object = try node.object("argument of \(kind)", allowedKeys: (decoder.takesStops ? ["colors", "stops"] : []) + decoder.keys)
        return try decoder.make(GradientArguments(object: object, gradient: decoder.takesStops ? try Self.gradient(object) : Gradient(colors: [])))
    }

    /// A gradient's argument object, with the readers its keys share.
    struct GradientArguments {
        let object: JSONObjectReader
        /// Its `"colors"` or `"stops"` (for the gradients that take them).
        let gradient: Gradient

        func point(_ key: String, _ fallback: UnitPoint) throws -> UnitPoint { try object[key].map(GeometryValues.unitPoint) ?? fallback }
        var center: UnitPoint { get throws { try point("center", .center) } }
        func angle(_ key: String) throws -> Angle { try object[key].map(GeometryValues.degrees) ?? .zero }
        func length(_ key: String, _ range: ClosedRange<Double>) throws -> CGFloat? { try object[key].map { CGFloat(try $0.number(in: range)) } }
    }

    /// How one gradient decodes: the keys of its argument besides the colors, whether it takes a gradient's
    /// `"colors"`/`"stops"`, and the style made from the argument.
    struct GradientDecoder: Sendable {
        let keys: [String]
        var takesStops = true
        let make: @Sendable (GradientArguments) throws -> AnyShapeStyle
    }

    /// The gradients, by the name of SwiftUI's static member (or type, for `meshGradient`).
    static let gradients: KeyValuePairs<String, GradientDecoder> = [
        "linearGradient": GradientDecoder(keys: ["startPoint", "endPoint"]) { a in
            AnyShapeStyle(LinearGradient(gradient: a.gradient, startPoint: try a.point("startPoint", .top), endPoint: try a.point("endPoint", .bottom)))
        },
        "radialGradient": GradientDecoder(keys: ["center", "startRadius", "endRadius"]) { a in
            let endRadius = try a.length("endRadius", 0...100_000) ?? { throw a.object.node.error("missing \"endRadius\" (a number of points)") }()
            return AnyShapeStyle(RadialGradient(gradient: a.gradient, center: try a.center, startRadius: try a.length("startRadius", 0...100_000) ?? 0,
                                                endRadius: endRadius))
        },
        "ellipticalGradient": GradientDecoder(keys: ["center", "startRadiusFraction", "endRadiusFraction"]) { a in
            AnyShapeStyle(EllipticalGradient(gradient: a.gradient, center: try a.center,
                                             startRadiusFraction: try a.length("startRadiusFraction", 0...100) ?? 0,
                                             endRadiusFraction: try a.length("endRadiusFraction", 0...100) ?? 0.5))
        },
        "angularGradient": GradientDecoder(keys: ["center", "startAngle", "endAngle"]) { a in
            AnyShapeStyle(AngularGradient(gradient: a.gradient, center: try a.center, startAngle: try a.angle("startAngle"), endAngle: try a.angle("endAngle")))
        },
        "conicGradient": GradientDecoder(keys: ["center", "angle"]) { a in
            AnyShapeStyle(AngularGradient(gradient: a.gradient, center: try a.center, angle: try a.angle("angle")))
        },
        "meshGradient": GradientDecoder(keys: ["width", "height", "points", "colors", "background", "smoothsColors", "colorSpace"],
                                        takesStops: false, make: meshGradient),
    ]

    /// `{"meshGradient": {"width": w, "height": h, "points": [[x, y], …], "colors": [color, …], "background": color,
    /// "smoothsColors": bool, "colorSpace": "device" | "perceptual"}}`: `MeshGradient(width:height:points:colors:…)`,
    /// w × h points (unit points: `[x, y]`, a name or `{"x": …, "y": …}`) and as many colors, row by row.
    private static func meshGradient(_ arguments: GradientArguments) throws -> AnyShapeStyle {
        let object = arguments.object
        let width = try object.required("width", "the number of vertices in a row").integer(in: 2...64)
        let height = try object.required("height", "the number of rows of vertices").integer(in: 2...64)
        func vertices<T>(_ key: String, _ description: String, _ decode: (JSONNode) throws -> T) throws -> [T] {
            let node = try object.required(key, description)
            let items = try node.array(of: description)
            guard items.count == width * height else {
                throw node.error("expected \(width * height) \(key) (width × height), got \(items.count)")
            }
            return try items.map(decode)
        }
        let points = try vertices("points", "an array of unit points, row by row") { node -> SIMD2<Float> in
            if case .array = node.value {
                let pair = try node.array(of: "a point [x, y]")
                guard pair.count == 2 else { throw node.mismatch("a point [x, y]") }
                return SIMD2(Float(try pair[0].number(in: -1000...1000)), Float(try pair[1].number(in: -1000...1000)))
            }
            let point = try GeometryValues.unitPoint(node)
            return SIMD2(Float(point.x), Float(point.y))
        }
        let colors = try vertices("colors", "an array of colors, row by row", ColorValue.decode)
        let spaces: KeyValuePairs<String, Gradient.ColorSpace> = ["device": .device, "perceptual": .perceptual]
        return AnyShapeStyle(MeshGradient(width: width, height: height, points: points, colors: colors,
                                          background: try object["background"].map(ColorValue.decode) ?? .clear,
                                          smoothsColors: try object["smoothsColors"]?.bool() ?? true,
                                          colorSpace: try object["colorSpace"]?.name(among: spaces) ?? .device))
    }

    /// `"colors"` (at least one) or `"stops"` (at least one, each location from 0 to 1).
    private static func gradient(_ object: JSONObjectReader) throws -> Gradient {
        try object.exclusive(["colors"], ["stops"])
        if let stops = object["stops"] {
            let items = try stops.array(of: "an array of stops")
            guard !items.isEmpty else { throw stops.error("a gradient needs at least one stop") }
            return Gradient(stops: try items.map { item in
                let stop = try item.object("property of a gradient stop", allowedKeys: ["color", "location"],
                                           expected: "a stop {\"color\": …, \"location\": 0…1}")
                return Gradient.Stop(color: try ColorValue.decode(try stop.required("color", "a color")),
                                     location: CGFloat(try stop.required("location", "a number from 0 to 1").number(in: 0...1)))
            })
        }
        let colors = try object.required("colors", "an array of colors, or \"stops\"")
        let items = try colors.array(of: "an array of colors")
        guard !items.isEmpty else { throw colors.error("a gradient needs at least one color") }
        return Gradient(colors: try items.map(ColorValue.decode))
    }
}
