import Easel
@testable import EaselScene
import Foundation
import Testing

/// Scenes: symbols inside text runs, symbol rendering modes, palette styles and font widths.
@Suite struct SceneSymbolTextTests {
    @MainActor @Test func aSymbolRunIsTextOfAnImage() throws {
        try expectSameAsSwift(#"{"type": "Text", "id": "t", "text": [{"systemName": "star.fill", "foregroundColor": "orange"}, " 4.8"]}"#,
                              (Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(verbatim: " 4.8")).id("t"))
        #expect(decodingError(#"{"root": {"type": "Text", "text": [{"systemName": "star", "text": "x"}]}}"#) != nil)
        #expect(decodingError(#"{"root": {"type": "Text", "text": [{"bold": true}]}}"#)?.contains("systemName") == true)
    }

    @MainActor @Test func symbolRenderingModesAndPalettes() throws {
        try expectSameAsSwift(
            #"{"type": "Image", "id": "i", "systemName": "xmark.circle.fill", "modifiers": [{"symbolRenderingMode": "palette"}, {"foregroundStyle": ["white", "blue"]}]}"#,
            Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.blue).id("i"))
        #expect(decodingError(#"{"root": {"type": "Image", "systemName": "star", "modifiers": [{"foregroundStyle": ["red"]}]}}"#) != nil)
        #expect(decodingError(#"{"root": {"type": "Image", "systemName": "star", "modifiers": [{"symbolRenderingMode": "layered"}]}}"#) != nil)
    }

    @MainActor @Test func fontWidthIsARunModifier() throws {
        try expectSameAsSwift(#"{"type": "Text", "id": "t", "text": "Wide", "modifiers": [{"fontWidth": "expanded"}]}"#,
                              Text(verbatim: "Wide").fontWidth(.expanded).id("t"))
    }
}
