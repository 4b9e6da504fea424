import Easel
import EaselScene
import Foundation
import PetPoll
import Testing

/// `easel layout`: the frames of a scene's identified views as JSON.
@Suite struct LayoutCommandTests {
    @MainActor @Test func printsEveryIdentifiedFrameSortedAndRounded() throws {
        try withTemporaryFolder { folder in
            // Three equal colours in 100 points at 3×: edges on the pixels 0, 100, 200 and 300, so 33.333 each.
            // The view's own id names it with its padding; the id modifier before the padding, without.
            let scene = """
                {"canvas": {"width": 100, "height": 50, "scale": 3},
                 "root": {"type": "HStack", "spacing": 0, "id": "row", "children": [
                   {"type": "Color", "color": "red", "id": "c"}, {"type": "Color", "color": "green", "id": "b"},
                   {"type": "Color", "color": "blue", "id": "a", "modifiers": [{"id": "a-color"}, {"padding": 5}]}
                 ]}}
                """
            try scene.write(to: folder.appendingPathComponent("row.json"), atomically: true, encoding: .utf8)
            let run = try easel(["layout", "row.json"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty)
            #expect(run.stdout == """
                {
                  "views": {
                    "a": {"height": 50, "width": 33.333, "x": 66.667, "y": 0},
                    "a-color": {"height": 40, "width": 23.333, "x": 71.667, "y": 5},
                    "b": {"height": 50, "width": 33.333, "x": 33.333, "y": 0},
                    "c": {"height": 50, "width": 33.333, "x": 0, "y": 0},
                    "row": {"height": 50, "width": 100, "x": 0, "y": 0}
                  }
                }

                """)
            #expect(try files(in: folder) == ["row.json"])
        }
    }

    @MainActor @Test func agreesWithTheSameViewBuiltInSwift() throws {
        try withTemporaryFolder { folder in
            for (scene, view) in [("leaderboard.json", AnyView(Leaderboard(pets: Pet.exampleData, totalVotes: 50))), ("poll.json", AnyView(PollScreen()))] {
                let url = examplesFolder.appendingPathComponent(scene)
                let canvas = try SceneDocument(json: Data(contentsOf: url), baseDirectory: examplesFolder).canvas
                let renderer = SceneDocument(root: view, canvas: canvas).renderer()
                let expected = LayoutJSON.encode(renderer.layoutFrames(), accessibility: renderer.layoutAccessibility())
                let run = try easel(["layout", url.path], in: folder)
                #expect(run.status == 0)
                #expect(run.stdout == expected, "\(scene)")
                #expect(run.stdout.contains(#""bar-Cat": "#))
            }
        }
    }

    @MainActor @Test func optionsChangeTheLayout() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["layout", examplesFolder.appendingPathComponent("leaderboard.json").path, "--width", "200"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains(#""divider-Dog": {"height": 0.333, "width": 168, "x": 16, "#))
        }
    }

    @MainActor @Test func aBadSceneIsReportedWithItsPath() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"root": {"type": "VStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"frame": {"maxWidth": "wide"}}]}]}}"#
            let run = try easel(["layout", "-"], in: folder, stdin: Data(scene.utf8))
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "<stdin>: root.children[0].modifiers[0].frame.maxWidth: expected a number or \"infinity\", got \"wide\"\n")
        }
    }
}
