import ArgumentParser
import Easel
import EaselScene
import Foundation

/// `easel animate STATE1.json STATE2.json … -o OUT.gif`: the moments between states of a scene.
struct AnimateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate between states of a scene, to a GIF, an APNG or a folder of PNG frames.",
        discussion: """
            Each state is a scene file (see docs/scene-format.md) of the same view tree; views are \
            matched between states by id, ForEach id and position, and move, fade and count as SwiftUI \
            animates them. The canvas and environment come from the first state (the options override \
            them). The output's name says what to write: OUT.gif, OUT.png (a lossless APNG), or DIR/ \
            (frame_00000.png … and frames.json). The path written is printed on stdout; a progress bar \
            goes to stderr when it is a terminal.

            EXAMPLES:
              easel animate before.json after.json -o change.gif
              easel animate a.json b.json c.json -o frames/ --fps 60 --curve spring
              easel animate a.json b.json -o change.png --duration 0.8 --hold 1 --scale 2
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The states, scene files in order (at least two).", valueName: "state"))
    var states: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The file or folder to write: \(AnimationFormat.destinationList).", valueName: "output"))
    var output: String

    @OptionGroup var animation: AnimationOptions
    @OptionGroup var options: SceneOptions
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        guard states.count >= 2 else { throw ValidationError("give at least two states to animate between") }
        try animation.output.checkVideo(for: output)
    }

    func run() async throws {
        try await reportingFailures(input: states.map(SceneFile.displayName).joined(separator: ", ")) {
            let documents = try states.map { path in
                var document = try SceneFile.load(path, limits: limits.scene, assets: assets.folder)
                options.apply(to: &document)
                return document
            }
            try await animation.write(documents, to: output, limits: limits.scene, pngCompression: png.compression)
            print(output)
        }
    }
}
