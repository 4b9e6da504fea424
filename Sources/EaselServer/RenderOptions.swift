import Easel
import EaselScene
import Foundation

/// The query parameters that set how a scene is drawn, on `POST /render` and on templates: the scene
/// options of `easel render` (`--width` … `--layout-direction`), checked as a scene file's canvas and
/// environment are, so a fault reads `scale: expected a number above 0 and at most 10, got 0`.
///
/// | parameter | value |
/// | --- | --- |
/// | `width`, `height` | points, above 0 and at most `SceneCanvas.maximumSide` |
/// | `scale` | pixels per point, above 0 and at most `SceneCanvas.maximumScale` |
/// | `dynamicTypeSize` | `xSmall` … `accessibility5` |
/// | `colorScheme` | `light`, `dark` |
/// | `layoutDirection` | `ltr`, `rtl` |
/// | `quality` | JPEG and WebP quality, 1…100 (90 by default; a WebP at 100 is lossless) |
struct RenderOptions: Sendable, Equatable {
    var width: Double?
    var height: Double?
    var scale: Double?
    var dynamicTypeSize: String?
    var colorScheme: String?
    var layoutDirection: String?
    var quality: Int?

    /// The parameter names, which a template's own parameters may not take.
    static let names = ["width", "height", "scale", "dynamicTypeSize", "colorScheme", "layoutDirection", "quality"]

    /// The options among `query`'s parameters (the others are left for the caller).
    init(_ query: [String: String]) throws {
        func node(_ name: String) -> JSONNode? { query[name].map { JSONNode(JSONValue(queryText: $0), path: JSONPath([.key(name)])) } }
        func side(_ name: String) throws -> Double? { try node(name)?.number(above: 0, atMost: SceneCanvas.maximumSide) }
        (width, height) = (try side("width"), try side("height"))
        scale = try node("scale")?.number(above: 0, atMost: SceneCanvas.maximumScale)
        func name<T>(_ key: String, _ names: KeyValuePairs<String, T>) throws -> String? {
            guard let node = node(key) else { return nil }
            _ = try node.name(among: names)
            return try node.string()
        }
        dynamicTypeSize = try name("dynamicTypeSize", SceneEnvironment.dynamicTypeSizeNames)
        colorScheme = try name("colorScheme", SceneEnvironment.colorSchemeNames)
        layoutDirection = try name("layoutDirection", SceneEnvironment.layoutDirectionNames)
        quality = try node("quality")?.integer(in: 1...100)
    }

    /// The quality set on `renderer`, when one was given.
    func apply<Content>(to renderer: ImageRenderer<Content>) {
        if let quality { renderer.quality = quality }
    }

    /// `document` with the options given replacing its canvas and environment values.
    func apply(to document: inout SceneDocument) {
        if let width { document.canvas.width = CGFloat(width) }
        if let height { document.canvas.height = CGFloat(height) }
        if let scale { document.canvas.scale = CGFloat(scale) }
        func value<T>(_ name: String?, _ names: KeyValuePairs<String, T>) -> T? { names.first { $0.key == name }?.value }
        document.environment = document.environment.merging(SceneEnvironment(
            dynamicTypeSize: value(dynamicTypeSize, SceneEnvironment.dynamicTypeSizeNames),
            colorScheme: value(colorScheme, SceneEnvironment.colorSchemeNames),
            layoutDirection: value(layoutDirection, SceneEnvironment.layoutDirectionNames)))
    }

    /// The options in a fixed order, for a request's canonical form.
    var canonical: String {
        [("width", width.map(JSONNode.format)), ("height", height.map(JSONNode.format)), ("scale", scale.map(JSONNode.format)),
         ("dynamicTypeSize", dynamicTypeSize), ("colorScheme", colorScheme), ("layoutDirection", layoutDirection),
         ("quality", quality.map(String.init))]
            .compactMap { name, value in value.map { "\(name)=\($0)" } }.joined(separator: "&")
    }
}

