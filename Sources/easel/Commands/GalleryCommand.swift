import ArgumentParser
import Easel
import EaselRender
import EaselScene
import Foundation
import Gallery

/// `easel gallery -o DIR/`: renders every gallery screen.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every gallery screen (the articles' layouts) into a folder.",
        discussion: """
            Writes one file per screen, named after it: \(GalleryScreen.allCases.map(\.rawValue).joined(separator: ", ")). \
            The folder is created if needed. Every screen is rendered before any file is written. The \
            paths written are printed on stdout.

            EXAMPLES:
              easel gallery -o out/gallery/
              easel gallery -o out/gallery-dark/ --format pdf --color-scheme dark
            """
    ).parsedOnItsOwn

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("The format of the files: \(RenderFormat.nameList).", valueName: "format"))
    var format = "png"

    func validate() throws { _ = try renderFormat() }

    /// The format `--format` names.
    private func renderFormat() throws -> RenderFormat {
        guard let format = RenderFormat(rawValue: format) else {
            throw ValidationError("--format must be \(RenderFormat.nameList), got \(format)")
        }
        return format
    }

    @OptionGroup var options: SceneOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        try reportingFailures(input: "gallery") {
            let format = try renderFormat()
            var files: [(path: String, data: Data)] = []
            for (index, screen) in GalleryScreen.allCases.enumerated() {
                Progress.report("rendering \(screen.rawValue) (\(index + 1) of \(GalleryScreen.allCases.count))")
                var document = SceneDocument(root: screen.view)
                options.apply(to: &document)
                let path = (output as NSString).appendingPathComponent("\(screen.rawValue).\(format.rawValue)")
                files.append((path, try document.renderer(limits: limits.scene, pngCompression: png.compression).data(format: format)))
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                let reason = OutputFolder.problem(creatingIn: URL(fileURLWithPath: output).appendingPathComponent("file"))
                throw CommandFailure.cannotCreate("cannot create the folder \(output): \(reason ?? (error as NSError).localizedDescription)")
            }
            for (path, data) in files {
                try AtomicFile.write(data, to: URL(fileURLWithPath: path))
                print(path)
            }
        }
    }
}
