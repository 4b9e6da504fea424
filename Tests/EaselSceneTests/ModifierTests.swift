import Easel
@testable import EaselScene
import Foundation
import Testing

/// Every modifier of a scene lays out and draws as the same modifier called in Swift.
@Suite struct ModifierTests {
    /// The scene of one text view with `modifiers` (a JSON array), identified as "v".
    private func text(_ modifiers: String, _ string: String = "Hi") -> String {
        #"{"type": "Text", "text": "\#(string)", "id": "v", "modifiers": \#(modifiers)}"#
    }

    @MainActor @Test func paddingInEveryForm() throws {
        try expectSameAsSwift(text(#"[{"padding": 8}]"#), Text("Hi").padding(8).id("v"))
        try expectSameAsSwift(text(#"[{"padding": -4}]"#), Text("Hi").padding(-4).id("v"))
        try expectSameAsSwift(text(#"[{"padding": {}}]"#), Text("Hi").padding().id("v"))
        try expectSameAsSwift(text(#"[{"padding": "horizontal"}]"#), Text("Hi").padding(.horizontal).id("v"))
        try expectSameAsSwift(text(#"[{"padding": ["top", "leading"]}]"#), Text("Hi").padding([.top, .leading]).id("v"))
        try expectSameAsSwift(text(#"[{"padding": {"edges": "vertical", "length": 3}}]"#), Text("Hi").padding(.vertical, 3).id("v"))
        let frames = try expectSameAsSwift(text(#"[{"padding": {"top": 1, "leading": 2, "trailing": 4}}]"#),
                                           Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4)).id("v"))
        // "Hi": 17 + 2 + 4 = 23 wide, 22 + 1 = 23 tall.
        #expect(frames["v"]?.size == CGSize(width: 23, height: 23))
    }

    @MainActor @Test func fixedFlexibleAndMixedFrames() throws {
        try expectSameAsSwift(text(#"[{"frame": {"width": 50, "height": 30, "alignment": "bottomTrailing"}}]"#),
                              Text("Hi").frame(width: 50, height: 30, alignment: .bottomTrailing).id("v"))
        try expectSameAsSwift(text(#"[{"frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": "infinity", "maxHeight": 40, "alignment": "leading"}}]"#),
                              Text("Hi").frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, maxHeight: 40, alignment: .leading).id("v"))
        // The design document's example: a fixed width with a flexible height.
        let frames = try expectSameAsSwift(#"{"type": "Color", "color": "blue", "id": "v", "modifiers": [{"frame": {"width": 100, "maxHeight": "infinity"}}]}"#,
                                           Color.blue.frame(minWidth: 100, idealWidth: 100, maxWidth: 100, maxHeight: .infinity).id("v"))
        #expect(frames["v"] == rect(50, 0, 100, 200))
    }

    @MainActor @Test func fixedSizeAndLayoutPriority() throws {
        try expectSameAsSwift(text(#"[{"fixedSize": true}]"#, "A long line of text that wraps"),
                              Text("A long line of text that wraps").fixedSize().id("v"))
        try expectSameAsSwift(text(#"[{"fixedSize": {"vertical": true}}]"#, "A long line of text that wraps"),
                              Text("A long line of text that wraps").fixedSize(horizontal: false, vertical: true).id("v"))
        try expectSameAsSwift("""
            {"type": "HStack", "children": [
              {"type": "Text", "text": "first words here", "id": "v"},
              {"type": "Text", "text": "second words here", "modifiers": [{"layoutPriority": 1}]}
            ]}
            """, HStack { Text("first words here").id("v"); Text("second words here").layoutPriority(1) })
    }

    @MainActor @Test func offsetAndAspectRatio() throws {
        try expectSameAsSwift(text(#"[{"offset": {"x": 5, "y": -3}}]"#), Text("Hi").offset(x: 5, y: -3).id("v"))
        try expectSameAsSwift(#"{"type": "Color", "color": "red", "id": "v", "modifiers": [{"aspectRatio": 2}]}"#,
                              Color.red.aspectRatio(2, contentMode: .fit).id("v"))
        try expectSameAsSwift(#"{"type": "Color", "color": "red", "id": "v", "modifiers": [{"aspectRatio": {"ratio": 0.5, "contentMode": "fill"}}]}"#,
                              Color.red.aspectRatio(0.5, contentMode: .fill).id("v"))
        let path = examplesFolder.appendingPathComponent("images/cat.png").path
        try expectSameAsSwift(#"{"type": "Image", "path": "images/cat.png", "resizable": true, "id": "v", "modifiers": [{"scaledToFit": true}, {"frame": {"height": 30}}]}"#,
                              Image(path).resizable().scaledToFit().frame(height: 30).id("v"))
        try expectSameAsSwift(#"{"type": "Image", "path": "images/cat.png", "resizable": true, "id": "v", "modifiers": [{"scaledToFill": true}, {"frame": {"width": 30, "height": 10}}, {"clipped": true}]}"#,
                              Image(path).resizable().scaledToFill().frame(width: 30, height: 10).clipped().id("v"))
    }

    @MainActor @Test func backgroundsAndOverlays() throws {
        try expectSameAsSwift(text(#"[{"background": "yellow"}]"#), Text("Hi").background(Color.yellow).id("v"))
        try expectSameAsSwift(text(#"[{"background": {"type": "Capsule", "fill": "blue.opacity(0.2)"}}]"#),
                              Text("Hi").background(Capsule().fill(Color.blue.opacity(0.2))).id("v"))
        try expectSameAsSwift(text(#"[{"background": {"content": {"red": 1, "green": 0.5, "blue": 0}, "alignment": "top"}}]"#),
                              Text("Hi").background(Color(red: 1, green: 0.5, blue: 0), alignment: .top).id("v"))
        try expectSameAsSwift(text(#"[{"overlay": {"alignment": "bottomTrailing", "content": {"type": "Circle", "fill": "red", "id": "dot", "modifiers": [{"frame": {"width": 4, "height": 4}}]}}}]"#),
                              Text("Hi").overlay(alignment: .bottomTrailing) { Circle().fill(Color.red).frame(width: 4, height: 4).id("dot") }.id("v"))
        try expectSameAsSwift(text(##"[{"overlay": "#FF000080"}]"##), Text("Hi").overlay(Color(red: 1, green: 0, blue: 0, opacity: 128 / 255)).id("v"))
    }

    @MainActor @Test func bordersClipsAndEffects() throws {
        try expectSameAsSwift(text(#"[{"border": "red"}, {"border": {"content": "blue", "width": 3}}]"#),
                              Text("Hi").border(Color.red).border(Color.blue, width: 3).id("v"))
        try expectSameAsSwift(text(#"[{"cornerRadius": 4}, {"clipShape": "Capsule"}, {"clipShape": {"type": "RoundedRectangle", "cornerRadius": 2}}]"#),
                              Text("Hi").cornerRadius(4).clipShape(Capsule()).clipShape(RoundedRectangle(cornerRadius: 2)).id("v"))
        try expectSameAsSwift(text(#"[{"opacity": 0.5}, {"rotationEffect": 30}, {"rotationEffect": {"degrees": -45, "anchor": "topLeading"}}]"#),
                              Text("Hi").opacity(0.5).rotationEffect(.degrees(30)).rotationEffect(.degrees(-45), anchor: .topLeading).id("v"))
        try expectSameAsSwift(text(#"[{"scaleEffect": 2}, {"scaleEffect": {"scale": 0.5, "anchor": {"x": 0.25, "y": 1}}}]"#),
                              Text("Hi").scaleEffect(2).scaleEffect(0.5, anchor: UnitPoint(x: 0.25, y: 1)).id("v"))
    }

    @MainActor @Test func textModifiersApplyToTheTextItself() throws {
        try expectSameAsSwift(text(#"[{"font": "title"}, {"fontWeight": "heavy"}, {"italic": true}, {"monospacedDigit": true}, {"foregroundStyle": "red"}]"#, "123"),
                              Text("123").font(.title).fontWeight(.heavy).italic().monospacedDigit().foregroundStyle(Color.red).id("v"))
        try expectSameAsSwift(text(#"[{"bold": true}, {"foregroundColor": "green"}, {"padding": 2}, {"font": "caption"}]"#),
                              Text("Hi").bold().foregroundColor(.green).padding(2).font(.caption).id("v"))
        try expectSameAsSwift(text(#"[{"bold": false}]"#), Text("Hi").id("v"))
    }

    @MainActor @Test func fontAndStyleOnAContainerSetTheEnvironment() throws {
        try expectSameAsSwift("""
            {"type": "VStack", "id": "v", "modifiers": [{"font": {"style": "headline", "design": "serif"}}, {"foregroundStyle": "purple"}],
             "children": [{"type": "Text", "text": "a"}, {"type": "Circle", "modifiers": [{"frame": {"width": 8, "height": 8}}]}]}
            """, VStack { Text("a"); Circle().frame(width: 8, height: 8) }
                .font(.system(.headline, design: .serif)).foregroundStyle(Color.purple).id("v"))
        try expectSameAsSwift(#"{"type": "VStack", "id": "v", "modifiers": [{"foregroundColor": "teal"}], "children": [{"type": "Text", "text": "a"}]}"#,
                              VStack { Text("a") }.foregroundColor(.teal).id("v"))
    }

    @MainActor @Test func textLayoutModifiers() throws {
        let long = "A long line of text that wraps onto several lines"
        try expectSameAsSwift(text(#"[{"lineLimit": 2}, {"multilineTextAlignment": "center"}]"#, long),
                              Text(long).lineLimit(2).multilineTextAlignment(.center).id("v"))
        try expectSameAsSwift(text(#"[{"lineLimit": null}, {"multilineTextAlignment": "trailing"}]"#, long),
                              Text(long).lineLimit(nil).multilineTextAlignment(.trailing).id("v"))
    }

    @MainActor @Test func tintDynamicTypeAndEnvironment() throws {
        try expectSameAsSwift(#"{"type": "ProgressView", "value": 0.5, "id": "v", "modifiers": [{"tint": "pink"}]}"#,
                              ProgressView(value: 0.5).tint(.pink).id("v"))
        try expectSameAsSwift(text(#"[{"dynamicTypeSize": "accessibility2"}]"#), Text("Hi").dynamicTypeSize(.accessibility2).id("v"))
        try expectSameAsSwift("""
            {"type": "HStack", "id": "v", "modifiers": [{"environment": {"layoutDirection": "rtl", "colorScheme": "dark", "dynamicTypeSize": "xSmall", "font": "footnote"}}],
             "children": [{"type": "Text", "text": "a", "id": "a"}, {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}
            """, HStack { Text("a").id("a"); Color.red.frame(width: 10, height: 10) }
                .environment(\.dynamicTypeSize, .xSmall).environment(\.colorScheme, .dark)
                .environment(\.layoutDirection, .rightToLeft).font(.footnote).id("v"))
    }

    @MainActor @Test func anIdModifierIdentifiesTheViewAsModifiedSoFar() throws {
        let frames = try expectSameAsSwift(text(#"[{"id": "inner"}, {"padding": 10}, {"gridColumnAlignment": "center"}]"#),
                                           Text("Hi").id("inner").padding(10).gridColumnAlignment(.center).id("v"))
        #expect(frames["inner"].map { $0.insetBy(dx: -10, dy: -10) } == frames["v"])
    }
}
