import ArgumentParser
import Easel
import EaselScene
import Foundation

/// `easel render SCENE.json -o OUT.png`: draws a scene to a PNG, SVG or PDF file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a JSON scene to a PNG, SVG or PDF file.",
        discussion: """
            The format comes from the output file's extension. The options override the scene's canvas \
            and environment. The path written is printed on stdout.

            EXAMPLES:
              easel render Examples/scenes/card.json -o card.png
              easel render card.json -o card.pdf --color-scheme dark --dynamic-type accessibility2
              easel render card.json -o card.svg --width 320 --scale 2
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The scene file (JSON; see docs/scene-format.md), or - for stdin.", valueName: "scene"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: \(RenderFormat.extensionList).", valueName: "file"))
    var output: String

    @OptionGroup var options: SceneOptions
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup var jpeg: QualityOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        _ = try OutputFormat.of(output)
    }

    func run() throws {
        try reportingFailures(input: SceneFile.displayName(scene)) {
            var document = try SceneFile.load(scene, limits: limits.scene, assets: assets.folder)
            options.apply(to: &document)
            try warningOfMissingNames {
                let renderer = document.renderer(limits: limits.scene, pngCompression: png.compression)
                jpeg.apply(to: renderer)
                try renderer.write(to: URL(fileURLWithPath: output))
            }
            print(output)
        }
    }
}
