import Easel
import EaselTestSupport
import Foundation
import Testing
@testable import EaselRender

/// WebP output: decoded by Pillow (python3-pil with libwebp, an independent decoder); lossless at quality
/// 100 gives the PNG's pixels exactly, transparency included; lossy stays within its loss; the quality
/// honoured; the bytes repeatable.
@Suite struct WebPOutputTests {
    /// A red square padded by 10 transparent points, with a half-transparent blue bar.
    static var view: some View {
        ZStack(alignment: .bottom) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.opacity(0.5).frame(width: 20, height: 4)
        }.padding(10)
    }

    /// Pillow's format, size, mode and RGBA pixels of `data`, written as `name`.
    private func decode(_ data: Data) throws -> (format: String, size: [Int], mode: String, pixels: [[Int]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-webp-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.webp")
        try data.write(to: file)
        let decoded = try #require(try pillow("""
            im = Image.open(sys.argv[1]); mode = im.mode
            print(json.dumps([im.format, list(im.size), mode, [list(p) for p in im.convert('RGBA').getdata()]]))
            """, file: file) as? [Any])
        return (try #require(decoded[0] as? String), try #require(decoded[1] as? [Int]), try #require(decoded[2] as? String),
                try #require(decoded[3] as? [[Int]]))
    }

    @MainActor @Test func losslessGivesThePNGsPixelsExactly() throws {
        let renderer = ImageRenderer(content: Self.view)
        renderer.scale = 2
        renderer.quality = 100
        let decoded = try decode(try renderer.data(format: .webp))
        #expect(decoded.format == "WEBP" && decoded.size == [80, 80] && decoded.mode == "RGBA")
        let png = try RasterImage(png: try renderer.pngData())
        var differing = 0
        for (index, pixel) in decoded.pixels.enumerated() {
            let expected = png[index % 80, index / 80]
            let wanted = [Int(expected.red), Int(expected.green), Int(expected.blue), Int(expected.alpha)]
            // A transparent pixel's colour is not kept (nor shown); everything else is exact.
            if expected.alpha == 0 ? pixel[3] != 0 : pixel != wanted { differing += 1 }
        }
        #expect(differing == 0)
    }

    @MainActor @Test func lossyStaysCloseAndKeepsTransparency() throws {
        let renderer = ImageRenderer(content: Self.view)
        renderer.scale = 2
        let decoded = try decode(try renderer.data(format: .webp))
        #expect(decoded.format == "WEBP" && decoded.size == [80, 80] && decoded.mode == "RGBA")
        // The red (#FF3B30) inside the square, within lossy WebP's loss at quality 90; the padding transparent.
        let red = decoded.pixels[30 * 80 + 40]
        #expect(zip(red, [0xFF, 0x3B, 0x30, 255]).allSatisfy { abs($0 - $1) <= 8 }, "\(red)")
        #expect(decoded.pixels[2 * 80 + 2][3] == 0)
    }

    @MainActor @Test func anOpaquePictureHasNoAlpha() throws {
        let renderer = ImageRenderer(content: Color.green.frame(width: 16, height: 16))
        #expect(try decode(try renderer.data(format: .webp)).mode == "RGB")
    }

    @MainActor @Test func theQualityTradesSizeForFidelityAndTheBytesRepeat() throws {
        func webp(_ quality: Int) throws -> Data {
            let renderer = ImageRenderer(content: Self.photo)
            renderer.quality = quality
            return try renderer.data(format: .webp)
        }
        #expect(try webp(20).count < webp(95).count)
        #expect(try webp(90) == webp(90))
        #expect(try webp(100) == webp(100))
        #expect(try webp(90) == ImageRenderer(content: Self.photo).data(format: .webp))
    }

    @MainActor @Test func theFormatTableNamesWebP() {
        #expect(RenderFormat(path: "card.webp") == .webp)
        #expect(RenderFormat(path: "CARD.WEBP") == .webp)
        #expect(RenderFormat.webp.mimeType == "image/webp")
        #expect(RenderFormat.extensionList == ".png, .svg, .pdf, .jpg or .webp")
    }

    @MainActor @Test func aSideOverWebPsLimitIsRefused() throws {
        #expect(throws: RenderError.formatLimit("a WebP is at most 16383 pixels a side; this picture is 16384 × 2 pixels")) {
            try WebPEncoder.encode(rgba: [UInt8](repeating: 0, count: 16384 * 2 * 4), width: 16384, height: 2, quality: 90)
        }
    }

    /// Text, colours and a gradient: a picture whose size depends on the quality.
    static var photo: some View {
        VStack(spacing: 4) {
            Text("Quality trades size for fidelity").font(.title)
            HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(height: 20)
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing).frame(height: 30)
        }.padding(8)
    }
}
