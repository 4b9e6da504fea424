import Easel
import EaselScene
import Foundation

/// The query parameters that set how a scene is drawn, on `POST /render` and on templates: the scene
/// options of `easel render` (`SceneOverrides`, checked as a scene file's canvas and environment are,
/// so a fault reads `scale: expected a number above 0 and at most 10, got 0`), and the encoder's quality.
///
/// | parameter | value |
/// | --- | --- |
/// | `width`, `height` | points, above 0 and at most `SceneCanvas.maximumSide` |
/// | `scale` | pixels per point, above 0 and at most `SceneCanvas.maximumScale` |
/// | `dynamicTypeSize` | `xSmall` … `accessibility5` |
/// | `colorScheme` | `light`, `dark` |
/// | `layoutDirection` | `ltr`, `rtl` |
/// | `safeArea` | a device (`iPhone15` …) or `TOP,LEADING,BOTTOM,TRAILING` in points |
/// | `quality` | JPEG and WebP quality, 1…100 (90 by default; a WebP at 100 is lossless) |
struct RenderOptions: Sendable, Equatable {
    var overrides: SceneOverrides
    var quality: Int?

    /// The parameter names, which a template's own parameters may not take.
    static let names = SceneOverrides.keys + ["quality"]

    /// The options among `query`'s parameters (the others are left for the caller).
    init(_ query: [String: String]) throws {
        let object = JSONObjectReader(query: query)
        overrides = try SceneOverrides(object)
        quality = try object["quality"]?.integer(in: 1...100)
    }

    /// The quality set on `renderer`, when one was given.
    func apply<Content>(to renderer: ImageRenderer<Content>) {
        if let quality { renderer.quality = quality }
    }

    /// `document` with the options given replacing its canvas and environment values.
    func apply(to document: inout SceneDocument) { overrides.apply(to: &document) }

    /// The options in a fixed order, for a request's canonical form.
    var canonical: String { (overrides.queryItems + [quality.map { "quality=\($0)" }].compactMap { $0 }).joined(separator: "&") }
}
