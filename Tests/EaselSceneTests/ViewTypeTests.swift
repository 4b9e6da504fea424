import Easel
@testable import EaselScene
import Foundation
import Testing
import EaselLayouts

/// Every view type of a scene lays out and draws as the same view written in Swift.
@Suite struct ViewTypeTests {
    /// A name two tables register would have silently meant the first table's (`Vocabulary`).
    @MainActor @Test func everySceneNameIsRegisteredOnce() {
        #expect(Vocabulary.duplicates(ViewTypes.tables).map(\.name) == [])
        #expect(Vocabulary.duplicates(SceneModifiers.tables).map(\.name) == [])
        let clash = Vocabulary.duplicates(["A": ["x": 1, "y": 2], "B": ["y": 3], "C": ["y": 4, "z": 5]])
        #expect(clash.map(\.name) == ["y"] && clash.first?.tables == ["A", "B", "C"])
    }

    @MainActor @Test func text() throws {
        let frames = try expectSameAsSwift(#"{"type": "Text", "text": "Hello", "id": "t"}"#, Text("Hello").id("t"))
        // 5 × 8.5 = 42.5 → 43 wide, 21.25 → 22 tall, centred on the canvas: x 78.5 → 79, y 89.
        #expect(frames["t"] == rect(79, 89, 43, 22))
    }

    @MainActor @Test func color() throws {
        let frames = try expectSameAsSwift(#"{"type": "Color", "color": "red", "id": "c"}"#, Color.red.id("c"))
        #expect(frames["c"] == rect(0, 0, 200, 200))
    }

    @MainActor @Test func shapes() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "spacing": 0, "id": "shapes", "children": [
              {"type": "Rectangle", "id": "rectangle"},
              {"type": "RoundedRectangle", "cornerRadius": 8, "fill": "blue"},
              {"type": "RoundedRectangle", "cornerSize": {"width": 10, "height": 4}, "stroke": "green", "lineWidth": 3},
              {"type": "Capsule", "strokeBorder": "orange"},
              {"type": "Circle", "strokeBorder": "pink", "lineWidth": 2},
              {"type": "Ellipse", "fill": "#336699"}
            ]}
            """, VStack(spacing: 0) {
                Rectangle().id("rectangle")
                RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                RoundedRectangle(cornerSize: CGSize(width: 10, height: 4)).stroke(Color.green, lineWidth: 3)
                Capsule().strokeBorder(Color.orange)
                Circle().strokeBorder(Color.pink, lineWidth: 2)
                Ellipse().fill(Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255))
            }.id("shapes"))
    }

    @MainActor @Test func spacerAndDivider() throws {
        let frames = try expectSameAsSwift("""
            {"type": "VStack", "children": [
              {"type": "HStack", "id": "row", "children": [
                {"type": "Text", "text": "a"}, {"type": "Spacer", "minLength": 20, "id": "spacer"}, {"type": "Divider", "id": "bar"}
              ]},
              {"type": "Divider", "id": "rule"}
            ]}
            """, VStack {
                HStack { Text("a"); Spacer(minLength: 20).id("spacer"); Divider().id("bar") }.id("row")
                Divider().id("rule")
            })
        // The divider across the row is vertical, the one in the column horizontal; both 1 point thick.
        #expect(frames["bar"]?.width == 1)
        #expect(frames["rule"]?.size == CGSize(width: 200, height: 1))
    }

    @MainActor @Test func progressView() throws {
        let frames = try expectSameAsSwift(#"{"type": "ProgressView", "value": 3, "total": 4, "id": "p"}"#,
                                           ProgressView(value: 3.0, total: 4).id("p"))
        #expect(frames["p"] == rect(0, 98, 200, 4))
    }

    @MainActor @Test func imagesAreRelativeToTheSceneFile() throws {
        let path = examplesFolder.appendingPathComponent("images/cat.png").path
        let frames = try expectSameAsSwift("""
            {"type": "VStack", "children": [
              {"type": "Image", "path": "images/cat.png", "id": "natural"},
              {"type": "Image", "path": "images/cat.png", "resizable": true, "id": "resized",
               "modifiers": [{"frame": {"width": 30, "height": 20}}]}
            ]}
            """, VStack {
                Image(path).id("natural")
                Image(path).resizable().frame(width: 30, height: 20).id("resized")
            })
        // The file is 120 pixels square: 120 points unless resizable.
        #expect(frames["natural"]?.size == CGSize(width: 120, height: 120))
        #expect(frames["resized"]?.size == CGSize(width: 30, height: 20))
    }

    @MainActor @Test func groupAndEmptyView() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "id": "stack", "children": [
              {"type": "Group", "modifiers": [{"padding": 4}], "children": [{"type": "Text", "text": "a", "id": "a"}, {"type": "Text", "text": "b", "id": "b"}]},
              {"type": "EmptyView"}
            ]}
            """, VStack {
                Group { Text("a").id("a"); Text("b").id("b") }.padding(4)
                EmptyView()
            }.id("stack"))
    }

    @MainActor @Test func stacks() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "alignment": "leading", "spacing": 4, "id": "column", "children": [
              {"type": "HStack", "alignment": "bottom", "spacing": -2, "id": "row", "children": [
                {"type": "Text", "text": "big", "modifiers": [{"font": "title"}]}, {"type": "Text", "text": "small", "id": "small"}
              ]},
              {"type": "ZStack", "alignment": "topTrailing", "id": "layers", "children": [
                {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 60, "height": 40}}]},
                {"type": "Text", "text": "z", "id": "z"}
              ]}
            ]}
            """, VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .bottom, spacing: -2) { Text("big").font(.title); Text("small").id("small") }.id("row")
                ZStack(alignment: .topTrailing) { Color.red.frame(width: 60, height: 40); Text("z").id("z") }.id("layers")
            }.id("column"))
    }

    @MainActor @Test func gridWithRowsAndCellModifiers() throws {
        try expectSameAsSwift("""
            {"type": "Grid", "alignment": "leading", "horizontalSpacing": 4, "verticalSpacing": 2, "id": "grid", "children": [
              {"type": "GridRow", "alignment": "bottom", "children": [
                {"type": "Text", "text": "Name", "id": "name"},
                {"type": "Text", "text": "42", "id": "count", "modifiers": [{"gridColumnAlignment": "trailing"}]}
              ]},
              {"type": "Divider", "id": "divider"},
              {"type": "GridRow", "children": [
                {"type": "Color", "color": "blue", "id": "wide", "modifiers": [{"gridCellColumns": 2}, {"gridCellUnsizedAxes": "horizontal"}, {"frame": {"height": 10}}]}
              ]},
              {"type": "GridRow", "children": [
                {"type": "Text", "text": "x", "id": "x", "modifiers": [{"gridCellAnchor": {"x": 1, "y": 0}}]},
                {"type": "Text", "text": "yy", "modifiers": [{"gridCellAnchor": "bottomTrailing"}]}
              ]}
            ]}
            """, Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow(alignment: .bottom) {
                    Text("Name").id("name")
                    Text("42").gridColumnAlignment(.trailing).id("count")
                }
                Divider().id("divider")
                GridRow {
                    Color.blue.gridCellColumns(2).gridCellUnsizedAxes(.horizontal).frame(height: 10).id("wide")
                }
                GridRow {
                    Text("x").gridCellAnchor(UnitPoint(x: 1, y: 0)).id("x")
                    Text("yy").gridCellAnchor(.bottomTrailing)
                }
            }.id("grid"))
    }

    @MainActor @Test func viewThatFits() throws {
        let frames = try expectSameAsSwift("""
            {"type": "ViewThatFits", "in": "horizontal", "children": [
              {"type": "Text", "text": "A sentence far too long for the canvas", "id": "long"},
              {"type": "Text", "text": "Short", "id": "short"}
            ]}
            """, ViewThatFits(in: .horizontal) {
                Text("A sentence far too long for the canvas").id("long")
                Text("Short").id("short")
            })
        #expect(frames["long"] == nil && frames["short"] != nil)
    }

    @MainActor @Test func buttons() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "children": [
              {"type": "Button", "title": "Vote", "id": "vote", "modifiers": [{"buttonStyle": "borderedProminent"}]},
              {"type": "Button", "id": "label", "modifiers": [{"buttonStyle": "bordered"}, {"tint": "orange"}], "children": [
                {"type": "Text", "text": "Share", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}
              ]},
              {"type": "Button", "title": "Plain", "modifiers": [{"buttonStyle": "plain"}]},
              {"type": "Button", "title": "Automatic", "modifiers": [{"buttonStyle": "automatic"}]}
            ]}
            """, VStack {
                Button("Vote") {}.buttonStyle(.borderedProminent).id("vote")
                Button {} label: { Text("Share").frame(maxWidth: .infinity) }.buttonStyle(.bordered).tint(.orange).id("label")
                Button("Plain") {}.buttonStyle(.plain)
                Button("Automatic") {}.buttonStyle(.automatic)
            })
    }

    @MainActor @Test func controls() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "alignment": "leading", "children": [
              {"type": "Label", "title": "Star", "systemImage": "star", "id": "label", "modifiers": [{"labelStyle": "iconOnly"}]},
              {"type": "Toggle", "title": "Wi-Fi", "systemImage": "wifi", "isOn": true, "id": "wifi"},
              {"type": "Toggle", "isOn": false, "id": "flag", "modifiers": [{"toggleStyle": "button"}], "children": [{"type": "Text", "text": "Flag"}]},
              {"type": "Link", "title": "Help", "destination": "https://example.com/help", "id": "link"},
              {"type": "LabeledContent", "title": "Plan", "value": "Family", "id": "plan"},
              {"type": "LabeledContent", "title": "Size", "id": "size", "children": [{"type": "Text", "text": "12 MB"}]},
              {"type": "Button", "title": "Delete", "id": "delete", "modifiers": [
                {"buttonStyle": "bordered"}, {"controlSize": "large"}, {"buttonBorderShape": {"roundedRectangle": 4}}, {"disabled": true}]},
              {"type": "Button", "title": "More", "modifiers": [{"buttonStyle": "borderless"}, {"buttonBorderShape": "capsule"}]}
            ]}
            """, VStack(alignment: .leading) {
                Label("Star", systemImage: "star").labelStyle(.iconOnly).id("label")
                Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)).id("wifi")
                Toggle(isOn: .constant(false)) { Text("Flag") }.toggleStyle(.button).id("flag")
                Link("Help", destination: URL(string: "https://example.com/help")!).id("link")
                LabeledContent("Plan", value: "Family").id("plan")
                LabeledContent("Size") { Text("12 MB") }.id("size")
                Button("Delete") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(.roundedRectangle(radius: 4))
                    .disabled(true).id("delete")
                Button("More") {}.buttonStyle(.borderless).buttonBorderShape(.capsule)
            })
    }

    @MainActor @Test func equalWidthStacks() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "children": [
              {"type": "EqualWidthHStack", "id": "row", "children": [{"type": "Text", "text": "a", "id": "a"}, {"type": "Text", "text": "bbbb", "id": "b"}]},
              {"type": "EqualWidthVStack", "id": "column", "children": [{"type": "Text", "text": "c", "id": "c"}, {"type": "Text", "text": "dddd", "id": "d"}]}
            ]}
            """, VStack {
                EqualWidthHStack { Text("a").id("a"); Text("bbbb").id("b") }.id("row")
                EqualWidthVStack { Text("c").id("c"); Text("dddd").id("d") }.id("column")
            })
    }

    @MainActor @Test func radialLayoutRankedByTheRankModifier() throws {
        try expectSameAsSwift("""
            {"type": "RadialLayout", "id": "ring", "children": [
              {"type": "Circle", "id": "first", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"rank": 2}]},
              {"type": "Circle", "id": "second", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"rank": 1}]},
              {"type": "Circle", "id": "third", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"rank": 3}]}
            ]}
            """, RadialLayout {
                Circle().frame(width: 20, height: 20).rank(2).id("first")
                Circle().frame(width: 20, height: 20).rank(1).id("second")
                Circle().frame(width: 20, height: 20).rank(3).id("third")
            }.id("ring"))
    }

    @MainActor @Test func circleCornerAndFlowLayouts() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "children": [
              {"type": "CircleLayout", "radius": 40, "rotation": 90, "id": "circle", "children": [
                {"type": "Text", "text": "1", "id": "one"}, {"type": "Text", "text": "2"}, {"type": "Text", "text": "3"}
              ]},
              {"type": "CornerLayout", "spacing": 4, "id": "corners", "children": [
                {"type": "Text", "text": "a", "id": "corner-a"}, {"type": "Text", "text": "b"}, {"type": "Text", "text": "c"}, {"type": "Text", "text": "d"}
              ]},
              {"type": "FlowLayout", "spacing": 6, "id": "flow", "children": [
                {"type": "Text", "text": "one two", "id": "tag"}, {"type": "Text", "text": "three four"}, {"type": "Text", "text": "five six seven"}
              ]}
            ]}
            """, VStack {
                CircleLayout(radius: 40, rotation: .degrees(90)) { Text("1").id("one"); Text("2"); Text("3") }.id("circle")
                CornerLayout(spacing: 4) { Text("a").id("corner-a"); Text("b"); Text("c"); Text("d") }.id("corners")
                FlowLayout(spacing: 6) { Text("one two").id("tag"); Text("three four"); Text("five six seven") }.id("flow")
            })
    }

    @MainActor @Test func linearStack() throws {
        let frames = try expectSameAsSwift("""
            {"type": "LinearStack", "direction": "row", "alignment": "center", "id": "stack",
             "items": ["flexible", {"width": 50}, {"width": 30, "height": 20}], "children": [
              {"type": "Color", "color": "red", "id": "flexible"}, {"type": "Color", "color": "green", "id": "fixed"},
              {"type": "Color", "color": "blue", "id": "small"}, {"type": "Color", "color": "gray", "id": "extra"}
            ]}
            """, LinearStack(direction: .row, alignment: .center, items: [.flexible, .width(50), .size(CGSize(width: 30, height: 20))]) {
                Color.red.id("flexible"); Color.green.id("fixed"); Color.blue.id("small"); Color.gray.id("extra")
            }.id("stack"))
        // 200 − 50 − 30 = 120 shared by the two flexible children; the small one is centred across.
        #expect(frames["flexible"] == rect(0, 0, 60, 200))
        #expect(frames["small"] == rect(110, 90, 30, 20))
    }

    @MainActor @Test func anyLayoutTakesEveryLayoutButTheGrid() throws {
        let layouts: [(String, AnyLayout)] = [
            (#"{"type": "HStackLayout", "alignment": "top", "spacing": 3}"#, AnyLayout(HStackLayout(alignment: .top, spacing: 3))),
            (#"{"type": "VStackLayout", "alignment": "trailing"}"#, AnyLayout(VStackLayout(alignment: .trailing))),
            (#"{"type": "ZStackLayout", "alignment": "bottomLeading"}"#, AnyLayout(ZStackLayout(alignment: .bottomLeading))),
            (#"{"type": "FlowLayout"}"#, AnyLayout(FlowLayout())),
            (#"{"type": "RadialLayout"}"#, AnyLayout(RadialLayout())),
            (#"{"type": "EqualWidthVStack"}"#, AnyLayout(EqualWidthVStack())),
        ]
        for (json, layout) in layouts {
            try expectSameAsSwift("""
                {"type": "AnyLayout", "layout": \(json), "id": "switcher", "children": [
                  {"type": "Text", "text": "one", "id": "one"}, {"type": "Spacer"}, {"type": "Text", "text": "three", "modifiers": [{"font": "title"}]}
                ]}
                """, layout { Text("one").id("one"); Spacer(); Text("three").font(.title) }.id("switcher"))
        }
    }
}
