import Easel
import EaselScene
import Foundation
import Testing

/// `easel render`: every example scene to every format, the options, and the failures.
@Suite struct RenderCommandTests {
    static let exampleScenes = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    /// The picture size of an example scene in points, and its scale, laid out in this process.
    private func expectedSize(of scene: String) throws -> (size: CGSize, scale: CGFloat) {
        let document = try SceneDocument(json: Data(contentsOf: examplesFolder.appendingPathComponent(scene)), baseDirectory: examplesFolder)
        let renderer = document.renderer()
        return (renderer.layout().size, renderer.scale)
    }

    @MainActor @Test func thereAreExampleScenes() {
        #expect(Self.exampleScenes.count >= 6)
    }

    @MainActor @Test(arguments: exampleScenes)
    func rendersAnExampleSceneToEveryFormat(scene: String) throws {
        let (size, scale) = try expectedSize(of: scene)
        try withTemporaryFolder { folder in
            for format in ["png", "svg", "pdf"] {
                let output = folder.appendingPathComponent("out.\(format)")
                let run = try easel(["render", examplesFolder.appendingPathComponent(scene).path, "-o", output.path], in: folder)
                #expect(run.status == 0, "\(scene) \(format): \(run.stderr)")
                #expect(run.stdout == output.path + "\n" && run.stderr.isEmpty)
                let data = try Data(contentsOf: output)
                switch format {
                case "png":
                    let pixels = try #require(pngSize(data))
                    #expect(pixels.width == Int((size.width * scale).rounded()) && pixels.height == Int((size.height * scale).rounded()), "\(scene)")
                case "svg":
                    let pixels = try #require(svgSize(data))
                    #expect(pixels.width == Int((size.width * scale).rounded()) && pixels.height == Int((size.height * scale).rounded()), "\(scene)")
                default:
                    let page = try #require(pdfPageSize(data))
                    #expect(abs(page.width - size.width) < 0.01 && abs(page.height - size.height) < 0.01, "\(scene)")
                }
            }
        }
    }

