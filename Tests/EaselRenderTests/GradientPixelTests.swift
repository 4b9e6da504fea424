import Easel
import Foundation
import Testing
@testable import EaselRender

/// Pixels of each gradient kind, from black (0) to white (255), at scale 1. The expected grey of a pixel
/// is computed at its centre (x + 0.5, y + 0.5); tolerance 3 per channel (Cairo's gradient and mesh
/// rasterisers quantise to 8 bits and dither nothing, but round at each step).
@Suite struct GradientPixelTests {
    let tolerance = 3
    let blackToWhite: [Color] = [.black, .white]

    func expectGrey(_ image: RasterImage, _ x: Int, _ y: Int, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let value = Int((expected * 255).rounded())
        let actual = image[x, y]
        #expect(actual.isClose(to: RasterImage.Pixel(red: UInt8(value), green: UInt8(value), blue: UInt8(value), alpha: 255), tolerance: tolerance),
                "pixel (\(x), \(y)) is \(actual), expected grey \(value)", sourceLocation: sourceLocation)
    }

    @MainActor @Test func linearGradientRunsFromStartToEnd() throws {
        let view = Rectangle().fill(.linearGradient(colors: blackToWhite, startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 10)
        let image = try raster(view)
        expectGrey(image, 0, 5, 0.5 / 100)
        expectGrey(image, 50, 5, 50.5 / 100)
        expectGrey(image, 99, 5, 99.5 / 100)
    }

    @MainActor @Test func linearGradientStopsAndPadding() throws {
        let stops: [Gradient.Stop] = [.init(color: .black, location: 0.25), .init(color: .white, location: 0.75)]
        let image = try raster(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 10, height: 100))
        expectGrey(image, 5, 10, 0) // before the first stop: padded
        expectGrey(image, 5, 50, 0.51)
        expectGrey(image, 5, 90, 1)
    }

    @MainActor @Test func radialGradientRunsAlongTheRadius() throws {
        let view = Rectangle().fill(.radialGradient(colors: blackToWhite, center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100)
        let image = try raster(view)
        expectGrey(image, 50, 50, hypot(0.5, 0.5) / 50)
        expectGrey(image, 75, 50, hypot(25.5, 0.5) / 50)
        expectGrey(image, 0, 0, 1) // beyond the end radius: padded
    }

    @MainActor @Test func ellipticalGradientStretchesToTheFrame() throws {
        let image = try raster(EllipticalGradient(colors: blackToWhite).frame(width: 200, height: 100))
        // Half-way to the ellipse inscribed in the frame, along either axis.
        expectGrey(image, 150, 50, 0.505)
        expectGrey(image, 100, 75, 0.51)
        expectGrey(image, 199, 50, 1)
    }

    @MainActor @Test func angularGradientTurnsClockwiseFromTheTrailingEdge() throws {
        let image = try raster(AngularGradient(colors: blackToWhite, center: .center, angle: .zero).frame(width: 100, height: 100))
        func fraction(_ x: Int, _ y: Int) -> Double {
            let angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            return (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
        }
        for (x, y) in [(50, 90), (10, 50), (50, 10), (90, 70)] { expectGrey(image, x, y, fraction(x, y)) }
    }

    /// Apple: the part of the turn a partial angular gradient leaves is filled with the last and the first
    /// colour, meeting halfway across it.
    @MainActor @Test func partialAngularGradientSharesTheRestOfTheTurn() throws {
        let view = AngularGradient(colors: blackToWhite, center: .center, startAngle: .zero, endAngle: .degrees(180))
        let image = try raster(view.frame(width: 100, height: 100))
        expectGrey(image, 10, 60, atan2(10.5, -39.5) / .pi) // 165°
        expectGrey(image, 20, 10, 1) // 233°: last colour
        expectGrey(image, 80, 10, 0) // 308°: first colour
    }

    @MainActor @Test func hierarchicalStylesUseTheLabelOpacities() throws {
        let secondary = try raster(Rectangle().fill(.secondary).frame(width: 4, height: 4))
        #expect(secondary[1, 1].isClose(to: pixel(0x3C3C43, alpha: 153), tolerance: 1))
        let tertiaryRed = try raster(Rectangle().fill(.tertiary).frame(width: 4, height: 4).foregroundStyle(Color.red))
        #expect(tertiaryRed[1, 1].isClose(to: pixel(0xFF3B30, alpha: 77), tolerance: 2))
        let quaternaryDark = try raster(Rectangle().fill(.quaternary).frame(width: 4, height: 4)) { $0.colorScheme = .dark }
        #expect(quaternaryDark[1, 1].isClose(to: pixel(0xEBEBF5, alpha: 41), tolerance: 4))
        // Set as the foreground style, a level applies to the foreground style around it.
        let nested = try raster(Rectangle().frame(width: 4, height: 4).foregroundStyle(.secondary).foregroundStyle(Color.blue))
        #expect(nested[1, 1].isClose(to: pixel(0x007AFF, alpha: 153), tolerance: 2))
    }

    @MainActor @Test func styleOpacityAndBackgroundStyle() throws {
        let faded = try raster(Rectangle().fill(Color.black.gradient.opacity(0.5)).frame(width: 4, height: 40))
        #expect(abs(Int(faded[1, 39].alpha) - 128) <= 1)
        let background = try raster(Color.clear.frame(width: 4, height: 4).background(in: Rectangle())) { $0.colorScheme = .dark }
        #expect(background[1, 1] == pixel(0x000000))
        let styled = try raster(Color.clear.frame(width: 4, height: 4).background(in: Rectangle()).backgroundStyle(Color.red))
        #expect(styled[1, 1] == pixel(0xFF3B30))
    }

    /// `Color.gradient`: the colour mixed with 20% white at the top, the colour at the bottom.
    @MainActor @Test func colorGradientLightensTowardTheTop() throws {
        let image = try raster(Rectangle().fill(Color.black.gradient).frame(width: 4, height: 100))
        expectGrey(image, 1, 0, 0.2 * 99.5 / 100)
        expectGrey(image, 1, 99, 0.2 * 0.5 / 100)
    }

    /// A gradient on text spans the text's frame: its first glyph is red, its last blue.
    @MainActor @Test func textGradientSpansTheText() throws {
        let text = Text("MMMMMMMM").font(.system(size: 40))
            .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let image = try raster(text)
        let ink = image.allPixels.enumerated().filter { $0.element.alpha == 255 }.map { ($0.offset % image.width, $0.element) }
        let left = ink.filter { $0.0 < image.width / 5 }.map(\.1), right = ink.filter { $0.0 > image.width * 4 / 5 }.map(\.1)
        #expect(!left.isEmpty && !right.isEmpty)
        #expect(left.allSatisfy { Int($0.red) > Int($0.blue) + 100 })
        #expect(right.allSatisfy { Int($0.blue) > Int($0.red) + 100 })
    }
}
