import Easel
import Foundation
import Testing
@testable import EaselRender

/// A scene with every kind of drawing: text, fills, strokes, a clip, opacity, a rotation.
struct Scene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Best pet").font(.title).bold()
            HStack {
                Text("Cat")
                ProgressView(value: 25, total: 50)
                Text("25").monospacedDigit()
            }
            Divider()
            HStack {
                Button("Vote") {}.buttonStyle(.bordered)
                Button("Share") {}.buttonStyle(.borderedProminent)
            }
            HStack {
                Circle().fill(Color.orange).frame(width: 30, height: 30)
                RoundedRectangle(cornerRadius: 6).stroke(Color.purple, lineWidth: 3).frame(width: 40, height: 30)
                Color.teal.frame(width: 30, height: 30).opacity(0.5).rotationEffect(.degrees(20))
            }
        }
        .padding()
        .frame(width: 240)
        .background(Color.white)
    }
}

/// Runs `tool` with `arguments`; its exit status.
func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

@Suite struct OutputTests {
    /// A display list carries the scale it was laid out at, and is painted at it: a 3× layout gives a
    /// picture of 3 pixels a point, without the scale being passed again.
    @MainActor @Test func aDisplayListIsPaintedAtTheScaleItWasLaidOutAt() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 4))
        renderer.scale = 3
        let list = renderer.displayList()
        #expect(list.scale == 3)
        let image = try RasterImage(png: try list.data(format: .png))
        #expect((image.width, image.height) == (30, 12))
        #expect(try list.data(format: .png) == renderer.pngData())
    }

    @MainActor @Test func svgIsInPixelUnits() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 390, height: 100))
        renderer.scale = 2
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("width=\"780px\""))
        #expect(svg.contains("height=\"200px\""))
        #expect(svg.contains("viewBox=\"0 0 780 200\""))
    }

    @MainActor @Test func pdfIsAPDFPageInPoints() throws {
        let renderer = ImageRenderer(content: Scene())
        renderer.scale = 3
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(renderer.layout().size.width == 240)
        #expect(text.contains("/MediaBox [ 0 0 240 "))
    }

    @MainActor @Test(arguments: RenderFormat.allCases)
    func rendersAreByteIdentical(format: RenderFormat) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swatch = folder.appendingPathComponent("swatch.png")
        try ImageRenderer(content: HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 4, height: 2)).write(to: swatch)
        func render() throws -> Data {
            let renderer = ImageRenderer(content: Scene().overlay(Image(swatch.path).resizable().frame(width: 20, height: 10).opacity(0.8)))
            renderer.scale = 2
            return try renderer.data(format: format)
        }
        #expect(try render() == render())
    }

    /// `rsvg-convert` (librsvg, a real SVG client) rasterises our SVG to within a small difference of our
    /// PNG: at most 1.5% of the pixels differ by more than 32 in a channel, and none by more than 192.
    /// The differences are at glyph edges: Cairo 1.16 puts glyphs at whole-pixel positions on image
    /// surfaces, while librsvg fills the SVG's glyph outlines where they fall (up to half a pixel away;
    /// the system font's tracking puts more glyphs between pixels, and the worst edge went from 160 to 171).
    @MainActor @Test func svgRasterisedByLibrsvgMatchesThePNG() throws {
        let renderer = ImageRenderer(content: Scene())
        renderer.scale = 2
        try expectLibrsvgMatchesThePNG(renderer)
    }

    @MainActor @Test func pdfOpensInPdftoppm() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: Scene())
        let pdf = folder.appendingPathComponent("scene.pdf")
        try renderer.write(to: pdf)
        #expect(try run("pdftoppm", ["-png", "-r", "144", "-singlefile", pdf.path, folder.appendingPathComponent("page").path]) == 0)
        let page = try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("page.png")))
        let size = renderer.layout().size
        #expect(abs(page.width - Int(size.width * 2)) <= 1 && abs(page.height - Int(size.height * 2)) <= 1)
    }

    @MainActor @Test func writeLeavesOnlyTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: Scene())
        for name in ["scene.png", "scene.SVG", "scene.pdf"] {
            try renderer.write(to: folder.appendingPathComponent(name))
        }
        try renderer.write(to: folder.appendingPathComponent("scene.png")) // replaces it
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["scene.SVG", "scene.pdf", "scene.png"])
        let png = try Data(contentsOf: folder.appendingPathComponent("scene.png"))
        #expect(png == (try renderer.pngData()))
    }

    @MainActor @Test func anUnwritablePathThrowsAndCreatesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no-such-folder/scene.png")
        #expect(throws: RenderError.self) { try ImageRenderer(content: Scene()).write(to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let readOnly = folder.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o555])
        let target = readOnly.appendingPathComponent("scene.png")
        if access(readOnly.path, W_OK) != 0 { // root may write anywhere
            #expect(throws: RenderError.self) { try ImageRenderer(content: Scene()).write(to: target) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
        }
        #expect(throws: RenderError.unsupportedFormat(path: folder.appendingPathComponent("scene.gif").path)) {
            try ImageRenderer(content: Scene()).write(to: folder.appendingPathComponent("scene.gif"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["read-only"])
    }

    @MainActor @Test func aFailedRenderLeavesAnExistingFileUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.png")
        try ImageRenderer(content: Scene()).write(to: file)
        let before = try Data(contentsOf: file)
        #expect(throws: RenderError.missingImage(path: "/no/such/image.png")) {
            try ImageRenderer(content: Image("/no/such/image.png").resizable().frame(width: 10, height: 10)).write(to: file)
        }
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scene.png"])
    }
}
