import Easel
import Foundation
import RSVGDeclarationsCheck
import Testing
@testable import EaselRender

/// The fixtures in Tests/Images: a 4 × 2 swatch (left half red, right half blue) in each format Easel
/// reads (the JPEG is 16 × 8, so each half is whole 8 × 8 blocks), and two-frame animations.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images", isDirectory: true)

private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

private let red = pixel(0xFF0000), blue = pixel(0x0000FF)

/// A JPEG of `stored` with an EXIF APP1 segment giving `orientation`, right after the start of image.
private func jpeg(withOrientation orientation: Int, _ jpeg: Data) -> Data {
    let tiff: [UInt8] = [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
    let content = Array("Exif".utf8) + [0, 0] + tiff
    let segment: [UInt8] = [0xFF, 0xE1, UInt8((content.count + 2) >> 8), UInt8((content.count + 2) & 0xFF)] + content
    return Data(jpeg.prefix(2)) + Data(segment) + Data(jpeg.dropFirst(2))
}

@Suite struct ImageInputTests {
    @MainActor @Test(arguments: ["swatch.png", "swatch.jpg", "swatch.webp", "swatch.gif", "swatch.svg"])
    func eachFormatDrawsItsPixels(_ name: String) throws {
        let image = try raster(Image(fixture(name)).resizable().interpolation(.none).frame(width: 40, height: 20))
        #expect(image.width == 40 && image.height == 20)
        // JPEG is lossy: within 8 a channel; the others are exact.
        let tolerance = name.hasSuffix(".jpg") ? 8 : 0
        for (x, y) in [(2, 2), (10, 10), (17, 18)] { #expect(image[x, y].isClose(to: red, tolerance: tolerance), "\(name) at \(x), \(y)") }
        for (x, y) in [(22, 2), (30, 10), (38, 18)] { #expect(image[x, y].isClose(to: blue, tolerance: tolerance), "\(name) at \(x), \(y)") }
    }

    @MainActor @Test func theNaturalSizeIsThePicturesInEveryFormat() {
        for name in ["swatch.png", "swatch.webp", "swatch.gif", "swatch.svg", "animated.webp", "animated.gif"] {
            #expect(frames(Image(fixture(name)).id("image")) == ["image": CGRect(x: 0, y: 0, width: 4, height: 2)], "\(name)")
        }
        #expect(frames(Image(fixture("swatch.jpg")).id("image")) == ["image": CGRect(x: 0, y: 0, width: 16, height: 8)])
    }

    @MainActor @Test func theFormatComesFromTheBytesNotTheName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disguised = folder.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(atPath: fixture("swatch.webp"), toPath: disguised.path)
        let image = try raster(Image(disguised.path))
        #expect(image[0, 0] == red && image[3, 1] == blue)
    }

    @MainActor @Test func animationsDrawTheirFirstFrame() throws {
        // The WebP's second frame is all green; the GIF's first frame is red on the left, transparent on the right.
        let webp = try raster(Image(fixture("animated.webp")))
        #expect(webp[0, 0] == red && webp[3, 1] == blue)
        let gif = try raster(Image(fixture("animated.gif")))
        #expect(gif[0, 0] == red && gif[3, 1].alpha == 0)
    }

    @MainActor @Test func aGIFFrameOffTheScreenDrawsNothing() throws {
        // Found by ImageFuzzer: a 4 × 2 screen whose first frame starts 8192 rows down trapped on an empty range.
        let image = try raster(Image(fixture("frame-outside-screen.gif")))
        #expect(image.width == 4 && image.height == 2)
        #expect(image.allPixels.allSatisfy { $0.alpha == 0 })
    }

    @MainActor @Test(arguments: 1...8)
    func exifOrientationsDrawTheSameUprightPicture(_ orientation: Int) throws {
        // The upright picture: 2 × 3 blocks of 16 points (whole JPEG blocks), each its own colour.
        let colors: [[UInt32]] = [[0xFF0000, 0x00FF00], [0x0000FF, 0xFFFFFF], [0x000000, 0xFFFF00]]
        let turn = ExifOrientation(rawValue: orientation)
        let (storedColumns, storedRows) = turn.swapsSides ? (3, 2) : (2, 3)
        var stored = Array(repeating: Array(repeating: UInt32(0), count: storedColumns), count: storedRows)
        for y in 0..<3 {
            for x in 0..<2 {
                let at = turn.storedPixel(x: x, y: y, width: storedColumns, height: storedRows)
                stored[at.y][at.x] = colors[y][x]
            }
        }
        let storedView = VStack(spacing: 0) {
            ForEach(0..<storedRows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<storedColumns, id: \.self) { column in
                        Color(red: Double(stored[row][column] >> 16 & 0xFF) / 255, green: Double(stored[row][column] >> 8 & 0xFF) / 255,
                              blue: Double(stored[row][column] & 0xFF) / 255).frame(width: 16, height: 16)
                    }
                }
            }
        }
        let renderer = ImageRenderer(content: storedView)
        renderer.quality = 100
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.jpg")
        try jpeg(withOrientation: orientation, try renderer.data(format: .jpeg)).write(to: file)
        let image = try raster(Image(file.path))
        #expect(image.width == 32 && image.height == 48)
        for y in 0..<3 {
            for x in 0..<2 {
                // Block centres; 4:2:0 chroma and the DCT blur colours a little.
                #expect(image[x * 16 + 8, y * 16 + 8].isClose(to: pixel(colors[y][x]), tolerance: 40), "orientation \(orientation), block \(x), \(y)")
            }
        }
    }

    @MainActor @Test func svgStaysVectorInSVGAndPDFOutput() throws {
        let svgImage = ImageRenderer(content: Image(fixture("swatch.svg")).resizable().frame(width: 40, height: 20))
        let svg = String(decoding: try svgImage.svgData(), as: UTF8.self)
        #expect(!svg.contains("<image"), "the SVG image became a bitmap")
        #expect(svg.contains("<path") || svg.contains("<rect"))
        let pdf = String(decoding: try svgImage.pdfData(), as: UTF8.self)
        #expect(!pdf.contains("/Subtype /Image"), "the SVG image became a bitmap")
        // The control: a PNG image is a bitmap in both.
        let pngImage = ImageRenderer(content: Image(fixture("swatch.png")).resizable().frame(width: 40, height: 20))
        #expect(String(decoding: try pngImage.svgData(), as: UTF8.self).contains("<image"))
        #expect(String(decoding: try pngImage.pdfData(), as: UTF8.self).contains("/Subtype /Image"))
    }

    @MainActor @Test func svgOutputWithAnSVGImageIsTheSameBytesEachTime() throws {
        // The docs' logo: a gradient and a translucent ring, which librsvg draws through Cairo groups.
        let logo = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/images/image-assets/logo.svg")
        let renderer = ImageRenderer(content: Image(logo.path).resizable().frame(width: 60, height: 60))
        let first = try renderer.svgData()
        _ = try ImageRenderer(content: Image(fixture("swatch.svg"))).svgData()
        #expect(try renderer.svgData() == first)
        #expect(try renderer.pdfData() == renderer.pdfData())
    }

    /// librsvg is opened at run time (`LibRSVG`) through Easel's own declarations of its functions; the
    /// build of these tests compiles them against librsvg's headers, and each is called here: the size
    /// of a document with a `width` and `height`, of one with only a `viewBox`, and the drawing.
    @MainActor @Test func librsvgIsCalledThroughDeclarationsCheckedAgainstItsHeaders() throws {
        #expect(easel_rsvg_declarations_checked() == 1)
        let sized = try SVGHandle(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>"#.utf8))
        #expect(sized.intrinsicSize == CGSize(width: 4, height: 2))
        let viewBoxOnly = try SVGHandle(Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"/>"#.utf8))
        #expect(viewBoxOnly.intrinsicSize == CGSize(width: 30, height: 10))
        #expect(throws: ImageDecodingError.self) { try SVGHandle(Array("<svg".utf8)) }
        let image = try raster(Image(fixture("swatch.svg")))
        #expect(image[0, 0] == red && image[3, 1] == blue)
    }

    @MainActor @Test func svgLoadsNothingOutsideItsOwnFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("red.png")
        try FileManager.default.copyItem(atPath: fixture("swatch.png"), toPath: picture.path)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
            <image href="file://\(picture.path)" width="20" height="20"/>
            <image xlink:href="red.png" x="20" width="20" height="20"/>
            <image href="http://127.0.0.1:9/red.png" y="20" width="20" height="20"/>
            <image href="/etc/passwd" x="20" y="20" width="20" height="20"/>
            <rect x="38" y="38" width="2" height="2" fill="#00f"/>
            </svg>
            """
        let file = folder.appendingPathComponent("logo.svg")
        try Data(svg.utf8).write(to: file)
        let image = try raster(Image(file.path))
        #expect(image.width == 40 && image.height == 40)
        // Only the document's own rectangle shows; no referenced picture was loaded.
        #expect(image.inkBounds().map { $0.minX == 38 && $0.minY == 38 } == true)
        // The control: the same picture inside the document, as a data: URL, is drawn.
        let inline = "data:image/png;base64," + (try Data(contentsOf: picture)).base64EncodedString()
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"2\"><image href=\"\(inline)\" width=\"4\" height=\"2\"/></svg>".utf8)
            .write(to: file)
        #expect(try raster(Image(file.path))[0, 0] == red)
    }

    @MainActor @Test func aHeaderDeclaringAHugePictureIsRefusedBeforeDecoding() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func be(_ value: Int, _ count: Int) -> [UInt8] { le(value, count).reversed() }
        let headers: [(String, [UInt8], (Int, Int))] = [
            ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(100_000, 4) + be(100_000, 4) + [8, 6, 0, 0, 0],
             (100_000, 100_000)),
            ("webp", Array("RIFF".utf8) + le(22, 4) + Array("WEBPVP8X".utf8) + le(10, 4) + [0, 0, 0, 0] + le(99_999, 3) + le(99_999, 3),
             (100_000, 100_000)),
            ("gif", Array("GIF89a".utf8) + le(60_000, 2) + le(60_000, 2) + [0, 0, 0], (60_000, 60_000)),
            ("jpeg", [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8] + be(60_000, 2) + be(60_000, 2) + [1, 1, 0x11, 0], (60_000, 60_000)),
        ]
        for (name, bytes, (width, height)) in headers {
            let file = folder.appendingPathComponent("bomb.\(name)")
            try Data(bytes).write(to: file)
            #expect(throws: RenderError.unreadableImage(path: file.path, reason: "a picture of \(width) × \(height) pixels, over the limit of 256000000 pixels (raise it with --max-pixels)")) {
                try ImageRenderer(content: Image(file.path).resizable().frame(width: 10, height: 10)).pngData()
            }
        }
    }

    @MainActor @Test func aFileOverTheByteLimitIsRefusedBeforeReading() {
        let renderer = ImageRenderer(content: Image(fixture("swatch.jpg")))
        renderer.canvasLimits.maximumImageBytes = 100
        #expect(throws: RenderError.unreadableImage(path: fixture("swatch.jpg"), reason: "a file of 641 bytes, over the limit of 100 bytes (raise it with --max-image-bytes)")) {
            try renderer.pngData()
        }
    }

    @MainActor @Test func badFilesAreErrorsNamingThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truncated = folder.appendingPathComponent("truncated.jpg")
        try Data(contentsOf: URL(fileURLWithPath: fixture("swatch.jpg"))).prefix(400).write(to: truncated)
        let text = folder.appendingPathComponent("notes.png")
        try Data("not a picture\n".utf8).write(to: text)
        for file in [truncated, text] {
            #expect {
                try ImageRenderer(content: Image(file.path).resizable().frame(width: 10, height: 10)).pngData()
            } throws: { error in
                guard case RenderError.unreadableImage(let path, _) = error else { return false }
                return path == file.path
            }
        }
    }

    @MainActor @Test func interpolationNoneDrawsNearestNeighbour() throws {
        // 4 px stretched to 40: with no interpolation the red/blue boundary is sharp; with the default filter it blends.
        let sharp = try raster(Image(fixture("swatch.png")).resizable().interpolation(.none).frame(width: 40, height: 2))
        #expect(sharp[19, 0] == red && sharp[20, 0] == blue)
        let smooth = try raster(Image(fixture("swatch.png")).resizable().frame(width: 40, height: 2))
        #expect(smooth[19, 0] != red)
    }

    @MainActor @Test func antialiasedFalseSnapsTheEdgesToWholePixels() throws {
        // Turned 30°, the image's edges cross pixels: partly covered when antialiased, all or nothing when not.
        func alphas(_ antialiased: Bool) throws -> Set<UInt8> {
            let image = Image(fixture("swatch.png")).resizable().antialiased(antialiased).frame(width: 20, height: 20)
            return Set(try raster(image.rotationEffect(.degrees(30)).frame(width: 40, height: 40)).allPixels.map(\.alpha))
        }
        let (soft, hard) = (try alphas(true), try alphas(false))
        #expect(soft.contains { $0 > 0 && $0 < 255 })
        #expect(hard == [0, 255])
    }

    @MainActor @Test func tiledImagesRepeatAtTheirOwnSizeAndCapsKeepTheirs() throws {
        // Tiled: the 4 × 2 swatch repeats every 4 points.
        let tiled = try raster(Image(fixture("swatch.png")).resizable(resizingMode: .tile).frame(width: 12, height: 4))
        for x in 0..<12 { #expect(tiled[x, 3] == (x % 4 < 2 ? red : blue), "x \(x)") }
        // Stretched with 1-point caps at each side: the left column stays 1 red point, the right 1 blue point,
        // the middle two columns (red, blue) stretch to 18 points.
        let capped = try raster(Image(fixture("swatch.png")).resizable(capInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
            .interpolation(.none).frame(width: 20, height: 2))
        #expect(capped[0, 0] == red && capped[19, 0] == blue)
        #expect(capped[5, 0] == red && capped[14, 0] == blue)
    }

    @MainActor @Test func aSecondDecodeComesFromTheCacheAndTheCacheStaysInItsBudget() throws {
        let cache = DecodedImageCache(budget: 1000)
        let files = ImageFiles(cache: cache)
        _ = try files.decoded(atPath: fixture("swatch.png"), limits: .default)
        _ = try files.decoded(atPath: fixture("swatch.png"), limits: .default)
        #expect(cache.decodeCount == 1)
        // 16 × 8 JPEG pixels (512 bytes) and the others: the total stays under 1000 bytes, the oldest evicted.
        for name in ["swatch.jpg", "swatch.webp", "swatch.gif", "swatch.svg", "animated.webp", "animated.gif", "swatch.jpg"] {
            _ = try files.decoded(atPath: fixture(name), limits: .default)
            #expect(cache.usage.cost <= 1000)
        }
        // A changed file (another size) is decoded again.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("picture")
        try FileManager.default.copyItem(atPath: fixture("swatch.png"), toPath: file.path)
        let before = cache.decodeCount
        _ = try files.decoded(atPath: file.path, limits: .default)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.copyItem(atPath: fixture("swatch.gif"), toPath: file.path)
        _ = try files.decoded(atPath: file.path, limits: .default)
        #expect(cache.decodeCount == before + 2)
    }

    @MainActor @Test func aSecondRenderDecodesNothing() throws {
        // The process-wide cache: a render of a file no other test draws decodes it once, the second render not at all.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("once.webp")
        try FileManager.default.copyItem(atPath: fixture("swatch.webp"), toPath: file.path)
        let renderer = ImageRenderer(content: Image(file.path))
        _ = try renderer.pngData()
        let key = try #require(ImageFiles.cacheKey(atPath: file.path))
        let serial = try #require(DecodedImageCache.shared.serial(for: key))
        _ = try renderer.pngData()
        #expect(DecodedImageCache.shared.serial(for: key) == serial)
    }
}
