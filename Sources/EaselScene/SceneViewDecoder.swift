import Easel
import EaselCore
import EaselRender
import Foundation

/// A view being built from a scene: still a `Text` while only text modifiers have been applied (so
/// `fontWeight`, `bold` and `italic` can apply to it, as SwiftUI's `Text` methods do), else any view.
enum DecodedView {
    case text(Text)
    case other(AnyView)

    var erased: AnyView {
        switch self {
        case .text(let text): AnyView(text)
        case .other(let view): view
        }
    }
}

/// Decodes the views of a scene.
///
/// A view is an object: `"type"` names the kind of view (`ViewTypes`), the type's own properties
/// follow SwiftUI's argument labels, `"children"` lists a container's views, `"modifiers"` is an
/// ordered list of modifiers applied first to last, as SwiftUI's chained calls (`SceneModifiers`),
/// and `"id"` gives the whole view, after its modifiers, an identity that `easel layout` and
/// `layoutFrames()` report its frame under. As in SwiftUI, views in different places may share an id
/// (a `ViewThatFits`'s candidates often do); of views laid out with the same id, the frame reported
/// is the last one's in drawing order.
///
/// Any key a view type does not know is an error, with the closest known key suggested; so is an
/// unknown type or modifier.
///
/// The limits (`SceneLimits`) the decoder checks:
/// - Views and modifiers may nest at most `maximumNesting` deep along any path from the root (a view
///   counts 1, each of its modifiers 1 more): each level is a level of recursion when the scene is
///   decoded, laid out and drawn, so the limit keeps any input from exhausting the stack.
/// - A scene has at most `maximumViews` view objects (counted in document order, secondary views of
///   `background` and `overlay` included).
/// - An image file has at most `maximumImageBytes` bytes.
struct SceneViewDecoder {
    /// The folder that image paths are relative to: the scene file's.
    let baseDirectory: URL
    let limits: SceneLimits
    /// Whether image paths must name files inside `baseDirectory` (`ConfinedPath`).
    var confinesImages = false
    /// The folder image names are found in (`"assets"`, `--assets`), or nil.
    var assetsDirectory: URL?
    /// How deep the views being decoded are nested, counting their ancestors' modifiers.
    private var nesting = 0
    /// The views decoded so far, shared by every copy of the decoder.
    private let viewCount = ViewCount()

    init(baseDirectory: URL, limits: SceneLimits = .default) { (self.baseDirectory, self.limits) = (baseDirectory, limits) }

    static let commonKeys = ["type", "id", "modifiers"]

    func view(_ node: JSONNode) throws -> AnyView {
        let members = try node.members("a view object such as {\"type\": \"Text\", \"text\": \"Hello\"}")
        var decoder = self
        if case .array(let modifiers)? = members.first(where: { $0.key == "modifiers" })?.node.value {
            decoder.nesting += modifiers.count
        }
        decoder.nesting += 1
        let maximumNesting = min(limits.maximumNesting, SceneLimits.depthCeiling)
        guard decoder.nesting <= maximumNesting else {
            throw node.error("views and modifiers nest more than \(maximumNesting) deep, the limit (raise it with --max-nesting)")
        }
        viewCount.value += 1
        guard viewCount.value <= limits.maximumViews else {
            throw node.error(SceneLimits.overLimit("view \(viewCount.value)", limit: "\(limits.maximumViews) views", flag: "--max-views"))
        }
        // Each level may run on a thread with stack to spare, so no nesting the limit allows overflows it.
        return try DeepRecursion.run { () -> Result<AnyView, any Error> in Result { try decoder.decode(node, members) } }.get()
    }

    /// `view(_:)` with the nesting counted.
    private func decode(_ node: JSONNode, _ members: [(key: String, node: JSONNode)]) throws -> AnyView {
        guard let typeNode = members.first(where: { $0.key == "type" })?.node else {
            throw node.error("missing \"type\" (the kind of view, such as \"VStack\" or \"Text\")")
        }
        let typeName = try typeNode.string()
        guard let type = ViewTypes.all[typeName] else {
            let hint = NameSuggestion.didYouMean(typeName, among: ViewTypes.names) ?? "see docs/scene-format.md for the view types"
            throw typeNode.error("unknown view type \(typeNode.value.summary); \(hint)")
        }
        let object = try node.object("property of \(typeName)", allowedKeys: Self.commonKeys + type.properties)
        var view = try type.make(ViewProperties(object: object, decoder: self))
        if let modifiers = object["modifiers"] {
            for modifier in try modifiers.array(of: "an array of modifiers") {
                view = try SceneModifiers.apply(modifier, to: view, decoder: self)
            }
        }
        guard let idNode = object["id"] else { return view.erased }
        return AnyView(view.erased.id(try identifier(idNode)))
    }

