import CPangoCairo
import Easel
import Foundation
import Testing
@testable import EaselRender

/// The colour type in a PNG's header (2: RGB, 6: RGBA).
private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

/// The pixels of `view` drawn at `scale`, on an image surface.
private func surface<V: View>(_ view: V, scale: CGFloat = 2) throws -> ImageSurface {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return try CairoOutput.image(renderer.displayList(), scale: scale)
}

@Suite struct PNGEncoderTests {
    /// Easel's encoder and Cairo's writer give files that decode to exactly the same pixels: the same
    /// colour type, the same un-premultiplication.
    @Test func decodesToCairosPixels() throws {
        // Transparent around the scene, translucent over it.
        let image = try surface(Scene().padding(10).overlay(Circle().fill(Color.orange.opacity(0.4)).frame(width: 60, height: 60)))
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 6)
        #expect(colourType(ours) == colourType(cairos))
        let (decoded, expected) = (try RasterImage(png: ours), try RasterImage(png: cairos))
        #expect(decoded.width == expected.width && decoded.height == expected.height)
        #expect(decoded.allPixels == expected.allPixels)
    }

    @Test func writesOpaqueImagesAsRGB() throws {
        let image = try surface(Scene().background(Color.white))
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 2)
        #expect(colourType(cairos) == 2)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: cairos).allPixels)
    }

    /// An image opaque but for its last row's last pixel is written as RGBA, like Cairo's writer
    /// writes it: the encoder's opaque pass gives up on that row and starts again with alpha.
    @Test func oneTranslucentPixelAtTheEndMakesRGBA() throws {
        let image = try surface(Scene().background(Color.white))
        cairo_surface_flush(image.surface)
        let (width, height) = (Int(cairo_image_surface_get_width(image.surface)), Int(cairo_image_surface_get_height(image.surface)))
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let base = try #require(cairo_image_surface_get_data(image.surface))
        (base + (height - 1) * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0[width - 1] = 0x8040_2010 }
        cairo_surface_mark_dirty(image.surface)
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 6)
        #expect(colourType(cairos) == 6)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: cairos).allPixels)
    }

    /// Every alpha with every colour value it can premultiply: 256 × 256 pixels, pixel (x, y) with alpha
    /// y and colour channels min(x, y), as Cairo stores them.
    @Test func unpremultipliesEveryPixelAsCairoDoes() throws {
        let image = try ImageSurface(width: 256, height: 256)
        cairo_surface_flush(image.surface)
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let base = try #require(cairo_image_surface_get_data(image.surface))
        for y in 0..<256 {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<256 {
                let channel = UInt32(min(x, y))
                row[x] = UInt32(y) << 24 | channel << 16 | (channel / 2) << 8 | channel / 3
            }
        }
        cairo_surface_mark_dirty(image.surface)
        let ours = try RasterImage(png: image.png(compression: .fast)), cairos = try RasterImage(png: image.cairoPNG())
        #expect(ours.allPixels == cairos.allPixels)
    }

    @Test func everyCompressionGivesTheSamePixels() throws {
        let image = try surface(Scene())
        let files = try PNGCompression.allCases.map { try image.png(compression: $0) }
        let pixels = try files.map { try RasterImage(png: $0).allPixels }
        #expect(pixels.allSatisfy { $0 == pixels[0] })
        // small ≤ default ≤ fast in bytes.
        #expect(files[2].count <= files[1].count && files[1].count <= files[0].count)
    }

    @Test func isDeterministic() throws {
        let image = try surface(Scene())
        #expect(try image.png(compression: .default) == image.png(compression: .default))
    }

    /// Another decoder reads the same pixels: librsvg (through gdk-pixbuf and libpng) draws our PNG,
    /// embedded in an SVG at its own size, and writes it out again.
    @Test func otherDecodersReadTheSamePixels() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try surface(Scene(), scale: 1)
        let png = try image.png(compression: .default)
        let decoded = try RasterImage(png: png)
        let svg = folder.appendingPathComponent("embed.svg"), copy = folder.appendingPathComponent("copy.png")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(decoded.width)" height="\(decoded.height)">
            <image width="\(decoded.width)" height="\(decoded.height)" xlink:href="data:image/png;base64,\(png.base64EncodedString())"/>
            </svg>
            """.utf8).write(to: svg)
        #expect(try run("rsvg-convert", [svg.path, "-o", copy.path]) == 0)
        let copied = try RasterImage(png: Data(contentsOf: copy))
        #expect(copied.width == decoded.width && copied.height == decoded.height)
        // Within 1 in each premultiplied channel: librsvg composites the image onto a transparent canvas.
        let worst = zip(copied.allPixels, decoded.allPixels).map { RasterImage.difference($0, $1) }.max() ?? 0
        #expect(worst <= 1)
    }

    @Test func rendererUsesTheChosenCompression() throws {
        let renderer = ImageRenderer(content: Scene())
        renderer.scale = 2
        renderer.pngCompression = .small
        let small = try renderer.pngData()
        renderer.pngCompression = .fast
        let fast = try renderer.pngData()
        #expect(small.count < fast.count)
        #expect(try RasterImage(png: small).allPixels == RasterImage(png: fast).allPixels)
    }
}

extension RasterImage {
    /// The largest difference between two pixels in any channel.
    static func difference(_ a: Pixel, _ b: Pixel) -> Int {
        let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
        return channels.map { abs(Int($0.0) - Int($0.1)) }.max() ?? 0
    }
}
