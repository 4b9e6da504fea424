import EaselTestSupport
import Foundation
import Testing

/// `--font FILE|DIR` on the commands that render, a scene's `"fonts"`, and the warning for a
/// `Font.custom` name no font answers to.
@Suite struct FontCommandTests {
    /// A scene whose text is in the test font's family, written to `folder/scene.json`; `fonts` is its
    /// `"fonts"` member, if any.
    private func writeScene(in folder: URL, fonts: String? = nil) throws {
        let fontsMember = fonts.map { #""fonts": \#($0), "# } ?? ""
        let scene = #"{\#(fontsMember)"canvas": {"width": 240, "height": 60}, "root": {"type": "Text", "text": "Brand Sans", "modifiers": [{"font": {"name": "Inter Display", "size": 36, "weight": "bold"}}]}}"#
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
    }

    @MainActor @Test func aMissingFontIsAWarningAndTheSystemFontDrawsIt() throws {
        try withTemporaryFolder { folder in
            try writeScene(in: folder)
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "easel: warning: no font named 'Inter Display' (give its file with --font); its text is drawn in the system font\n")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }

    @MainActor @Test func theFontFlagRegistersAFileOrAFolder() throws {
        try withTemporaryFolder { folder in
            try writeScene(in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestFont.url, to: folder.appendingPathComponent("fonts/Brand.ttf"))
            _ = try easel(["render", "scene.json", "-o", "fallback.png"], in: folder)
            let file = try easel(["render", "scene.json", "--font", "fonts/Brand.ttf", "-o", "file.png"], in: folder)
            let folderRun = try easel(["render", "scene.json", "--font", "fonts", "-o", "folder.png"], in: folder)
            #expect(file.status == 0 && file.stderr.isEmpty, "\(file.stderr)")
            #expect(folderRun.status == 0 && folderRun.stderr.isEmpty, "\(folderRun.stderr)")
            let (a, b, c) = try (Data(contentsOf: folder.appendingPathComponent("fallback.png")),
                                 Data(contentsOf: folder.appendingPathComponent("file.png")),
                                 Data(contentsOf: folder.appendingPathComponent("folder.png")))
            #expect(b == c)
            #expect(a != b)
            // The other commands that lay out or render take the flag too.
            let layout = try easel(["layout", "scene.json", "--font", "fonts/Brand.ttf"], in: folder)
            #expect(layout.status == 0, "\(layout.stderr)")
        }
    }

    @MainActor @Test func aFontFlagThatIsNotAFontFailsNamingTheFlagAndFile() throws {
        try withTemporaryFolder { folder in
            try writeScene(in: folder)
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            let run = try easel(["render", "scene.json", "--font", "notes.txt", "-o", "out.png"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("easel: --font notes.txt: "), "\(run.stderr)")
            #expect(run.stderr.contains("is not a font file"))
            let missing = try easel(["render", "scene.json", "--font", "nothing.ttf", "-o", "out.png"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.stderr.hasPrefix("easel: --font nothing.ttf: no such file"), "\(missing.stderr)")
            #expect(try files(in: folder) == ["notes.txt", "scene.json"])
        }
    }

    @MainActor @Test func aScenesFontThatIsNotAFontExits65WithoutAFile() throws {
        try withTemporaryFolder { folder in
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("brand.ttf"))
            try writeScene(in: folder, fonts: #"["brand.ttf"]"#)
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.contains("fonts[0]") && run.stderr.contains("not a font file"), "\(run.stderr)")
            #expect(try files(in: folder) == ["brand.ttf", "scene.json"])
        }
    }

    @MainActor @Test func aScenesFontFileIsUsed() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: TestFont.url, to: folder.appendingPathComponent("Brand.ttf"))
            try writeScene(in: folder, fonts: #"["Brand.ttf"]"#)
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        }
    }
}
