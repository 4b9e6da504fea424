import Easel
@testable import EaselScene
import Foundation
import Testing

/// Scroll views, lazy grids, lists, navigation stacks and tab views in scenes: each lays out and draws
/// as the same view built in Swift, and bad values are reported with their JSON path.
@Suite struct ContainerSceneTests {
    @MainActor @Test func scrollViewAndLazyStacks() throws {
        try expectSameAsSwift(#"""
            {"type": "ScrollView", "axes": "vertical", "showsIndicators": false, "children": [
              {"type": "LazyVStack", "alignment": "leading", "spacing": 4, "children": [
                {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 50, "height": 150}}]},
                {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"width": 20, "height": 150}}]}
              ]}
            ]}
            """#, ScrollView(.vertical, showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 4) {
                    Color.red.frame(width: 50, height: 150).id("a")
                    Color.blue.frame(width: 20, height: 150).id("b")
                }
            })
    }

    @MainActor @Test func lazyGrids() throws {
        let frames = try expectSameAsSwift(#"""
            {"type": "LazyVGrid", "columns": [{"fixed": 40}, {"flexible": {"minimum": 20, "maximum": "infinity"}, "spacing": 4}, {"adaptive": {"minimum": 30}}],
             "spacing": 6, "children": [
              {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"height": 20}}]},
              {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"height": 20}}]},
              {"type": "Color", "color": "green", "id": "c", "modifiers": [{"frame": {"height": 20}}]}
            ]}
            """#, LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20), spacing: 4), GridItem(.adaptive(minimum: 30))], spacing: 6) {
                Color.red.frame(height: 20).id("a")
                Color.blue.frame(height: 20).id("b")
                Color.green.frame(height: 20).id("c")
            })
        // 200 − 8 − 4 − 40 = 148: the flexible column is offered 74, the adaptive one 74 (two of 35); the
        // 20-point grid is centred on the 200-point canvas.
        #expect(frames["b"] == rect(48, 90, 74, 20))
        try expectSameAsSwift(#"""
            {"type": "LazyHGrid", "rows": [{"fixed": 30, "alignment": "top"}], "alignment": "top", "children": [
              {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 20, "height": 10}}]}
            ]}
            """#, LazyHGrid(rows: [GridItem(.fixed(30), alignment: .top)], alignment: .top) { Color.red.frame(width: 20, height: 10).id("a") })
    }

    @MainActor @Test func listsFormsAndSections() throws {
        try expectSameAsSwift(#"""
            {"type": "List", "style": "plain", "id": "list", "children": [
              {"type": "Text", "text": "Loose", "id": "loose"},
              {"type": "Section", "header": "Header", "footer": "Footer", "children": [{"type": "Text", "text": "Row", "id": "row"}]}
            ]}
            """#, List {
                Text("Loose").id("loose")
                Section { Text("Row").id("row") } header: { Text("Header") } footer: { Text("Footer") }
            }.listStyle(.plain).id("list"))
        try expectSameAsSwift(#"{"type": "Form", "children": [{"type": "Section", "children": [{"type": "Text", "text": "Row", "id": "row"}]}]}"#,
                              Form { Section { Text("Row").id("row") } })
    }

    @MainActor @Test func navigationStackAndTabView() throws {
        try expectSameAsSwift(#"""
            {"type": "NavigationStack", "title": "Title", "titleDisplayMode": "inline", "children": [
              {"type": "Color", "color": "red", "id": "content"}
            ]}
            """#, NavigationStack { Color.red.id("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) })
        try expectSameAsSwift(#"""
            {"type": "TabView", "selection": 1, "tabs": [
              {"title": "One", "content": {"type": "Color", "color": "red", "id": "one"}},
              {"title": "Two", "badge": 2, "content": {"type": "Color", "color": "blue", "id": "two"}}
            ]}
            """#, TabView(selection: .constant(1)) {
                Color.red.id("one").tabItem { Text("One") }.tag(0)
                Color.blue.id("two").tabItem { Text("Two") }.badge(2).tag(1)
            })
    }

    static let errors: [(scene: String, message: String)] = [
        (#"{"root": {"type": "LazyVGrid", "children": []}}"#, #"root: missing "columns" (an array of grid items)"#),
        (#"{"root": {"type": "LazyVGrid", "columns": [{"fixed": 10, "flexible": {}}]}}"#,
         #"root.columns[0]: give one of "fixed", "flexible" or "adaptive", not several"#),
        (#"{"root": {"type": "LazyVGrid", "columns": [{"adaptive": {"maximum": 10}}]}}"#, #"root.columns[0].adaptive: missing "minimum" (a length)"#),
        (#"{"root": {"type": "LazyHGrid", "rows": [{"fixd": 10}]}}"#, #"root.rows[0].fixd: unknown grid item; did you mean "fixed"?"#),
        (#"{"root": {"type": "List", "style": "insetgrouped"}}"#,
         #"root.style: expected one of "automatic", "insetGrouped", "grouped", "plain", "inset", "sidebar", got "insetgrouped"; did you mean "insetGrouped"?"#),
        (#"{"root": {"type": "NavigationStack", "titleDisplayMode": "big"}}"#,
         #"root.titleDisplayMode: expected one of "automatic", "inline", "large", got "big""#),
        (#"{"root": {"type": "TabView", "tabs": [{"title": "A"}], "selection": 3}}"#, #"root.selection: expected an integer ≤ 0, got 3"#),
        (#"{"root": {"type": "TabView", "tabs": [{"content": {"type": "Text", "text": "a"}}]}}"#, #"root.tabs[0]: missing "title" (a string)"#),
    ]

    @MainActor @Test(arguments: errors) func badContainerValuesAreReportedWithTheirPath(scene: String, message: String) {
        #expect(decodingError(scene) == message)
    }
}
