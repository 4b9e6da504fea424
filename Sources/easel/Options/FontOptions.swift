import ArgumentParser
import Easel
import Foundation

/// `--font FILE|DIR` (repeatable): font files, or folders of them, registered with `FontRegistry` before
/// a command renders, so that `Font.custom` names and scenes' `"font"` values find them.
///
/// The fonts are registered as the arguments are validated, before any command's `run`: every command
/// that renders (through `SceneOptions`, and `serve`) has them from its start. A path that does not exist
/// exits 66, a file that is not a font (or a folder without one) 65, each with a message naming the flag
/// and the path.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font"), help: ArgumentHelp("A font file (TTF, OTF, TTC, WOFF2) or a folder of them for Font.custom names (repeatable).",
                                                          valueName: "file-or-folder"))
    var fonts: [String] = []

    /// The files and folders given, as URLs.
    var urls: [URL] { fonts.map { URL(fileURLWithPath: $0) } }

    func validate() throws {
        for path in fonts {
            do {
                try FontRegistry.register(url: URL(fileURLWithPath: path))
            } catch let error as FontRegistry.RegistrationError {
                let status: Int32 = if case .missing = error { 66 } else { 65 }
                FileHandle.standardError.write(Data("easel: --font \(path): \(error)\n".utf8))
                throw ExitCode(status)
            }
        }
    }
}
