import Easel
import Foundation
import Testing
@testable import EaselRender

/// Materials blur what lies behind them: pixels of a material over a sharp black-and-white edge, in light
/// and dark, and the SVG output against the PNG.
@Suite struct MaterialPixelTests {
    /// Black on the left half, white on the right, 100 × 80 points; `material` covers the top 40 points.
    static func edge(under material: Material) -> some View {
        ZStack(alignment: .top) {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(material).frame(height: 40)
        }
        .frame(width: 100, height: 80)
    }

    /// Under the material the edge is soft (σ = 20 points: the two pixels beside it are almost the same
    /// grey, and the blur reaches 20 points into either side); below it the edge stays sharp.
    @MainActor @Test func theBlurReachesBehind() throws {
        let image = try raster(Self.edge(under: .regularMaterial))
        #expect(image[49, 60] == pixel(0x000000) && image[50, 60] == pixel(0xFFFFFF))
        let (left, right) = (Int(image[49, 20].red), Int(image[50, 20].red))
        #expect(abs(left - right) <= 8, "\(left) \(right)")
        // Regular light: white at 68% over the blurred backdrop b: 173 + 0.32 b. Beside the edge b ≈ 128.
        #expect(abs(left - 214) <= 8, "\(left)")
        // One σ into the black half, a sixth of the white reaches (b ≈ 41); far from the edge, none.
        #expect(image[30, 20].red > 178 && image[30, 20].red < 200, "\(image[30, 20])")
        #expect(abs(Int(image[2, 20].red) - 173) <= 3, "\(image[2, 20])")
        #expect(image[97, 20].isClose(to: pixel(0xFFFFFF), tolerance: 3), "\(image[97, 20])")
    }

    /// The pixels animations start from (`RasterImage(rendering:)`, Cairo drawing straight into the
    /// image's words) are the PNG's, backdrop read behind the material included: the picture is opaque,
    /// so the PNG's 8-bit straight colours decode to the same premultiplied words.
    @MainActor @Test func renderedPixelsAreThePNGs() throws {
        let renderer = ImageRenderer(content: Self.edge(under: .thinMaterial).overlay { Text("Aa").blur(radius: 2) })
        renderer.scale = 3
        let rendered = try RasterImage(rendering: renderer.displayList())
        #expect(rendered == (try RasterImage(png: renderer.pngData())))
    }

    /// Light materials tint with white, dark ones with #1C1C1E; thicker materials cover more of the backdrop.
    @MainActor @Test func tintFollowsTheColorSchemeAndThickness() throws {
        let dark = try raster(Self.edge(under: .regularMaterial)) { $0.colorScheme = .dark }
        // Dark regular: #1C1C1E at 70% over black (20, 20, 21) and over white (96, 96, 97).
        #expect(dark[2, 20].isClose(to: pixel(0x141415), tolerance: 3), "\(dark[2, 20])")
        #expect(dark[97, 20].isClose(to: pixel(0x606061), tolerance: 3), "\(dark[97, 20])")
        let thin = try raster(Self.edge(under: .ultraThinMaterial)), thick = try raster(Self.edge(under: .ultraThickMaterial))
        // Over black: white at 32% (82) and at 90% (230).
        #expect(abs(Int(thin[2, 20].red) - 82) <= 3 && abs(Int(thick[2, 20].red) - 230) <= 3, "\(thin[2, 20]) \(thick[2, 20])")
    }

    /// The material paints only inside its shape, and saturates the colours behind it.
    @MainActor @Test func paintsInsideItsShapeAndSaturates() throws {
        let view = ZStack {
            Color(red: 0.6, green: 0.4, blue: 0.4)
            Circle().fill(.ultraThinMaterial).frame(width: 40, height: 40)
        }
        .frame(width: 60, height: 60)
        let image = try raster(view)
        #expect(image[2, 2] == pixel(0x996666))
        // Saturation 1.8 pushes red up and green down before the 32% white tint: (0.6, 0.4, 0.4) has luma
        // 0.4425, so red 0.7265 → 0.32 + 0.68 × 0.7265 = 0.814 (208); green 0.366 → 0.569 (145).
        #expect(image[30, 30].isClose(to: pixel(0xD09191), tolerance: 3), "\(image[30, 30])")
    }

    /// Inside an opacity group and under a shadow, a material still reads what lies behind.
    @MainActor @Test func readsBehindInsideGroupsAndShadows() throws {
        let view = ZStack(alignment: .top) {
            HStack(spacing: 0) { Color.black; Color.white }
            Text("").frame(maxWidth: .infinity).frame(height: 40)
                .background(.regularMaterial, in: Rectangle())
                .shadow(radius: 2)
                .opacity(0.999)
        }
        .frame(width: 100, height: 80)
        let image = try raster(view)
        #expect(abs(Int(image[49, 20].red) - Int(image[50, 20].red)) <= 8, "\(image[49, 20]) \(image[50, 20])")
    }

    /// The SVG embeds the PNG's material pixels: librsvg draws it as the PNG (no text here: glyph edges,
    /// which Cairo and librsvg place differently, would be most of a picture this small).
    @MainActor @Test func svgMatchesThePNG() throws {
        let card = ZStack {
            LinearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing)
            Circle().fill(.yellow).frame(width: 30, height: 30).offset(x: 20)
            Color.clear.frame(width: 64, height: 36).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
        }
        .frame(width: 120, height: 70)
        try expectLibrsvgMatchesThePNG(ImageRenderer(content: card))
        let dark = ImageRenderer(content: card)
        dark.environment.colorScheme = .dark
        try expectLibrsvgMatchesThePNG(dark)
    }

    /// The PDF embeds the material's pixels at the render scale (2×): pdftoppm at 144 dpi draws it as the PNG.
    @MainActor @Test func pdfMatchesThePNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: Self.edge(under: .thickMaterial))
        renderer.scale = 2
        let pdf = folder.appendingPathComponent("material.pdf")
        try renderer.write(to: pdf)
        #expect(try run("pdftoppm", ["-png", "-r", "144", "-singlefile", pdf.path, folder.appendingPathComponent("page").path]) == 0)
        let ours = try RasterImage(png: renderer.pngData())
        let theirs = try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("page.png")))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        // Inside the material, where the blur is: within 4 of 255 per channel.
        for (x, y) in [(4, 20), (98, 40), (100, 40), (196, 70)] {
            #expect(ours[x, y].isClose(to: theirs[x, y], tolerance: 4), "(\(x), \(y)): \(ours[x, y]) \(theirs[x, y])")
        }
    }
}
