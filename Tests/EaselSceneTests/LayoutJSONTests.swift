import Easel
import EaselScene
import Foundation
import Testing

@Suite struct LayoutJSONTests {
    @MainActor @Test func framesAreSortedRoundedAndOnePerLine() {
        let json = LayoutJSON.encode([
            "title": CGRect(x: 16, y: 186.66666, width: 166.6666667, height: 73.3333),
            "a": CGRect(x: -0.0001, y: 1e-9, width: 290, height: 0.5),
            "Émile": CGRect(x: 1, y: 2, width: 3, height: 4),
        ])
        #expect(json == """
            {
              "views": {
                "a": {"height": 0.5, "width": 290, "x": 0, "y": 0},
                "title": {"height": 73.333, "width": 166.667, "x": 16, "y": 186.667},
                "Émile": {"height": 4, "width": 3, "x": 1, "y": 2}
              }
            }

            """)
        #expect(LayoutJSON.encode([:]) == "{\n  \"views\": {}\n}\n")
        #expect(LayoutJSON.encode(["x": CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)]).contains(#""x": null"#))
    }
}

@Suite struct LayoutJSONAccessibilityTests {
    @MainActor @Test func accessibilityGoesBeforeTheFrameWithOnlyItsSetKeys() {
        var button = AccessibilityProperties()
        (button.label, button.hint, button.traits) = ("Vote \"Cat\"", "Adds a vote", [.isButton, .isSelected])
        var hidden = AccessibilityProperties()
        (hidden.isHidden, hidden.value, hidden.identifier, hidden.sortPriority) = (true, "3", "count", 1.5)
        let json = LayoutJSON.encode(
            ["vote": CGRect(x: 0, y: 0, width: 80, height: 44), "count": CGRect(x: 80, y: 0, width: 20, height: 44),
             "plain": CGRect(x: 0, y: 44, width: 1, height: 1)],
            accessibility: ["vote": button, "count": hidden])
        #expect(json == """
            {
              "views": {
                "count": {"accessibility": {"hidden": true, "identifier": "count", "sortPriority": 1.5, "value": "3"}, "height": 44, "width": 20, "x": 80, "y": 0},
                "plain": {"height": 1, "width": 1, "x": 0, "y": 44},
                "vote": {"accessibility": {"hint": "Adds a vote", "label": "Vote \\"Cat\\"", "traits": ["isButton", "isSelected"]}, "height": 44, "width": 80, "x": 0, "y": 0}
              }
            }

            """)
    }
}
