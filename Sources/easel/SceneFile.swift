import Easel
import EaselScene
import Foundation

/// Reads a scene file given on the command line (`-` for stdin).
///
/// Faults are reported as `PATH: LOCATION: MESSAGE`, with the path as it was given (`<stdin>` for
/// `-`): a file that does
/// not exist or cannot be read is a missing input (66), a scene that does not decode is bad data (65),
/// and an image it names that does not exist is a missing input (66).
enum SceneFile {
    /// How messages name the scene at `path`: the path as given, or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// `assets`, when given, replaces the scene's own assets folder (`--assets`).
    static func load(_ path: String, limits: SceneLimits = .default, assets: URL? = nil) throws -> SceneDocument {
        let data = try contents(of: path)
        let baseDirectory = path == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                                        : URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            return try SceneDocument(json: data, baseDirectory: baseDirectory, limits: limits, assetsDirectory: assets)
        } catch let error as SceneError {
            throw CommandFailure.scene(error, in: displayName(path))
        }
    }

    /// The bytes of the input file at `path` (`-`: all of stdin); a file that does not exist, or is a
    /// folder or cannot be read, is a missing input.
    static func contents(of path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure.missingInput("\(path): no such file")
        }
        guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.missingInput("\(path): cannot read the file")
        }
        return contents
    }
}
