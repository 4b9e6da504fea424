import ArgumentParser
import Easel
import EaselScene
import Foundation

/// `easel layout SCENE.json`: prints every identified view's frame as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frame of every view with an id, as JSON.",
        discussion: """
            Prints {"views": {ID: {"height", "width", "x", "y"}}}: absolute frames in points from the \
            canvas's top-left corner, rounded to 1/1000, keys sorted. The options override the scene's \
            canvas and environment, as for render.

            EXAMPLES:
              easel layout Examples/scenes/card.json
              easel layout card.json --width 320 --dynamic-type xxxLarge
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The scene file (JSON; see docs/scene-format.md), or - for stdin.", valueName: "scene"))
    var scene: String

    @OptionGroup var options: SceneOptions
    @OptionGroup var assets: AssetsOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        try reportingFailures(input: SceneFile.displayName(scene)) {
            var document = try SceneFile.load(scene, limits: limits.scene, assets: assets.folder)
            options.apply(to: &document)
            let layout = document.renderer().layout()
            print(LayoutJSON.encode(layout.frames, accessibility: layout.accessibility), terminator: "")
        }
    }
}