    @MainActor @Test func aPhoneSizedSceneIsTheCanvasTimesTheScale() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["render", examplesFolder.appendingPathComponent("poll.json").path, "-o", "poll.png"], in: folder)
            #expect(run.status == 0)
            let pixels = try #require(pngSize(try Data(contentsOf: folder.appendingPathComponent("poll.png"))))
            #expect(pixels == (1170, 2532))
        }
    }

    @MainActor @Test func optionsOverrideTheCanvasAndEnvironment() throws {
        try withTemporaryFolder { folder in
            let arguments = ["render", examplesFolder.appendingPathComponent("card.json").path, "-o", "card.png", "--width", "320",
                             "--height", "400", "--scale", "2", "--color-scheme", "dark", "--dynamic-type", "accessibility1",
                             "--layout-direction", "rtl"]
            let run = try easel(arguments, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let pixels = try #require(pngSize(try Data(contentsOf: folder.appendingPathComponent("card.png"))))
            #expect(pixels == (640, 800))
        }
    }

    @MainActor @Test func readsTheSceneFromStandardInput() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}"#
            let run = try easel(["render", "-", "-o", "red.png"], in: folder, stdin: Data(scene.utf8))
            #expect(run.status == 0)
            #expect(pngSize(try Data(contentsOf: folder.appendingPathComponent("red.png"))).map { [$0.width, $0.height] } == [20, 10])
        }
    }

    @MainActor @Test func aMissingSceneIsAMissingInput() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["render", "nowhere.json", "-o", "out.png"], in: folder)
            #expect(run.status == 66)
            #expect(run.stderr == "nowhere.json: no such file\n")
            #expect(try files(in: folder).isEmpty)
        }
    }

    @MainActor @Test func aMissingImageIsAMissingInputAndANonPNGBadData() throws {
        try withTemporaryFolder { folder in
            try #"{"root": {"type": "Image", "path": "cat.png"}}"#.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
            let missing = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.stderr == "scene.json: root.path: image file not found: \(folder.appendingPathComponent("cat.png").standardizedFileURL.path)\n")
            try "not a picture".write(to: folder.appendingPathComponent("cat.png"), atomically: true, encoding: .utf8)
            let notPNG = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(notPNG.status == 65)
            #expect(notPNG.stderr.hasSuffix("root.path: not an image file (PNG, JPEG, WebP, GIF or SVG): \(folder.appendingPathComponent("cat.png").standardizedFileURL.path)\n"))
            #expect(try files(in: folder) == ["cat.png", "scene.json"])
        }
    }

    @MainActor @Test func badUsageExitsWith64() throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("card.json").path
            let cases: [([String], String)] = [
                (["render", scene, "-o", "card.gif"], "cannot tell the format of card.gif: use a .png, .svg, .pdf, .jpg or .webp file name"),
                (["render", scene, "-o", "card"], "cannot tell the format of card: use a .png, .svg, .pdf, .jpg or .webp file name"),
                (["render", scene, "-o", "card.png", "--scale", "0"], "--scale must be above 0 and at most 10, got 0.0"),
                (["render", scene, "-o", "card.png", "--width", "0"], "--width must be above 0 and at most 10000 points, got 0.0"),
                (["render", scene, "-o", "card.png", "--height=-5"], "--height must be above 0 and at most 10000 points, got -5.0"),
                (["render", scene, "-o", "card.png", "--dynamic-type", "huge"], "The value 'huge' is invalid for '--dynamic-type <size>'"),
                (["render", scene, "-o", "card.png", "--color-scheme", "sepia"], "The value 'sepia' is invalid for '--color-scheme <scheme>'"),
                (["render", scene], "Missing expected argument '--output <file>'"),
                (["render", scene, "-o", "card.png", "--colour", "dark"], "Unknown option '--colour'"),
            ]
            for (arguments, message) in cases {
                let run = try easel(arguments, in: folder)
                #expect(run.status == 64, "\(arguments)")
                #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
                #expect(run.stdout.isEmpty)
            }
            #expect(try files(in: folder).isEmpty)
        }
    }

    @MainActor @Test func anOutputThatCannotBeWrittenExitsWith73() throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("card.json").path
            let run = try easel(["render", scene, "-o", "no/such/folder/card.png"], in: folder)
            #expect(run.status == 73)
            #expect(run.stderr.hasPrefix("cannot write \(folder.standardizedFileURL.path)/no/such/folder/card.png: "))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
            #expect(try easel(["render", scene, "-o", "taken.png"], in: folder).status == 73)
            #expect(try files(in: folder) == ["taken.png"])
        }
    }

    @MainActor @Test func aFailedRenderLeavesAnExistingOutputUntouched() throws {
        try withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("card.png")
            try Data("previous".utf8).write(to: output)
            try #"{"root": {"type": "Text"}}"#.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
            let run = try easel(["render", "bad.json", "-o", "card.png"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr == "bad.json: root: missing \"text\" (a string)\n")
            #expect(try Data(contentsOf: output) == Data("previous".utf8))
            #expect(try files(in: folder) == ["bad.json", "card.png"])
        }
    }

    @MainActor @Test func anEmptyPictureIsBadData() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"canvas": {"width": 10}, "root": {"type": "EmptyView"}}"#
            let run = try easel(["render", "-", "-o", "empty.png"], in: folder, stdin: Data(scene.utf8))
            #expect(run.status == 65)
            #expect(run.stderr == "<stdin>: nothing to render: the view is 30.0 × 0.0 pixels at this scale\n")
            #expect(try files(in: folder).isEmpty)
        }
    }

    @MainActor @Test(arguments: ["render", "layout", "poll", "gallery"])
    func helpShowsAnExample(subcommand: String) throws {
        try withTemporaryFolder { folder in
            let run = try easel([subcommand, "--help"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("EXAMPLES:") && run.stdout.contains("easel \(subcommand) "))
        }
    }
}

