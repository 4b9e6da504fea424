import ArgumentParser
import Foundation

/// `--assets DIR`: the folder `Image("name")` (a scene's `"name"`) finds its pictures in, for every
/// command that renders or lays out scenes; it replaces a scene's own `"assets"`.
struct AssetsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder image names are found in (name.png, name@2x.png … or an .xcassets catalog); replaces a scene's \"assets\".",
                               valueName: "folder"))
    var assets: String?

    /// The folder, as an absolute URL.
    var folder: URL? { assets.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }

    func validate() throws {
        guard let assets else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: assets, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--assets \(assets): no such folder")
        }
    }
}