    /// The views of an array.
    func views(_ node: JSONNode) throws -> [AnyView] {
        try node.array(of: "an array of views").map(view)
    }

    /// An id: a non-empty string.
    func identifier(_ node: JSONNode) throws -> String {
        let id = try node.string()
        guard !id.isEmpty else { throw node.mismatch("a non-empty string") }
        return id
    }

    /// The absolute path of an image file named relative to the scene's folder; a missing file, one
    /// that is no image, over the limits, or that does not decode is an error at `node`.
    func imagePath(_ node: JSONNode) throws -> String {
        let written = try node.string()
        guard !written.isEmpty else { throw node.mismatch("a path to an image file") }
        if confinesImages, case .failure(let fault) = ConfinedPath.resolve(written, in: baseDirectory) {
            throw node.error("image \(JSONValue.quoted(written)): \(fault)", kind: fault == .missing ? .missingFile : .invalid)
        }
        let url = written.hasPrefix("/") ? URL(fileURLWithPath: written) : baseDirectory.appendingPathComponent(written)
        let path = url.standardizedFileURL.path
        try checkImage(path, at: node)
        return path
    }

    /// The name of an asset (`Image("name")`): each file the assets folder has for it, at every scale,
    /// must be a readable image within the limits. A name with no file is no error: it draws nothing
    /// and is reported as a warning, as SwiftUI draws nothing for a missing asset.
    func assetName(_ node: JSONNode) throws -> String {
        let name = try node.string()
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw node.mismatch("the name of an image in the assets folder, without a path")
        }
        guard let assetsDirectory else { return name }
        for asset in AssetCatalog.assets(named: name, in: assetsDirectory) {
            if confinesImages {
                let relative = String(asset.path.dropFirst(assetsDirectory.path.count)).drop { $0 == "/" }
                if case .failure(let fault) = ConfinedPath.resolve(String(relative), in: assetsDirectory) {
                    throw node.error("image \(JSONValue.quoted(name)): \(fault)")
                }
            }
            try checkImage(asset.path, at: node)
        }
        return name
    }

    /// Throws at `node` unless `path` names an image within the limits that decodes (the decoded image
    /// stays in the process-wide cache for the render).
    private func checkImage(_ path: String, at node: JSONNode) throws {
        switch ImageFile.fault(at: path, maximumBytes: limits.maximumImageBytes, maximumPixels: limits.maximumPixels) {
        case .missing: throw node.error("image file not found: \(path)", kind: .missingFile)
        case .unreadable: throw node.error("cannot read the image file \(path)", kind: .missingFile)
        case .notAnImage: throw node.error("not an image file (PNG, JPEG, WebP, GIF or SVG): \(path)")
        case .tooLarge(let bytes):
            throw node.error(SceneLimits.overLimit("the image file \(path) of \(bytes) bytes", limit: "\(limits.maximumImageBytes) bytes",
                                                   flag: "--max-image-bytes"))
        case .tooManyPixels(let width, let height):
            throw node.error(SceneLimits.overLimit("the image \(path) of \(width) × \(height) pixels", limit: "\(limits.maximumPixels) pixels",
                                                   flag: "--max-pixels"))
        case nil:
            do {
                _ = try ImageFiles.shared.decoded(atPath: path, limits: limits.canvas)
            } catch let error as RenderError {
                throw node.error("\(error)")
            }
        }
    }
}

/// A counter shared by the copies of a decoder.
private final class ViewCount {
    var value = 0
}

/// What a view type's factory reads: the view's object, and the decoder for children and files.
struct ViewProperties {
    let object: JSONObjectReader
    let decoder: SceneViewDecoder

    subscript(key: String) -> JSONNode? { object[key] }

    func required(_ key: String, _ description: String) throws -> JSONNode { try object.required(key, description) }

    /// The `"children"` views, in order (none when absent), as one view for a container's content.
    func children() throws -> ChildViews {
        ChildViews(views: try object["children"].map(decoder.views) ?? [])
    }
}

/// A container's children: the views of a scene's `"children"` array, in order, as `ForEach` over
/// their positions lists them.
nonisolated struct ChildViews: View {
    let views: [AnyView]

    var body: some View {
        ForEach(views.indices) { views[$0] }
    }
}
