import Easel
import Foundation
import Testing

/// `easel diff`: the snapshot tests' image comparison from the command line.
@Suite struct DiffCommandTests {
    /// A `width`×`height` PNG of `colour`, with the pixel at (1, 1) set to `dot` when given.
    func png(_ colour: Color, dot: Color? = nil, width: CGFloat = 4, height: CGFloat = 4) throws -> Data {
        let view = ZStack(alignment: .topLeading) {
            colour
            if let dot { dot.frame(width: 1, height: 1).offset(x: 1, y: 1) }
        }
        let renderer = ImageRenderer(content: view.frame(width: width, height: height))
        return try renderer.pngData()
    }

    @MainActor @Test func identicalImagesMatch() throws {
        try withTemporaryFolder { folder in
            try png(.red).write(to: folder.appendingPathComponent("a.png"))
            try png(.red).write(to: folder.appendingPathComponent("b.png"))
            let run = try easel(["diff", "a.png", "b.png"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("match"))
        }
    }

    @MainActor @Test func oneDifferentPixelFailsAndWritesThePanels() throws {
        try withTemporaryFolder { folder in
            try png(.red).write(to: folder.appendingPathComponent("a.png"))
            try png(.red, dot: .blue).write(to: folder.appendingPathComponent("b.png"))
            let run = try easel(["diff", "a.png", "b.png", "-o", "diff.png"], in: folder)
            #expect(run.status == 1)
            #expect(run.stdout.contains("1 of 16 pixels"), "\(run.stdout)")
            let panels = try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("diff.png")))
            #expect(panels.width > 3 * 4 && panels.height >= 4)
            // Allowing one pixel in sixteen to differ lets it through.
            let lenient = try easel(["diff", "a.png", "b.png", "--precision", "0.9"], in: folder)
            #expect(lenient.status == 0)
        }
    }

    @MainActor @Test func differentSizesDiffer() throws {
        try withTemporaryFolder { folder in
            try png(.red).write(to: folder.appendingPathComponent("a.png"))
            try png(.red, width: 5).write(to: folder.appendingPathComponent("b.png"))
            #expect(try easel(["diff", "a.png", "b.png"], in: folder).status == 1)
        }
    }

    @MainActor @Test func badInputIsAClearErrorAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            try png(.red).write(to: folder.appendingPathComponent("a.png"))
            try Data("not a png".utf8).write(to: folder.appendingPathComponent("text.png"))

            let missing = try easel(["diff", "a.png", "missing.png", "-o", "d.png"], in: folder)
            #expect(missing.status == 66 && missing.stderr.contains("missing.png"))

            let garbage = try easel(["diff", "a.png", "text.png", "-o", "d.png"], in: folder)
            #expect(garbage.status == 65 && garbage.stderr == "text.png: not a PNG file\n")

            let badOption = try easel(["diff", "a.png", "a.png", "--tolerance", "300"], in: folder)
            #expect(badOption.status == 64 && badOption.stderr.contains("tolerance must be between 0 and 255"))

            let badExtension = try easel(["diff", "a.png", "a.png", "-o", "d.svg"], in: folder)
            #expect(badExtension.status == 64)

            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
        }
    }
}
