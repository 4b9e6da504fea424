import Easel
import Foundation

/// A scene: a root view, the canvas it is drawn on, and the environment it is drawn in — decoded from
/// a JSON scene file, or made in Swift around any view.
///
/// A scene file is an object with `"root"` (a view, required), `"canvas"` (`SceneCanvas`) and
/// `"environment"` (`SceneEnvironment`); the format is documented in `docs/scene-format.md`. Rendering
/// goes through `renderer()`, so a scene renders exactly as its view does through `ImageRenderer`.
public struct SceneDocument {
    public var root: AnyView
    public var canvas: SceneCanvas
    public var environment: SceneEnvironment

    public init<Root: View>(root: Root, canvas: SceneCanvas = SceneCanvas(), environment: SceneEnvironment = SceneEnvironment()) {
        (self.root, self.canvas, self.environment) = (AnyView(root), canvas, environment)
    }

    /// Decodes a scene file's contents. Image paths are relative to `baseDirectory` (the scene file's
    /// folder). Throws `SceneError`, naming the JSON path (or line and column) of the first fault; a
    /// scene over one of `limits` is a fault too (`SceneLimits`; the canvas and frame limits apply
    /// when it is drawn).
    public init(json data: Data, baseDirectory: URL, limits: SceneLimits = .default) throws {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data, maximumDepth: min(limits.maximumDepth, SceneLimits.depthCeiling))
        } catch {
            throw SceneError(error)
        }
        try self.init(node: JSONNode(document), baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes a scene held in a larger JSON document (a line of a batch manifest): faults are named by
    /// their path from that document's top (`scene.root.children[2]`). With `confiningImages`, an
    /// image path must name a file inside `baseDirectory` (`ConfinedPath`: no absolute path, no `..`, no
    /// symbolic link out of it), as `easel serve` requires of its assets folder.
    public init(node top: JSONNode, baseDirectory: URL, limits: SceneLimits = .default, confiningImages: Bool = false) throws {
        try limits.checkStrings(in: top.value, at: top.path)
        let object = try top.object("key of a scene", allowedKeys: ["canvas", "environment", "root"],
                                    expected: "a scene object with \"root\"")
        canvas = try object["canvas"].map(SceneCanvas.decode) ?? SceneCanvas()
        environment = try object["environment"].map { try SceneEnvironment.decode($0, noun: "key of environment") } ?? SceneEnvironment()
        var decoder = SceneViewDecoder(baseDirectory: baseDirectory, limits: limits)
        decoder.confinesImages = confiningImages
        root = try decoder.view(try object.required("root", "the root view"))
    }

    /// A renderer of the scene: the root framed to the canvas on its background, proposed the canvas
    /// size, at the canvas scale, in the scene's environment (with Pango measuring the text), refusing
    /// a picture over the canvas limits of `limits`.
    public func renderer(limits: SceneLimits = .default, pngCompression: PNGCompression = .default) -> ImageRenderer<AnyView> {
        let renderer = ImageRenderer(content: composedRoot)
        renderer.canvasLimits = limits.canvas
        renderer.pngCompression = pngCompression
        renderer.proposedSize = canvas.proposal
        renderer.scale = canvas.scale
        environment.apply(to: &renderer.environment)
        return renderer
    }

    /// What a renderer draws: the root framed to the canvas on its background.
    public var composedRoot: AnyView { AnyView(canvas.compose(root, colorScheme: environment.colorScheme ?? .light)) }
}
