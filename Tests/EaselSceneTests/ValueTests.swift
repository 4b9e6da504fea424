import Easel
@testable import EaselScene
import Foundation
import Testing

/// Colors, fonts, geometry names, the environment and the canvas, decoded from their JSON.
@Suite struct ValueTests {
    private func node(_ json: String) throws -> JSONNode { JSONNode(try JSONParser.parse(Data(json.utf8))) }

    @MainActor @Test func colors() throws {
        let cases: [(String, Color)] = [
            (#""blue""#, .blue), (#""accentColor""#, .accentColor), (#""clear""#, .clear), (#""secondary""#, .secondary),
            (##""#F80""##, Color(red: 1, green: 0x88 / 255, blue: 0)),
            (##""#0a84ff""##, Color(red: 0x0A / 255, green: 0x84 / 255, blue: 1)),
            (##""#FF000080""##, Color(red: 1, green: 0, blue: 0, opacity: 0x80 / 255)),
            (#""gray.opacity(0.25)""#, Color.gray.opacity(0.25)),
            (##""#000000.opacity(1)""##, Color(red: 0, green: 0, blue: 0).opacity(1)),
            (#"{"red": 0.2, "green": 0.4, "blue": 0.6, "opacity": 0.5}"#, Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)),
            (#"{"white": 0.9}"#, Color(white: 0.9)),
            (#"{"hue": 0.5, "saturation": 1, "brightness": 0.8}"#, Color(hue: 0.5, saturation: 1, brightness: 0.8)),
        ]
        for (json, color) in cases {
            #expect(try ColorValue.decode(try node(json)) == color, "\(json)")
        }
    }

    @MainActor @Test func fonts() throws {
        let cases: [(String, Font)] = [
            (#""largeTitle""#, .largeTitle),
            (#"{"style": "title2", "bold": true}"#, .title2.bold()),
            (#"{"style": "body", "weight": "medium", "design": "rounded"}"#, .system(.body, design: .rounded, weight: .medium)),
            (#"{"size": 34}"#, .system(size: 34)),
            (#"{"size": 12, "weight": "light", "design": "monospaced", "italic": true}"#, .system(size: 12, weight: .light, design: .monospaced).italic()),
            (#"{"name": "DejaVu Serif", "size": 17}"#, .custom("DejaVu Serif", size: 17)),
            (#"{"name": "DejaVu Serif", "size": 20, "relativeTo": "title", "weight": "bold"}"#, .custom("DejaVu Serif", size: 20, relativeTo: .title).weight(.bold)),
            (#"{"name": "Inter", "fixedSize": 9, "monospacedDigit": true, "monospaced": true}"#, .custom("Inter", fixedSize: 9).monospacedDigit().monospaced()),
        ]
        for (json, font) in cases {
            #expect(try FontValue.decode(try node(json)) == font, "\(json)")
        }
    }

    @MainActor @Test func geometryNames() throws {
        #expect(try GeometryValues.edges(try node(#"["top", "horizontal"]"#)) == [.top, .leading, .trailing])
        #expect(try GeometryValues.axes(try node(#"["horizontal", "vertical"]"#)) == [.horizontal, .vertical])
        #expect(try GeometryValues.unitPoint(try node(#"{"x": 0.25, "y": 0.75}"#)) == UnitPoint(x: 0.25, y: 0.75))
        #expect(try node(#""bottomTrailing""#).name(among: GeometryValues.alignments) == .bottomTrailing)
    }

    @MainActor @Test func sceneEnvironmentAndCanvas() throws {
        let document = try scene(root: #"{"type": "EmptyView"}"#, canvas: #"{"width": 320, "scale": 2, "background": "teal"}"#,
                                 environment: #"{"dynamicTypeSize": "xxxLarge", "colorScheme": "dark", "layoutDirection": "rightToLeft", "font": "callout"}"#)
        #expect(document.canvas.width == 320 && document.canvas.height == nil && document.canvas.scale == 2)
        #expect(document.canvas.background == .teal)
        #expect(document.environment.dynamicTypeSize == .xxxLarge && document.environment.colorScheme == .dark)
        #expect(document.environment.layoutDirection == .rightToLeft && document.environment.font == .callout)
        let renderer = document.renderer()
        #expect(renderer.scale == 2 && renderer.proposedSize == ProposedViewSize(width: 320, height: nil))
        #expect(renderer.environment.colorScheme == .dark && renderer.environment.layoutDirection == .rightToLeft)
    }

    @MainActor @Test func withoutACanvasTheSceneIsAPhoneScreen() throws {
        let document = try SceneDocument(json: Data(#"{"root": {"type": "Text", "text": "Hi"}}"#.utf8), baseDirectory: examplesFolder)
        #expect(document.canvas.width == 390 && document.canvas.height == 844 && document.canvas.scale == 3)
        #expect(document.canvas.background == nil && document.environment.colorScheme == nil)
    }

    @MainActor @Test func aCanvasWithoutHeightFitsTheContent() throws {
        let document = try scene(root: #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"height": 30}}]}"#,
                                 canvas: #"{"width": 100, "scale": 1}"#)
        #expect(fixedAdvanceRenderer(document).layout().size == CGSize(width: 100, height: 30))
    }

    @MainActor @Test func anEmptyRootLeavesTheCanvasBlankAndSeveralViewsStack() throws {
        let empty = try scene(root: #"{"type": "EmptyView"}"#, canvas: #"{"width": 30, "height": 20, "scale": 1}"#)
        #expect(fixedAdvanceRenderer(empty).layout().size == CGSize(width: 30, height: 20))
        let group = try scene(root: #"{"type": "Group", "children": [{"type": "Text", "text": "a", "id": "a"}, {"type": "Text", "text": "b", "id": "b"}]}"#,
                              canvas: #"{"width": 30, "scale": 1}"#)
        // Two 22-point lines, text above text spaced by the font's leading (0 for the fixed-advance
        // measurer): the picture is 44 tall.
        #expect(fixedAdvanceRenderer(group).layout().size == CGSize(width: 30, height: 44))
        #expect(fixedAdvanceRenderer(group).layoutFrames()["b"]?.minY == 22)
    }

    @MainActor @Test func theDefaultBackgroundFollowsTheColorScheme() throws {
        for (scheme, expected) in [("light", RGBA(red: 1, green: 1, blue: 1)), ("dark", RGBA(red: 0, green: 0, blue: 0))] {
            let document = try scene(root: #"{"type": "Spacer"}"#, canvas: #"{"width": 10, "height": 10}"#,
                                     environment: #"{"colorScheme": "\#(scheme)"}"#)
            guard case .fill(_, .color(let color), _)? = fixedAdvanceRenderer(document).displayList().items.first else {
                Issue.record("the canvas should be filled first")
                continue
            }
            #expect(color == expected, "\(scheme)")
        }
    }
}