/// `easel render` of symbols: an unknown symbol name is a warning naming it, and the picture is written.
@Suite struct SymbolRenderTests {
    @MainActor @Test func anUnknownSymbolIsAWarningNamingIt() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"root": {"type": "HStack", "children": [{"type": "Image", "systemName": "no.such.symbol"}, {"type": "Text", "text": "A"}]}}"#
            try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "easel: warning: no symbol named 'no.such.symbol' in the symbol set (Bootstrap Icons); it draws nothing\n")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }

    /// librsvg is opened when the first SVG image is parsed, not when `easel` starts: a scene without one
    /// never loads it, nor its dependencies (glibc's loader names each library it opens under
    /// `LD_DEBUG=libs`).
    @MainActor @Test func librsvgLoadsForAnSVGImageOnly() throws {
        let svg = repository.appendingPathComponent("Tests/Images/swatch.svg")
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: svg, to: folder.appendingPathComponent("swatch.svg"))
            let canvas = #""canvas": {"width": 8, "height": 4, "scale": 1}"#
            try Data(#"{\#(canvas), "root": {"type": "Text", "text": "Hi"}}"#.utf8).write(to: folder.appendingPathComponent("text.json"))
            try Data(#"{\#(canvas), "root": {"type": "Image", "path": "swatch.svg"}}"#.utf8).write(to: folder.appendingPathComponent("svg.json"))
            let environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "libs"]) { $1 }
            let text = try easel(["render", "text.json", "-o", "text.png"], in: folder, environment: environment)
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stderr.contains("libpango-1.0.so.0"), "the loader's trace should list the libraries it opens")
            #expect(!text.stderr.contains("librsvg"))
            let image = try easel(["render", "svg.json", "-o", "svg.png"], in: folder, environment: environment)
            #expect(image.status == 0, "\(image.stderr)")
            #expect(image.stderr.contains("librsvg-2.so.2"))
        }
    }

    @MainActor @Test func jpegOutputTakesAQualityFrom1To100() throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("symbols.json").path
            let low = try easel(["render", scene, "-o", "low.jpg", "--quality", "10"], in: folder)
            let high = try easel(["render", scene, "-o", "high.jpeg"], in: folder)
            #expect(low.status == 0 && high.status == 0)
            let (lowData, highData) = (try Data(contentsOf: folder.appendingPathComponent("low.jpg")), try Data(contentsOf: folder.appendingPathComponent("high.jpeg")))
            #expect(lowData.starts(with: [0xFF, 0xD8, 0xFF]) && highData.starts(with: [0xFF, 0xD8, 0xFF]))
            #expect(lowData.count < highData.count)
            let bad = try easel(["render", scene, "-o", "bad.jpg", "--quality", "0"], in: folder)
            #expect(bad.status == 64 && bad.stderr.contains("--quality must be from 1 to 100, not 0"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.jpg").path))
        }
    }

    @MainActor @Test func aSceneImageTakesAPathOrASystemNameNotBoth() throws {
        try withTemporaryFolder { folder in
            let scene = #"{"root": {"type": "Image", "systemName": "star", "path": "a.png"}}"#
            try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.contains("systemName") && run.stderr.contains("path"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }
}

/// `easel render -o card.webp`, batch and poll: WebP through the format table, `--quality` and a batch
/// entry's `"quality"`; 100 is lossless.
@Suite struct WebPCommandTests {
    @MainActor @Test func renderBatchAndPollWriteWebP() throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("card.json").path
            for (name, quality) in [("low.webp", "10"), ("exact.webp", "100")] {
                let run = try easel(["render", scene, "-o", name, "--quality", quality], in: folder)
                #expect(run.status == 0, "\(run.stderr)")
            }
            let low = try Data(contentsOf: folder.appendingPathComponent("low.webp"))
            let exact = try Data(contentsOf: folder.appendingPathComponent("exact.webp"))
            #expect(low.starts(with: Array("RIFF".utf8)) && low[8..<12] == Data("WEBP".utf8))
            #expect(low.count < exact.count)
            // VP8L is lossless WebP's chunk; VP8 (with a space) lossy's.
            #expect(exact.range(of: Data("VP8L".utf8)) != nil && low.range(of: Data("VP8L".utf8)) == nil)
            let manifest = """
                {"scene": "\(scene)", "output": "a.webp", "quality": 100}
                {"scene": "\(scene)", "output": "b.webp"}
                {"scene": "\(scene)", "output": "c.webp", "quality": 0}
                """
            try manifest.write(to: folder.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
            let batch = try easel(["batch", "m.jsonl", "--quality", "10"], in: folder)
            #expect(batch.status == 65, "\(batch.stderr)")
            #expect(batch.stderr.contains("line 3: quality: expected an integer ≥ 1"), "\(batch.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("a.webp")) == exact)
            #expect(try Data(contentsOf: folder.appendingPathComponent("b.webp")) == low)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.webp").path))
            let poll = try easel(["poll", "-o", "poll.webp", "--quality", "50"], in: folder)
            #expect(poll.status == 0, "\(poll.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("poll.webp")).starts(with: Array("RIFF".utf8)))
        }
    }
}

/// `easel render` of images from an assets folder: the variant for the scale, `--assets` over the
/// scene's `"assets"`, and a missing name as a warning naming it.
@Suite struct AssetRenderTests {
    private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Images", isDirectory: true)

    @MainActor @Test func namesResolveFromTheAssetsFolderAndAMissingOneIsAWarning() throws {
        try withTemporaryFolder { folder in
            let art = folder.appendingPathComponent("art", isDirectory: true)
            try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: images.appendingPathComponent("swatch.png"), to: art.appendingPathComponent("swatch.png"))
            try FileManager.default.copyItem(at: images.appendingPathComponent("swatch.webp"), to: art.appendingPathComponent("swatch@2x.webp"))
            let scene = #"{"assets": "art", "canvas": {"width": 8, "height": 2, "scale": 1}, "root": {"type": "HStack", "spacing": 0, "children": [{"type": "Image", "name": "swatch", "id": "swatch"}, {"type": "Image", "name": "nope"}]}}"#
            try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
            let run = try easel(["render", "scene.json", "-o", "out.png"], in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "easel: warning: no image named 'nope' in the assets folder \(art.standardizedFileURL.path); it draws nothing\n")
            // At scale 1 the 4 × 2 PNG is 4 × 2 points; at scale 2 the @2x WebP (4 × 2 pixels) is 2 × 1 points.
            let plain = try easel(["layout", "scene.json"], in: folder)
            #expect(plain.stdout.contains(#""swatch": {"height": 2, "width": 4, "#))
            let doubled = try easel(["layout", "scene.json", "--scale", "2", "--assets", "art"], in: folder)
            #expect(doubled.status == 0)
            #expect(doubled.stdout.contains(#""swatch": {"height": 1, "width": 2, "#))
        }
    }
}
