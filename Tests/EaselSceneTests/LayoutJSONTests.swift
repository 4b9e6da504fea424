import EaselScene
import Foundation
import Testing

@Suite struct LayoutJSONTests {
    @Test func framesAreSortedRoundedAndOnePerLine() {
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
