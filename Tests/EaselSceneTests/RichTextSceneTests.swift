import Easel
@testable import EaselScene
import Foundation
import Testing

/// Rich text in scenes draws as the same Swift code, and bad values name their JSON path.
@Suite struct RichTextSceneTests {
    @MainActor @Test func runsConcatenateWithTheirOwnModifiers() throws {
        try expectSameAsSwift(#"{"type": "Text", "id": "v", "text": ["Vote ", {"text": "now", "bold": true, "foregroundColor": "orange", "underline": {"pattern": "dash", "color": "red"}}, {"text": "!", "kerning": 2, "baselineOffset": -3, "strikethrough": true}]}"#,
                              (Text("Vote ") + Text("now").bold().foregroundColor(.orange).underline(pattern: .dash, color: .red)
                                  + Text("!").kerning(2).baselineOffset(-3).strikethrough()).id("v"))
    }

    @MainActor @Test func markdownIsOptIn() throws {
        try expectSameAsSwift(#"{"type": "Text", "id": "v", "text": "**Bold** _it_", "markdown": true}"#, Text("**Bold** _it_").id("v"))
        try expectSameAsSwift(#"{"type": "Text", "id": "v", "text": "**Bold**"}"#, Text(verbatim: "**Bold**").id("v"))
    }

    @MainActor @Test func textModifiers() throws {
        try expectSameAsSwift(#"{"type": "Text", "id": "v", "text": "Hi", "modifiers": [{"kerning": 1.5}, {"tracking": 1}, {"underline": true}, {"fontDesign": "serif"}, {"monospaced": false}]}"#,
                              Text("Hi").kerning(1.5).tracking(1).underline().fontDesign(.serif).monospaced(false).id("v"))
        try expectSameAsSwift(#"{"type": "Text", "id": "v", "text": "Hi there you", "modifiers": [{"padding": 2}, {"kerning": 1}, {"textCase": "uppercase"}, {"truncationMode": "middle"}, {"lineSpacing": 4}, {"minimumScaleFactor": 0.5}, {"allowsTightening": true}, {"textSelection": "enabled"}, {"lineLimit": 1}]}"#,
                              Text("Hi there you").padding(2).kerning(1).textCase(.uppercase).truncationMode(.middle).lineSpacing(4)
                                  .minimumScaleFactor(0.5).allowsTightening(true).textSelection(.enabled).lineLimit(1).id("v"))
    }

    static let errors: [(String, String)] = [
        (#"{"type": "Text", "text": [{"txt": "a"}]}"#, #"root.text[0].txt: unknown key of a text run; did you mean "text"?"#),
        (#"{"type": "Text", "text": []}"#, #"root.text: an array of runs needs at least one run"#),
        (#"{"type": "Text", "text": [1]}"#, #"root.text[0]: expected a string or a run object, got 1"#),
        (#"{"type": "Text", "text": ["a"], "markdown": true}"#, #"root.markdown: "markdown" applies to a string "text", not to runs"#),
        (#"{"type": "Text", "text": [{"text": "a", "underline": {"pattern": "dashes"}}]}"#,
         #"root.text[0].underline.pattern: expected one of "solid", "dot", "dash", "dashDot", "dashDotDot", got "dashes"; did you mean "dash"?"#),
        (#"{"type": "Text", "text": "a", "modifiers": [{"minimumScaleFactor": 2}]}"#,
         #"root.modifiers[0].minimumScaleFactor: expected a number ≤ 1, got 2"#),
        (#"{"type": "Text", "text": "a", "modifiers": [{"textCase": "title"}]}"#,
         #"root.modifiers[0].textCase: expected one of "uppercase", "lowercase", got "title""#),
    ]

    @MainActor @Test(arguments: errors)
    func badValuesNameTheirPath(_ root: String, _ message: String) {
        #expect(decodingError(#"{"canvas": {"width": 100, "height": 100}, "root": \#(root)}"#) == message)
    }
}
