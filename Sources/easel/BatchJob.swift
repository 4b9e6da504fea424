import Easel
import EaselRender
import EaselScene
import Foundation
import PetPoll

/// One entry of a batch manifest: what to draw, the values replacing its canvas and environment, and
/// the file to write.
///
/// An entry is a JSON object on one line:
/// - `"output"` (required): the file to write, in a `RenderFormat` its extension names;
/// - either `"scene"`: a scene file's path, or a scene object as a scene file holds it; or `"poll"`:
///   the pet poll with these votes, an object of names and votes as `easel poll --votes-file` takes;
/// - optionally `SceneOverrides.keys` (`"width"`, `"scale"`, `"colorScheme"`, …), which replace the
///   scene's values and those of the command line, and `"quality"` (JPEG and WebP, 1…100), which
///   replaces `--quality`.
///
/// Relative paths are resolved when the line is read: a scene file's against the manifest's folder,
/// the output's against the output folder (the manifest's unless `-o` gives another); images of an
/// inline scene are relative to the manifest's folder, those of a scene file to that file's folder.
/// Reading checks everything but the scene itself, which is decoded when the entry is rendered.
struct BatchJob: Sendable {
    enum Source: Sendable {
        /// A scene file, by its resolved path.
        case sceneFile(String)
        /// A scene object within the line, decoded against the manifest's folder.
        case scene(JSONValue, JSONPath, baseDirectory: URL)
        /// The poll with the votes of this object.
        case poll(JSONValue, JSONPath)
    }

    /// The manifest line, counting from 1.
    let line: Int
    let source: Source
    let overrides: SceneOverrides
    /// The file to write, resolved against the output folder (as printed and as messages name it).
    let output: String
    let format: RenderFormat
    /// The JPEG and WebP quality, replacing the command line's.
    let quality: Int?

    static let keys = ["scene", "poll", "output", "quality"] + SceneOverrides.keys

    /// Reads the object `node`, found on `line`; a fault is a `SceneError` at its path in the line.
    init(line: Int, node: JSONNode, manifestFolder: String, outputFolder: String) throws {
        let object = try node.object("key of a batch entry", allowedKeys: Self.keys,
                                     expected: "an object with \"output\" and \"scene\" or \"poll\"")
        try object.exclusive(["scene"], ["poll"])
        let outputNode = try object.required("output", "the file to write: \(RenderFormat.extensionList)")
        let output = try outputNode.string()
        guard let format = RenderFormat(path: output) else {
            throw outputNode.error("cannot tell the format of \(JSONValue.quoted(output)): \(RenderFormat.fileNameAdvice)")
        }
        if let scene = object["scene"] {
            switch scene.value {
            case .string(let path) where !path.isEmpty:
                // A file named `-`, not stdin as on `easel render`'s command line.
                let resolved = Self.resolve(path, against: manifestFolder)
                source = .sceneFile(resolved == "-" ? "./-" : resolved)
            case .object:
                source = .scene(scene.value, scene.path, baseDirectory: Self.directory(manifestFolder))
            default:
                throw scene.mismatch("a scene file's path or a scene object")
            }
        } else if let poll = object["poll"] {
            source = .poll(poll.value, poll.path)
        } else {
            throw node.error("missing \"scene\" (a scene file's path or a scene object) or \"poll\" (an object of names and votes)")
        }
        overrides = try SceneOverrides(object)
        quality = try object["quality"]?.integer(in: 1...100)
        (self.line, self.output, self.format) = (line, Self.resolve(output, against: outputFolder), format)
    }

    /// Decodes the entry, renders it with `commandLine`'s values and then its own replacing the scene's,
    /// and writes the file atomically (creating its folder if needed). A fault is a `CommandFailure`
    /// whose message starts with the line: `line 7: scene.root.children[2]: …`.
    /// `assets` replaces each scene's assets folder (`--assets`).
    func render(commandLine: SceneOverrides, quality: Int?, pngCompression: PNGCompression, limits: SceneLimits, assets: URL? = nil) throws(CommandFailure) {
        do {
            var document = try self.document(limits: limits, assets: assets)
            commandLine.apply(to: &document)
            overrides.apply(to: &document)
            let renderer = document.renderer(limits: limits, pngCompression: pngCompression)
            if let quality = self.quality ?? quality { renderer.quality = quality }
            let data = try renderer.data(format: format)
            let url = URL(fileURLWithPath: output)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.cannotCreate("cannot create the folder of \(output): \((error as NSError).localizedDescription)")
            }
            try AtomicFile.write(data, to: url)
        } catch let failure as CommandFailure {
            throw CommandFailure(message: "line \(line): \(failure.message)", status: failure.status)
        } catch let error as RenderError {
            let failure = CommandFailure.rendering(error, input: inputName)
            throw CommandFailure(message: "line \(line): \(failure.message)", status: failure.status)
        } catch {
            throw CommandFailure.software("line \(line): \(error)")
        }
    }

    /// How messages name what the entry draws.
    private var inputName: String {
        switch source {
        case .sceneFile(let path): path
        case .scene: "scene"
        case .poll: "poll"
        }
    }

    /// The entry's scene, within `limits`; a fault is a `CommandFailure` (bad data, or a missing file).
    private func document(limits: SceneLimits, assets: URL?) throws -> SceneDocument {
        switch source {
        case .sceneFile(let path):
            return try SceneFile.load(path, limits: limits, assets: assets)
        case .scene(let value, let path, let baseDirectory):
            do {
                return try SceneDocument(node: JSONNode(value, path: path), baseDirectory: baseDirectory, limits: limits, assetsDirectory: assets)
            } catch let error as SceneError {
                throw CommandFailure.scene(error)
            }
        case .poll(let value, let path):
            do {
                return SceneDocument(root: PollScreen(pets: try Votes.candidates(in: JSONNode(value, path: path))))
            } catch let error as SceneError {
                throw CommandFailure.badData(error.description)
            }
        }
    }

    /// `path` as seen from the working folder: as it is when absolute, else within `folder`.
    static func resolve(_ path: String, against folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// `folder` as a directory URL (the working folder for the empty path).
    static func directory(_ folder: String) -> URL {
        URL(fileURLWithPath: folder.isEmpty ? FileManager.default.currentDirectoryPath : folder, isDirectory: true)
    }
}
