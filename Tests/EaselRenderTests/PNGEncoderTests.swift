import CPangoCairo
import Easel
import EaselTestSupport
import Foundation
import Testing
@testable import EaselRender

/// The colour type in a PNG's header (2: RGB, 3: indexed, 6: RGBA).
private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

/// The bit depth in a PNG's header.
private func bitDepth(_ png: Data) -> UInt8 { png[png.startIndex + 24] }

/// The types of a PNG's chunks, in order.
private func chunkTypes(_ png: Data) -> [String] {
    var types: [String] = [], offset = png.startIndex + 8
    while offset + 8 <= png.endIndex {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// An image surface of `width` × `height` pixels, pixel (x, y) the premultiplied ARGB32 word `pixel(x, y)`.
private func surface(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) throws -> ImageSurface {
    let image = try ImageSurface(width: Int32(width), height: Int32(height))
    cairo_surface_flush(image.surface)
    let stride = Int(cairo_image_surface_get_stride(image.surface))
    let base = try #require(cairo_image_surface_get_data(image.surface))
    for y in 0..<height {
        let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { row[x] = pixel(x, y) }
    }
    cairo_surface_mark_dirty(image.surface)
    return image
}

/// The pixels of `view` drawn at `scale`, on an image surface.
private func surface<V: View>(_ view: V, scale: CGFloat = 2) throws -> ImageSurface {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return try CairoOutput.image(renderer.displayList())
}

@Suite struct PNGEncoderTests {
    /// Easel's encoder and Cairo's writer give files that decode to exactly the same pixels: the same
    /// colour type, the same un-premultiplication.
    @MainActor @Test func decodesToCairosPixels() throws {
        // Transparent around the scene, translucent over it.
        let image = try surface(Scene().padding(10).overlay(Circle().fill(Color.orange.opacity(0.4)).frame(width: 60, height: 60)))
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 6)
        #expect(colourType(ours) == colourType(cairos))
        let (decoded, expected) = (try RasterImage(png: ours), try RasterImage(png: cairos))
        #expect(decoded.width == expected.width && decoded.height == expected.height)
        #expect(decoded.allPixels == expected.allPixels)
    }

    /// An opaque picture of more than 256 colours (text antialiased in several colours, at 2×).
    @MainActor @Test func writesOpaqueImagesAsRGB() throws {
        let image = try surface(Scene().background(Color.white))
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 2)
        #expect(colourType(cairos) == 2)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: cairos).allPixels)
    }

    /// Opaque rows of every width from 1 to 40 hold each pixel's red, green and blue bytes after the
    /// filter byte (the row converter goes four pixels a step and finishes a pixel at a time).
    @MainActor @Test func writesTheRGBBytesOfEveryWidth() {
        var random = SplitMix64(seed: 11)
        for width in 1...40 {
            let words: [UInt32] = (0..<width * 2).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
            var expected: [UInt8] = []
            for (index, word) in words.enumerated() {
                if index % width == 0 { expected.append(0) }
                expected += [UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
            }
            let (rows, opaque) = words.withUnsafeBytes { raw in
                PNGEncoder.scanlines(PNGEncoder.Pixels(base: raw.baseAddress!, width: width, height: 2, stride: width * 4))
            }
            #expect(opaque)
            #expect(rows.withUnsafeBytes { Array($0) } == expected, "width \(width)")
        }
    }

    /// A pixel that is not opaque is found wherever it is in a row, in the steps of four pixels and in
    /// the tail: the rows are then RGBA.
    @MainActor @Test func findsATranslucentPixelAnywhereInARow() {
        for width in 1...24 {
            for position in 0..<width {
                var words = [UInt32](repeating: 0xFF33_6699, count: width)
                words[position] = 0xFE33_6699
                let (_, opaque) = words.withUnsafeBytes { raw in
                    PNGEncoder.scanlines(PNGEncoder.Pixels(base: raw.baseAddress!, width: width, height: 1, stride: width * 4))
                }
                #expect(!opaque, "width \(width), pixel \(position)")
            }
        }
    }

    /// Encoding over the pixels' own memory gives the file encoding into a buffer of its own gives, for
    /// every width from 1 to 24 (row 0 and rows 1 pixel wide are converted from a copy), opaque or with
    /// one translucent pixel; 300 rows, so that the pictures have more than 256 colours and are not indexed.
    @MainActor @Test func overwritingThePixelsGivesTheSameFile() throws {
        var random = SplitMix64(seed: 5)
        for width in 1...24 {
            for translucent in [false, true] {
                let height = 300
                var words: [UInt32] = (0..<width * height).map { 0xFF00_0000 | UInt32($0 % 300) &* 0x01_0305 | UInt32(random.next() % 2) }
                if translucent { words[Int(random.next() % UInt64(words.count))] = 0x8040_2010 }
                let kept = try words.withUnsafeBytes { raw in
                    try PNGEncoder.encode(PNGEncoder.Pixels(base: raw.baseAddress!, width: width, height: height, stride: width * 4),
                                          compression: .default)
                }
                let overwritten = try words.withUnsafeMutableBytes { raw in
                    try PNGEncoder.encode(PNGEncoder.Pixels(base: raw.baseAddress!, width: width, height: height, stride: width * 4),
                                          compression: .default, overwritingPixels: true)
                }
                #expect(colourType(overwritten) == (translucent ? 6 : 2))
                #expect(overwritten == kept, "width \(width), translucent \(translucent)")
            }
        }
    }

    /// A rendered picture of more than 256 colours gives the same file either way.
    @MainActor @Test func overwritingARenderedPictureGivesTheSameFile() throws {
        let kept = try surface(Scene().background(Color.white)).png(compression: .default)
        let overwritten = try surface(Scene().background(Color.white)).png(compression: .default, overwritingPixels: true)
        #expect(colourType(overwritten) == 2)
        #expect(overwritten == kept)
    }

    /// An image opaque but for its last row's last pixel is written as RGBA, like Cairo's writer
    /// writes it: the encoder's opaque pass gives up on that row and starts again with alpha.
    @MainActor @Test func oneTranslucentPixelAtTheEndMakesRGBA() throws {
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
    @MainActor @Test func unpremultipliesEveryPixelAsCairoDoes() throws {
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
        // A palette's colours, converted one at a time, are the rows' bytes.
        let pixels = try PNGEncoder.Pixels(surface: image.surface)
        let rows = PNGEncoder.scanlines(pixels, opaque: false).withUnsafeBytes { Array($0) }, rowLength = 1 + 256 * 4
        var mismatches = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let rgba = PNGEncoder.unpremultiply(pixels.row(y)[x]), offset = y * rowLength + 1 + x * 4
                if [rgba.red, rgba.green, rgba.blue, rgba.alpha] != Array(rows[offset..<offset + 4]) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// The choice rule: a picture of at most 256 colours is indexed, with the fewest bits that number
    /// them (1, 2, 4 or 8; rows whose width is not a whole number of bytes end in padding), and reads back
    /// as the same pixels as Cairo's own file; a 257th colour makes it RGB.
    @MainActor @Test(arguments: [(2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (256, 8)])
    func indexesPicturesOfFewColours(colours: Int, depth: Int) throws {
        // 37 × 23 pixels: no row fills a whole number of bytes at 1, 2 or 4 bits. Opaque greys.
        let image = try surface(width: 37, height: 23) { x, y in
            let grey = UInt32((y * 37 + x) % colours)
            return 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
        let ours = try image.png(compression: .default)
        #expect(colourType(ours) == 3)
        #expect(bitDepth(ours) == UInt8(depth))
        #expect(chunkTypes(ours) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: image.cairoPNG()).allPixels)
    }

    @MainActor @Test func aTwoHundredFiftySeventhColourMakesRGB() throws {
        let image = try surface(width: 257, height: 3) { x, _ in 0xFF00_0000 | UInt32(x) << 8 | UInt32(x & 0xFF) }
        let ours = try image.png(compression: .default)
        #expect(colourType(ours) == 2)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: image.cairoPNG()).allPixels)
    }

    /// Translucent and transparent colours go into the palette un-premultiplied, their alphas in a tRNS
    /// chunk: the pixels read back are those of Cairo's RGBA file.
    @MainActor @Test func indexesTranslucentColoursWithTheirAlphas() throws {
        let image = try surface(width: 20, height: 9) { x, y in
            switch (x + y) % 4 {
            case 0: 0x0000_0000                                  // transparent
            case 1: 0x8040_2010                                  // half-transparent, premultiplied
            case 2: 0xFFFF_9500                                  // opaque orange
            default: 0x0301_0203                                 // nearly transparent
            }
        }
        let ours = try image.png(compression: .default), cairos = try image.cairoPNG()
        #expect(colourType(ours) == 3)
        #expect(chunkTypes(ours) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(colourType(cairos) == 6)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: cairos).allPixels)
    }

    /// Pillow (an independent decoder) reads an indexed file with translucent colours as a palette
    /// image whose colours, with their alphas, are the pixels un-premultiplied as RGBA files hold them.
    @MainActor @Test func pillowReadsIndexedColours() throws {
        let words: [UInt32] = [0x0000_0000, 0x8040_2010, 0xFFFF_9500, 0x0301_0203, 0xFF00_0000]
        let image = try surface(width: 7, height: 3) { x, y in words[(x + y) % words.count] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-png-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("indexed.png")
        try image.png(compression: .default).write(to: file)
        let decoded = try #require(try pillow("""
            im = Image.open(sys.argv[1])
            print(json.dumps([im.mode, [list(p) for p in im.convert('RGBA').getdata()]]))
            """, file: file) as? [Any])
        #expect(decoded[0] as? String == "P")
        let pixels = try #require(decoded[1] as? [[Int]])
        let expected = (0..<21).map { index -> [Int] in
            let rgba = PNGEncoder.unpremultiply(words[(index % 7 + index / 7) % words.count])
            return [Int(rgba.red), Int(rgba.green), Int(rgba.blue), Int(rgba.alpha)]
        }
        #expect(pixels == expected)
    }

    /// The palette numbers colours in the order they first appear: the same pixels give the same file,
    /// and a user interface of flat colours (a card, antialiased shapes, no text) is indexed.
    @MainActor @Test func indexesAShapeCardDeterministically() throws {
        let card = VStack(spacing: 12) {
            Circle().fill(Color.orange).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 120, height: 20)
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 120, height: 6)
        }.padding(16).background(Color.white)
        let image = try surface(card)
        let ours = try image.png(compression: .default)
        #expect(colourType(ours) == 3)
        #expect(try image.png(compression: .default) == ours)
        #expect(try RasterImage(png: ours).allPixels == RasterImage(png: image.cairoPNG()).allPixels)
    }

    @MainActor @Test func everyCompressionGivesTheSamePixels() throws {
        let image = try surface(Scene())
        let files = try PNGCompression.allCases.map { try image.png(compression: $0) }
        let pixels = try files.map { try RasterImage(png: $0).allPixels }
        #expect(pixels.allSatisfy { $0 == pixels[0] })
        // small ≤ default ≤ fast in bytes.
        #expect(files[2].count <= files[1].count && files[1].count <= files[0].count)
    }

    @MainActor @Test func isDeterministic() throws {
        let image = try surface(Scene())
        #expect(try image.png(compression: .default) == image.png(compression: .default))
    }

    /// Another decoder reads the same pixels: librsvg (through gdk-pixbuf and libpng) draws our PNG,
    /// embedded in an SVG at its own size, and writes it out again.
    @MainActor @Test func otherDecodersReadTheSamePixels() throws {
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

    @MainActor @Test func rendererUsesTheChosenCompression() throws {
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
