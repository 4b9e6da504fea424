import Easel
import EaselTestSupport
@testable import EaselScene
import Foundation
import Synchronization
import Testing

/// A scene's `"fonts"`: font files relative to the scene, confined to its folder, registered before the
/// scene is drawn; faults at their JSON path.
@Suite struct SceneFontTests {
    /// A folder holding `Fonts/Brand.ttf` (the test font) and a file that is not a font. It is not removed
    /// after a test that registers its font: registration is for the process, and other tests' Pango
    /// font maps may still draw with the copy.
    private func sceneFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scene-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestFont.url, to: folder.appendingPathComponent("Fonts/Brand.ttf"))
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("notes.ttf"))
        return folder
    }

    private func decode(_ fonts: String, in folder: URL) throws -> SceneDocument {
        let json = #"{"fonts": \#(fonts), "root": {"type": "Text", "text": "Hello", "modifiers": [{"font": {"name": "Inter Display", "size": 30}}]}}"#
        return try SceneDocument(json: Data(json.utf8), baseDirectory: folder)
    }

    @MainActor @Test func aScenesFontFileIsRegisteredForItsCustomFont() throws {
        let folder = try sceneFolder()
        let document = try decode(#"["Fonts/Brand.ttf"]"#, in: folder)
        let missing = Mutex<[String]>([])
        _ = try LayoutDiagnostics.$missingFontReporter.withValue(.init { problem in missing.withLock { $0.append(problem.name) } }) {
            try document.renderer().pngData()
        }
        #expect(missing.withLock { $0 }.isEmpty)
        // A folder of fonts is registered the same way.
        _ = try decode(#"["Fonts"]"#, in: folder)
    }

    @MainActor @Test func faultsAreNamedByTheirJSONPath() throws {
        let folder = try sceneFolder()
        func fault(_ fonts: String) -> SceneError? {
            do { _ = try decode(fonts, in: folder); return nil } catch { return error as? SceneError }
        }
        let notAFont = try #require(fault(#"["Fonts", "notes.ttf"]"#))
        #expect("\(notAFont)".contains("fonts[1]"))
        #expect("\(notAFont)".contains("not a font file"))
        #expect(notAFont.kind == .invalid)
        let missing = try #require(fault(#"["Fonts/Missing.ttf"]"#))
        #expect(missing.kind == .missingFile)
        #expect("\(missing)".contains("fonts[0]"))
        let outside = try #require(fault(#"["../Brand.ttf"]"#))
        #expect("\(outside)".contains("..") && outside.kind == .invalid)
        let absolute = try #require(fault(#"["/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf"]"#))
        #expect("\(absolute)".contains("absolute path"))
        #expect(fault(#""Fonts/Brand.ttf""#) != nil) // not an array
        #expect(fault(#"[3]"#) != nil)
        // The message never shows the real path of the scene's folder.
        #expect(!"\(notAFont)".contains(folder.path))
    }

    @MainActor @Test func fontsTakeAWidth() throws {
        let json = #"{"type": "Text", "text": "Hi", "modifiers": [{"font": {"size": 20, "width": "condensed"}}]}"#
        try expectSameAsSwift(json.replacingOccurrences(of: #""type": "Text""#, with: #""type": "Text", "id": "t""#),
                              Text("Hi").font(.system(size: 20).width(.condensed)).id("t"))
        #expect(decodingError(#"{"root": {"type": "Text", "text": "Hi", "modifiers": [{"font": {"size": 20, "width": "narrow"}}]}}"#) != nil)
    }
}
