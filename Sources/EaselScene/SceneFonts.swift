import Easel
import Foundation

/// A scene's `"fonts"`: font files, or folders of them, registered with `FontRegistry` when the scene is
/// decoded, so that its `Font.custom` names (`{"custom": "Brand Sans", "size": 17}`) find them.
///
/// Rules:
/// 1. `"fonts"` is an array of paths relative to the scene file's folder, each confined to it as the
///    assets of a served scene are (`ConfinedPath`: no absolute path, no `..`, no symbolic link out).
/// 2. A path that does not exist is a missing file; a file that is not a font (or a folder holding none)
///    is invalid: each an error at its JSON path (`fonts[1]`), and the scene is not drawn.
/// 3. Registration is for the process: a font a scene registered stays available to later scenes.
enum SceneFonts {
    static func register(_ node: JSONNode, baseDirectory: URL) throws {
        for item in try node.array(of: "an array of font file or folder paths") {
            let written = try item.string()
            let resolved: String
            switch ConfinedPath.resolve(written, in: baseDirectory) {
            case .success(let path): resolved = path
            case .failure(let fault):
                throw item.error("font \(JSONValue.quoted(written)): \(fault)", kind: fault == .missing ? .missingFile : .invalid)
            }
            do {
                try FontRegistry.register(url: URL(fileURLWithPath: resolved))
            } catch let error as FontRegistry.RegistrationError {
                throw item.error("font \(JSONValue.quoted(written)): \(error.sceneDescription)")
            }
        }
    }
}

extension FontRegistry.RegistrationError {
    /// The fault without the real path (which a served scene's client must not learn).
    var sceneDescription: String {
        switch self {
        case .missing: "no such file"
        case .notAFont: "not a font file (TrueType, OpenType, a font collection, WOFF or WOFF2)"
        case .noFonts: "a folder without font files (.ttf, .otf, .ttc, .otc, .woff, .woff2)"
        }
    }
}
