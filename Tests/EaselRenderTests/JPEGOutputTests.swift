import Easel
import Foundation
import Testing
@testable import EaselRender

/// JPEG output: decoded by Pillow (python3-pil, an independent decoder), its pixels within JPEG's
/// loss of what the PNG shows, transparency over white, the quality honoured, the bytes repeatable.
@Suite struct JPEGOutputTests {
    /// A red square padded by 10 transparent points.
    static var view: some View { Color.red.frame(width: 20, height: 20).padding(10) }

    /// The width, height and the RGB of the pixels at `points`, as Pillow decodes `data`.
    private func decodeWithPillow(_ data: Data, points: [(Int, Int)]) throws -> (width: Int, height: Int, pixels: [[Int]]) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.jpg")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = "import sys, json; from PIL import Image; im = Image.open(sys.argv[1]); assert im.format == 'JPEG'; "
            + "print(json.dumps([im.size, [list(im.convert('RGB').getpixel(tuple(p))) for p in json.loads(sys.argv[2])]]))"
        let pointsJSON = "[" + points.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]"
        process.arguments = ["-c", script, file.path, pointsJSON]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let decoded = try #require(try JSONSerialization.jsonObject(with: output) as? [Any])
        let size = try #require(decoded[0] as? [Int]), pixels = try #require(decoded[1] as? [[Int]])
        return (size[0], size[1], pixels)
    }

    @MainActor @Test func pillowDecodesTheJPEGWithThePNGsPixels() throws {
        let renderer = ImageRenderer(content: Self.view)
        renderer.scale = 2
        let decoded = try decodeWithPillow(try renderer.data(format: .jpeg), points: [(40, 40), (2, 2)])
        #expect(decoded.width == 80 && decoded.height == 80)
        // The red (#FF3B30) within 6 per channel of JPEG's loss at quality 90; the transparent padding white.
        #expect(zip(decoded.pixels[0], [0xFF, 0x3B, 0x30]).allSatisfy { abs($0 - $1) <= 6 }, "\(decoded.pixels[0])")
        #expect(decoded.pixels[1].allSatisfy { $0 >= 250 }, "\(decoded.pixels[1])")
    }

    @MainActor @Test func theQualityTradesSizeForFidelityAndTheBytesRepeat() throws {
        let photo = LinearLayoutSample.view
        func jpeg(_ quality: Int) throws -> Data {
            let renderer = ImageRenderer(content: photo)
            renderer.quality = quality
            return try renderer.data(format: .jpeg)
        }
        #expect(try jpeg(20).count < jpeg(95).count)
        #expect(try jpeg(90) == jpeg(90))
        #expect(try jpeg(90) == ImageRenderer(content: photo).data(format: .jpeg))
    }

    @MainActor @Test func jpgAndJpegNameTheFormat() {
        #expect(RenderFormat(path: "card.jpg") == .jpeg)
        #expect(RenderFormat(path: "CARD.JPEG") == .jpeg)
        #expect(RenderFormat.jpeg.mimeType == "image/jpeg")
    }
}

/// Text and colours: a picture whose JPEG size depends on the quality.
private enum LinearLayoutSample {
    static var view: some View {
        VStack(spacing: 4) {
            Text("Quality trades size for fidelity").font(.title)
            HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(height: 20)
            Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(Color.orange)
        }.padding(8)
    }
}
