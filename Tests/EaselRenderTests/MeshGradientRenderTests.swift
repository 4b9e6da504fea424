import Easel
import Foundation
import Testing
@testable import EaselRender

/// `MeshGradient` drawn by Cairo's mesh pattern: pixels at scale 1, the background outside the mesh, and the
/// vector outputs (PDF keeps a shading; Cairo's SVG surface embeds the mesh as an image).
@Suite struct MeshGradientRenderTests {
    static let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    /// Grey from black at the leading edge to white at the trailing one, down every column.
    static let ramp: [Color] = [0, 0.5, 1, 0, 0.5, 1, 0, 0.5, 1].map { Color(white: $0) }

    func grey(_ image: RasterImage, _ x: Int, _ y: Int) -> Double { Double(image[x, y].red) / 255 }

    /// Linear colours are a linear ramp, smoothed or not: the grey at a pixel is its centre's fraction of the width.
    @MainActor @Test(arguments: [false, true]) func linearColorsDrawALinearRamp(smoothsColors: Bool) throws {
        let image = try raster(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.ramp, smoothsColors: smoothsColors)
            .frame(width: 100, height: 20))
        for x in [0, 25, 50, 75, 99] {
            #expect(abs(grey(image, x, 10) - (Double(x) + 0.5) / 100) <= 3.0 / 255, "x = \(x): \(image[x, 10])")
            #expect(image[x, 10].alpha == 255)
        }
    }

    /// `.perceptual` mixes in Oklab: black to white is #636363 halfway (Oklab lightness 0.5), not #808080.
    @MainActor @Test func perceptualColorSpaceMixesInOklab() throws {
        let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let image = try raster(MeshGradient(width: 2, height: 2, points: corners, colors: [.black, .white, .black, .white], smoothsColors: false,
                                            colorSpace: .perceptual).frame(width: 100, height: 10))
        #expect(abs(Int(image[49, 5].red) - 0x63) <= 3 && abs(Int(image[50, 5].red) - 0x63) <= 3, "\(image[49, 5]) \(image[50, 5])")
        #expect(image[0, 5].red <= 3 && image[99, 5].red >= 252)
        let device = try raster(MeshGradient(width: 2, height: 2, points: corners, colors: [.black, .white, .black, .white], smoothsColors: false)
            .frame(width: 100, height: 10))
        #expect(abs(Int(device[50, 5].red) - 0x81) <= 3)
    }

    /// A centre vertex moved towards the top-leading corner drags its colour with it; smoothing rounds the peak.
    @MainActor @Test func aMovedVertexCarriesItsColour() throws {
        var points = Self.grid
        points[4] = [0.25, 0.25]
        let colors: [Color] = [.black, .black, .black, .black, .white, .black, .black, .black, .black]
        for smooth in [false, true] {
            let image = try raster(MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: smooth).frame(width: 100, height: 100))
            #expect(grey(image, 25, 25) > 0.95, "smooth \(smooth): \(image[25, 25])")
            #expect(grey(image, 50, 50) < grey(image, 30, 30))
            #expect(grey(image, 99, 99) < 0.02 && grey(image, 0, 0) < 0.02)
        }
        // Without smoothing the colour falls linearly from the vertex to the cell's far corner along the diagonal;
        // with it the fall starts flat (zero slope at the peak) and is never darker than the linear one near the peak.
        let flat = try raster(MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false).frame(width: 100, height: 100))
        let smooth = try raster(MeshGradient(width: 3, height: 3, points: points, colors: colors).frame(width: 100, height: 100))
        #expect(grey(smooth, 35, 35) > grey(flat, 35, 35))
    }

    /// The background fills the area outside the mesh; the mesh's own colours cover it inside.
    @MainActor @Test func theBackgroundFillsWhatTheMeshDoesNotCover() throws {
        let inset: [SIMD2<Float>] = [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]
        let view = MeshGradient(width: 2, height: 2, points: inset, colors: [.black, .black, .black, .black], background: .white)
            .frame(width: 40, height: 40)
        let image = try raster(view)
        #expect(image[2, 2] == pixel(0xFFFFFF) && image[38, 20] == pixel(0xFFFFFF))
        #expect(image[20, 20] == pixel(0x000000) && image[12, 12] == pixel(0x000000))
        // A mesh without cells is all background; a clear background leaves the outside transparent.
        #expect(try raster(MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.black], background: .red).frame(width: 4, height: 4))[1, 1]
            == pixel(0xFF3B30))
        let clear = try raster(MeshGradient(width: 2, height: 2, points: inset, colors: [.black, .black, .black, .black]).frame(width: 40, height: 40))
        #expect(clear[2, 2].alpha == 0 && clear[20, 20].alpha == 255)
    }

    /// A mesh fills shapes and text as any style does: here a circle, outside which nothing is drawn.
    @MainActor @Test func aMeshFillsAShape() throws {
        let image = try raster(Circle().fill(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.ramp, background: .red))
            .frame(width: 40, height: 40))
        #expect(image[1, 1].alpha == 0)
        #expect(abs(grey(image, 20, 20) - 0.5125) <= 3.0 / 255)
    }

    struct Swatch: View {
        var body: some View {
            var points = MeshGradientRenderTests.grid
            points[4] = [0.35, 0.6]
            return MeshGradient(width: 3, height: 3, points: points,
                                colors: [.red, .orange, .yellow, .purple, .white, .green, .blue, .indigo, .mint], background: .white)
                .frame(width: 120, height: 90)
        }
    }

    /// Cairo's SVG surface has no mesh gradient: it embeds the fill as an image, which rsvg-convert draws as our PNG.
    @MainActor @Test func svgEmbedsTheMeshAsAnImageThatLibrsvgDrawsAsThePNG() throws {
        let (text, ours, theirs, diff) = try svgRoundTrip(Swatch())
        #expect(text.contains("<image"))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        #expect(Double(diff.filter { $0 > 8 }.count) <= 0.01 * Double(diff.count))
        #expect((diff.max() ?? 0) <= 32)
    }

    /// The PDF keeps the mesh as a vector shading (no image), and pdftoppm draws it as our PNG.
    @MainActor @Test func pdfKeepsTheMeshAsAShadingThatPdftoppmDrawsAsThePNG() throws {
        let (bytes, ours, theirs, diff) = try pdfRoundTrip(Swatch())
        #expect(bytes.range(of: Data("/ShadingType".utf8)) != nil)
        #expect(bytes.range(of: Data("/Subtype /Image".utf8)) == nil)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        #expect(Double(diff.filter { $0 > 8 }.count) <= 0.02 * Double(diff.count))
        #expect((diff.max() ?? 0) <= 32)
    }
}
