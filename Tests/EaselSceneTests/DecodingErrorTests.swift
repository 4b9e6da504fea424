import Easel
@testable import EaselScene
import Foundation
import Testing

/// Bad scenes: each fault is reported with its JSON path (or line and column), what was expected and
/// what was found, and the closest valid name when a name is wrong.
@Suite struct DecodingErrorTests {
    static let cases: [(scene: String, message: String)] = [
        (#"{"root": {"type": "VStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}, {"type": "Color", "color": "red", "modifiers": [{"frame": {"maxWidth": "wide"}}]}]}}"#,
         #"root.children[2].modifiers[0].frame.maxWidth: expected a number or "infinity", got "wide""#),
        (#"{"root": {"type": "Txt", "text": "a"}}"#, #"root.type: unknown view type "Txt"; did you mean "Text"?"#),
        (#"{"root": {"type": "hstack"}}"#, #"root.type: unknown view type "hstack"; did you mean "HStack"?"#),
        (#"{"root": {"type": "Widget"}}"#, #"root.type: unknown view type "Widget"; see docs/scene-format.md for the view types"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"foregroundStlye": "red"}]}}"#,
         #"root.modifiers[0].foregroundStlye: unknown modifier; did you mean "foregroundStyle"?"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"sparkle": true}]}}"#,
         #"root.modifiers[0].sparkle: unknown modifier; see docs/scene-format.md for the modifiers"#),
        (#"{"root": {"type": "Divider", "color": "red"}}"#, #"root.color: unknown property of Divider; expected one of "id", "modifiers", "type""#),
        (#"{"root": {"type": "HStack", "alignment": "leading", "children": []}}"#,
         #"root.alignment: expected one of "top", "center", "bottom", "firstTextBaseline", "lastTextBaseline", got "leading""#),
        (#"{"root": {"type": "VStack", "alignment": "top", "children": []}}"#,
         #"root.alignment: expected one of "leading", "center", "trailing", got "top""#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"padding": 8}, {"bold": true}]}}"#,
         #"root.modifiers[1].bold: bold applies to a Text before any modifier but font, foregroundStyle, foregroundColor, fontWeight, bold, italic, monospacedDigit; for other views give the weight or style in font, e.g. {"font": {"style": "body", "weight": "bold"}}"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"overlay": {"alignment": "top", "content": {"type": "Circle", "fill": "redd"}}}]}}"#,
         ##"root.modifiers[0].overlay.content.fill: expected a color name or "#RRGGBB", got "redd"; did you mean "red"?"##),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"overlay": {"alignment": "top"}}]}}"#,
         #"root.modifiers[0].overlay: missing "content" (a color or a view)"#),
        (#"{"root": {"type": "AnyLayout", "layout": {"type": "HStackLayout", "spacing": "8"}, "children": []}}"#,
         #"root.layout.spacing: expected a number, got "8""#),
        (#"{"root": {"type": "AnyLayout", "children": []}}"#, #"root: missing "layout" (a layout such as {"type": "HStackLayout"})"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"environment": {"colorScheme": "dark", "tint": "red"}}]}}"#,
         #"root.modifiers[0].environment.tint: unknown key of environment; expected one of "colorScheme", "dynamicTypeSize", "font", "layoutDirection""#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"font": {"style": "body", "size": 12}}]}}"#,
         #"root.modifiers[0].font: give either "style" or "size", not both"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"font": {"name": "Inter"}}]}}"#,
         #"root.modifiers[0].font: missing "size" or "fixedSize" (a number of points) for the font named "Inter""#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"font": {"weight": "bold"}}]}}"#,
         #"root.modifiers[0].font: missing "style", "size" or "name""#),
        (#"{"root": {"type": "Color", "color": {"red": 1, "green": 0.5}}}"#, #"root.color: missing "blue" (a number from 0 to 1)"#),
        (#"{"root": {"type": "Color", "color": {"red": 1, "green": 0, "blue": 0, "white": 1}}}"#,
         #"root.color: give either "red" or "white", not both"#),
        (##"{"root": {"type": "Color", "color": "#GGHHII"}}"##, ##"root.color: expected a hex color as "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GGHHII""##),
        (#"{"root": {"type": "Color", "color": 255}}"#,
         ##"root.color: expected a color (a name such as "blue", "#RRGGBB", or an object with "red", "green" and "blue"), got 255"##),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"offset": {"x": 1e7}}]}}"#,
         #"root.modifiers[0].offset.x: expected a number ≤ 1000000, got 1e7"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"rank": 1.5}]}}"#, #"root.modifiers[0].rank: expected an integer, got 1.5"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"gridCellColumns": 5000}]}}"#,
         #"root.modifiers[0].gridCellColumns: expected an integer ≤ 1000, got 5000"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"gridCellAnchor": {"x": 0.5}}]}}"#,
         #"root.modifiers[0].gridCellAnchor: missing "y" (a number)"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"clipShape": "RoundedRectangle"}]}}"#,
         #"root.modifiers[0].clipShape: RoundedRectangle needs its geometry: {"type": "RoundedRectangle", "cornerRadius": 8}"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"aspectRatio": {"ratio": 1}}]}}"#,
         #"root.modifiers[0].aspectRatio: missing "contentMode" ("fit" or "fill")"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"scaledToFit": 1}]}}"#, #"root.modifiers[0].scaledToFit: expected true, got 1"#),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"frame": {"idealWidth": 50, "maxWidth": 20}}]}}"#,
         #"root.modifiers[0].frame: idealWidth (50) is larger than maxWidth (20)"#),
        (#"{"canvas": {"scale": 0}, "root": {"type": "EmptyView"}}"#, #"canvas.scale: expected a number above 0, got 0"#),
        (#"{"canvas": {"width": 100}, "root": {"type": "Text", "text": "a"}, "environment": {"font": 12}}"#,
         #"environment.font: expected a text style name such as "body", or an object with "style", "size" or "name", got 12"#),
        (#"{"root": {"type": "Text", "text": "a"}, "canvas": []}"#, #"canvas: expected an object, got an empty array"#),
        (#"{"root": {"type": "Text", "text": "a", "id": 7}}"#, #"root.id: expected a string, got 7"#),
        (#"{"root": {"type": "Text",  "text": "a"}"#, #"line 1, column 40: expected "," or "}" after an object member, got the end of the file"#),
        ("{\"root\":\n  {\"type\": \"Text\", \"text\": \"a\"} ]\n}", #"line 2, column 33: expected "," or "}" after an object member, got "]""#),
    ]

    @MainActor @Test(arguments: cases)
    func badSceneIsReportedWithItsPath(scene: String, message: String) {
        #expect(decodingError(scene) == message)
    }

    @MainActor @Test func viewsAndModifiersNestAtMostFiveHundredDeep() throws {
        // 90 nested stacks with 3 modifiers each are 360 levels; the text with 139 modifiers makes 500,
        // and one more modifier 501.
        var view = #"{"type": "Text", "text": "deep", "modifiers": [\#(Array(repeating: #"{"padding": 1}"#, count: 139).joined(separator: ", "))]}"#
        for _ in 0..<90 { view = #"{"type": "VStack", "modifiers": [{"padding": 1}, {"padding": 1}, {"padding": 1}], "children": [\#(view)]}"# }
        #expect(decodingError(#"{"root": \#(view)}"#) == nil)
        let deeper = view.replacingOccurrences(of: #""text": "deep", "modifiers": ["#, with: #""text": "deep", "modifiers": [{"opacity": 1}, "#)
        let path = "root" + String(repeating: ".children[0]", count: 90)
        #expect(decodingError(#"{"root": \#(deeper)}"#) == "\(path): views and modifiers nest more than 500 deep, the limit (raise it with --max-nesting)")
    }

    @MainActor @Test func aMissingImageIsAMissingFileNamedByItsAbsolutePath() throws {
        let missing = examplesFolder.appendingPathComponent("images/missing.png").path
        do {
            _ = try scene(root: #"{"type": "Image", "path": "images/missing.png"}"#)
            Issue.record("a missing image should not decode")
        } catch let error as SceneError {
            #expect(error.kind == .missingFile)
            #expect(error.description == "root.path: image file not found: \(missing)")
        }
    }

    @MainActor @Test func aFileThatIsNotAPNGIsBadData() throws {
        let card = examplesFolder.appendingPathComponent("card.json").path
        do {
            _ = try scene(root: #"{"type": "Image", "path": "card.json"}"#)
            Issue.record("a JSON file is not an image")
        } catch let error as SceneError {
            #expect(error.kind == .invalid)
            #expect(error.description == "root.path: not an image file (PNG, JPEG, WebP, GIF or SVG): \(card)")
        }
    }

    @MainActor @Test func syntaxErrorsAreOfTheirOwnKind() {
        #expect(throws: SceneError(JSONSyntaxError(line: 1, column: 2, message: #"expected a key in double quotes, got ",""#))) {
            try SceneDocument(json: Data("{,}".utf8), baseDirectory: examplesFolder)
        }
    }

    @MainActor @Test func everyMalformedSceneOfTheCorpusGivesItsExpectedMessage() throws {
        let corpus = repository.appendingPathComponent("Tests/MalformedScenes")
        let expected = try String(contentsOf: corpus.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(expected.count >= 40)
        for line in expected {
            guard let separator = line.range(of: ": ") else { continue }
            let name = String(line[..<separator.lowerBound])
            let data = try Data(contentsOf: corpus.appendingPathComponent(name))
            do {
                _ = try SceneDocument(json: data, baseDirectory: corpus)
                Issue.record("\(name) should not decode")
            } catch {
                #expect("\(name): \(error)" == line)
            }
        }
    }
}
