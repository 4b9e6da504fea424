import Easel
import Foundation

/// A scene: a root view, the canvas it is drawn on, and the environment it is drawn in — decoded from
/// a JSON scene file, or made in Swift around any view.
///
/// A scene file is an object with `"root"` (a view, required), `"canvas"` (`SceneCanvas`),
/// `"environment"` (`SceneEnvironment`) and `"fonts"` (`SceneFonts`); the format is documented in `docs/scene-format.md`. Rendering
/// goes through `renderer()`, so a scene renders exactly as its view does through `ImageRenderer`.
public struct SceneDocument {
    public var root: AnyView
    public var canvas: SceneCanvas
    public var environment: SceneEnvironment
    /// The folder `Image("name")` finds its pictures in (`"assets"`, relative to the scene's folder, or
    /// the `--assets` flag), or nil.
    public var assetsDirectory: URL?

    public init<Root: View>(root: Root, canvas: SceneCanvas = SceneCanvas(), environment: SceneEnvironment = SceneEnvironment()) {
        (self.root, self.canvas, self.environment) = (AnyView(root), canvas, environment)
    }

    /// Decodes a scene file's contents. Image paths are relative to `baseDirectory` (the scene file's
    /// folder). Throws `SceneError`, naming the JSON path (or line and column) of the first fault; a
    /// scene over one of `limits` is a fault too (`SceneLimits`; the canvas and frame limits apply
    /// when it is drawn).
    /// `assetsDirectory`, when given, replaces the scene's own `"assets"` (the `--assets` flag).
    public init(json data: Data, baseDirectory: URL, limits: SceneLimits = .default, assetsDirectory: URL? = nil) throws {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data, maximumDepth: min(limits.maximumDepth, SceneLimits.depthCeiling))
        } catch {
            throw SceneError(error)
        }
        try self.init(node: JSONNode(document), baseDirectory: baseDirectory, limits: limits, assetsDirectory: assetsDirectory)
    }

    /// Decodes a scene held in a larger JSON document (a line of a batch manifest): faults are named by
    /// their path from that document's top (`scene.root.children[2]`). With `confiningImages`, an
    /// image path must name a file inside `baseDirectory` (`ConfinedPath`: no absolute path, no `..`, no
    /// symbolic link out of it), as `easel serve` requires of its assets folder.
    public init(node top: JSONNode, baseDirectory: URL, limits: SceneLimits = .default, confiningImages: Bool = false,
                assetsDirectory: URL? = nil) throws {
        try limits.checkStrings(in: top.value, at: top.path)
        let object = try top.object("key of a scene", allowedKeys: ["assets", "canvas", "environment", "fonts", "root"],
                                    expected: "a scene object with \"root\"")
        if let assetsDirectory {
            self.assetsDirectory = assetsDirectory
        } else if let assets = object["assets"] {
            self.assetsDirectory = try Self.assetsFolder(assets, baseDirectory: baseDirectory, confined: confiningImages)
        }
        if let fonts = object["fonts"] { try SceneFonts.register(fonts, baseDirectory: baseDirectory) }
        canvas = try object["canvas"].map(SceneCanvas.decode) ?? SceneCanvas()
        environment = try object["environment"].map { try SceneEnvironment.decode($0, noun: "key of environment") } ?? SceneEnvironment()
        var decoder = SceneViewDecoder(baseDirectory: baseDirectory, limits: limits)
        decoder.confinesImages = confiningImages
        decoder.assetsDirectory = self.assetsDirectory
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
        renderer.assetsDirectory = assetsDirectory
        renderer.safeAreaInsets = canvas.safeAreaInsets
        environment.apply(to: &renderer.environment)
        return renderer
    }

    /// The folder `"assets"` names, relative to the scene's folder: it must exist. Confined (`easel
    /// serve`), it must be inside `baseDirectory`.
    private static func assetsFolder(_ node: JSONNode, baseDirectory: URL, confined: Bool) throws -> URL {
        let written = try node.string()
        guard !written.isEmpty else { throw node.mismatch("a path to a folder of images") }
        if confined, case .failure(let fault) = ConfinedPath.resolve(written, in: baseDirectory) {
            throw node.error("assets \(JSONValue.quoted(written)): \(fault)", kind: fault == .missing ? .missingFile : .invalid)
        }
        let url = (written.hasPrefix("/") ? URL(fileURLWithPath: written) : baseDirectory.appendingPathComponent(written)).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw node.error("assets folder not found: \(url.path)", kind: .missingFile)
        }
        return url
    }

    /// What a renderer draws: the root framed to the canvas on its background.
    public var composedRoot: AnyView { AnyView(canvas.compose(root, colorScheme: environment.colorScheme ?? .light)) }
}
