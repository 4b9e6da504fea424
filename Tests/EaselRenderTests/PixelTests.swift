import Easel
import Foundation
import Testing
@testable import EaselRender

/// Pixel checks of what each kind of view draws. Opaque fills on the pixel grid are compared exactly
/// (tolerance 0 per channel). Translucent pixels are compared within the error of un-premultiplying
/// Cairo's 8-bit premultiplied channels, 255 / (2 · alpha) rounded up, plus 1: 3 at 20% alpha, 4 at 15%.
@Suite struct PixelTests {
    @MainActor @Test func colourFillsItsFrameExactly() throws {
        let image = try raster(Color.red.frame(width: 10, height: 10), scale: 3)
        #expect(image.width == 30 && image.height == 30)
        let red = pixel(0xFF3B30)
        #expect(image.allPixels.allSatisfy { $0 == red })
    }

    @MainActor @Test func darkSchemeUsesDarkSystemColours() throws {
        let image = try raster(Color.red.frame(width: 4, height: 4), scale: 1) { $0.colorScheme = .dark }
        #expect(image[1, 1] == pixel(0xFF453A))
    }

    @MainActor @Test func roundedRectangleCornerIsTransparent() throws {
        let image = try raster(RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 40, height: 40), scale: 2)
        #expect(image[0, 0].alpha == 0)
        #expect(image[79, 79].alpha == 0)
        #expect(image[40, 40] == pixel(0x007AFF))
        #expect(image[40, 0] == pixel(0x007AFF))
    }

    @MainActor @Test func cornerRadiusClipsContent() throws {
        let image = try raster(Color.green.frame(width: 40, height: 40).cornerRadius(12), scale: 1)
        #expect(image[0, 0].alpha == 0)
        #expect(image[20, 20] == pixel(0x34C759))
    }

    @MainActor @Test func opacityHalvesAlpha() throws {
        let image = try raster(Color.red.frame(width: 10, height: 10).opacity(0.5), scale: 1)
        let center = image[5, 5]
        #expect(abs(Int(center.alpha) - 128) <= 1)
        #expect(center.isClose(to: pixel(0xFF3B30, alpha: 128), tolerance: 1))
    }

    @MainActor @Test func strokeBorderStaysInsideTheFrame() throws {
        let view = Rectangle().strokeBorder(Color.black, lineWidth: 2).frame(width: 10, height: 10).padding(5)
        let image = try raster(view, scale: 1)
        #expect(image[4, 10].alpha == 0)
        #expect(image[5, 10] == pixel(0x000000))
        #expect(image[6, 10] == pixel(0x000000))
        #expect(image[7, 10].alpha == 0)
        #expect(image[14, 10] == pixel(0x000000))
        #expect(image[15, 10].alpha == 0)
    }

    @MainActor @Test func borderIsDrawnOverTheContent() throws {
        let image = try raster(Color.white.frame(width: 10, height: 10).border(Color.red, width: 1), scale: 2)
        #expect(image[0, 10] == pixel(0xFF3B30))
        #expect(image[1, 10] == pixel(0xFF3B30))
        #expect(image[2, 10] == pixel(0xFFFFFF))
    }

    @MainActor @Test func dividerIsOnePixelAtScaleThree() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 5)
            Divider()
            Color.clear.frame(width: 10, height: 5)
        }
        let image = try raster(view, scale: 3)
        let inkedRows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].alpha > 0 } }
        #expect(inkedRows == [15])
        #expect(image[0, 15].isClose(to: pixel(0x3C3C43, alpha: 74), tolerance: 3))
    }

    @MainActor @Test func progressViewDrawsATrackAndATintedFill() throws {
        let view = ProgressView(value: 0.25).frame(width: 100)
        let image = try raster(view, scale: 2)
        #expect(image.height == 8)
        #expect(image[20, 4] == pixel(0x007AFF))
        #expect(image[150, 4].isClose(to: pixel(0x787880, alpha: 51), tolerance: 3))
        let tinted = try raster(view.tint(.orange), scale: 2)
        #expect(tinted[20, 4] == pixel(0xFF9500))
        let mirrored = try raster(view, scale: 2) { $0.layoutDirection = .rightToLeft }
        #expect(mirrored[180, 4] == pixel(0x007AFF))
        #expect(mirrored[20, 4].isClose(to: pixel(0x787880, alpha: 51), tolerance: 3))
    }

    @MainActor @Test func borderedButtonHasItsTintedBackground() throws {
        let image = try raster(Button("Vote") {}.buttonStyle(.bordered), scale: 2)
        // Away from the rounded corners and the label: the tint at 15% opacity.
        #expect(image[8, image.height / 2].isClose(to: pixel(0x007AFF, alpha: 38), tolerance: 4))
        #expect(image[0, 0].alpha == 0)
        let prominent = try raster(Button("Vote") {}.buttonStyle(.borderedProminent), scale: 2)
        #expect(prominent[8, prominent.height / 2] == pixel(0x007AFF))
        let plain = try raster(Button("Vote") {}.buttonStyle(.plain), scale: 2)
        #expect(plain[1, plain.height / 2].alpha == 0)
    }

    @MainActor @Test func backgroundIsBehindAndOverlayInFront() throws {
        let view = Color.blue.frame(width: 10, height: 10)
            .background(Color.red.frame(width: 20, height: 20))
            .overlay(Color.green.frame(width: 4, height: 4))
        let image = try raster(view, scale: 1)
        #expect(image.width == 10)
        #expect(image[0, 0] == pixel(0x007AFF))
        #expect(image[5, 5] == pixel(0x34C759))
    }

    @MainActor @Test func offsetMovesTheDrawing() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 10)
            Color.clear.frame(width: 10, height: 10)
        }
        let image = try raster(view, scale: 1)
        #expect(image[5, 5].alpha == 0)
        #expect(image[15, 5] == pixel(0xFF3B30))
    }

    @MainActor @Test func rotationTurnsAboutTheCentre() throws {
        let bar = Color.red.frame(width: 20, height: 2).rotationEffect(.degrees(90)).frame(width: 20, height: 20)
        let image = try raster(bar, scale: 1)
        #expect(image[10, 2] == pixel(0xFF3B30))
        #expect(image[2, 10].alpha == 0)
        let scaled = try raster(Color.red.frame(width: 20, height: 20).scaleEffect(0.5), scale: 1)
        #expect(scaled[2, 2].alpha == 0)
        #expect(scaled[10, 10] == pixel(0xFF3B30))
    }

    @MainActor @Test func imageFromAPNGFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("swatch.png")
        let swatch = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 4, height: 2)
        try ImageRenderer(content: swatch).write(to: file)
        let plain = try raster(Image(file.path), scale: 1)
        #expect(plain.width == 4 && plain.height == 2)
        #expect(plain[0, 0] == pixel(0xFF3B30) && plain[3, 1] == pixel(0x007AFF))
        let resized = try raster(Image(file.path).resizable().frame(width: 40, height: 20), scale: 1)
        #expect(resized[5, 10] == pixel(0xFF3B30))
        #expect(resized[35, 10] == pixel(0x007AFF))
        #expect(resized[0, 0] == pixel(0xFF3B30))
    }

    @MainActor @Test func aMissingImageIsAnErrorNamingThePath() {
        let path = "/nonexistent/easel/cat.png"
        #expect(throws: RenderError.missingImage(path: path)) {
            try ImageRenderer(content: Image(path).resizable().frame(width: 10, height: 10)).pngData()
        }
        #expect(RenderError.missingImage(path: path).description.contains(path))
    }

    @MainActor @Test func aCanvasTooLargeIsRefused() {
        let huge = Color.red.frame(width: 20_000, height: 10)
        #expect(throws: RenderError.canvasTooLarge(width: 20_000, height: 10)) { try ImageRenderer(content: huge).pngData() }
        let square = ImageRenderer(content: Color.red.frame(width: 6_000, height: 6_000))
        square.scale = 3
        #expect(throws: RenderError.canvasTooLarge(width: 18_000, height: 18_000)) { try square.svgData() }
        let area = Color.red.frame(width: 16_000, height: 16_001)
        #expect(throws: RenderError.canvasTooLarge(width: 16_000, height: 16_001)) { try ImageRenderer(content: area).pngData() }
        #expect(throws: RenderError.emptyCanvas(width: 0, height: 0)) { try ImageRenderer(content: EmptyView()).pngData() }
    }
}
