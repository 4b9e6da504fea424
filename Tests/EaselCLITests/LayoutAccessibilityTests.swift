import Foundation
import Testing

/// `easel layout` reports the accessibility properties a scene's modifiers set, next to the frames.
@Suite struct LayoutAccessibilityTests {
    @MainActor @Test func printsLabelsTraitsAndValuesNextToFrames() throws {
        try withTemporaryFolder { folder in
            let scene = """
                {"canvas": {"width": 100, "height": 40},
                 "root": {"type": "HStack", "spacing": 0, "id": "row", "modifiers": [{"accessibilityElement": "combine"}], "children": [
                   {"type": "Color", "color": "red", "id": "dot", "modifiers": [
                     {"accessibilityLabel": "Cat"}, {"accessibilityValue": "25 votes"}, {"accessibilityHint": "Votes for the cat"},
                     {"accessibilityAddTraits": ["isButton", "isSelected"]}, {"accessibilityRemoveTraits": ["isSelected"]},
                     {"accessibilityIdentifier": "cat-dot"}]},
                   {"type": "Color", "color": "blue", "id": "hidden", "modifiers": [{"accessibilityHidden": true}]}
                 ]}}
                """
            try scene.write(to: folder.appendingPathComponent("a11y.json"), atomically: true, encoding: .utf8)
            let run = try easel(["layout", "a11y.json"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty)
            #expect(run.stdout == """
                {
                  "views": {
                    "dot": {"accessibility": {"hidden": true, "hint": "Votes for the cat", "identifier": "cat-dot", "label": "Cat", "traits": ["isButton"], "value": "25 votes"}, "height": 40, "width": 50, "x": 0, "y": 0},
                    "hidden": {"accessibility": {"hidden": true}, "height": 40, "width": 50, "x": 50, "y": 0},
                    "row": {"accessibility": {"label": "Cat"}, "height": 40, "width": 100, "x": 0, "y": 0}
                  }
                }

                """)
        }
    }

    @MainActor @Test func anUnknownTraitNamesItsPath() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"root": {"type": "Color", "color": "red", "modifiers": [{"accessibilityAddTraits": ["isHeadr"]}]}}"#
            try scene.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
            let run = try easel(["layout", "bad.json"], in: folder)
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains(#"root.modifiers[0].accessibilityAddTraits[0]"#) && run.stderr.contains(#"did you mean "isHeader"?"#))
        }
    }
}
