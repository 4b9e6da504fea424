import Easel
import Foundation
import Testing
@testable import EaselRender

/// Pixel checks of stroke styles, shapes and effects. Opaque pixels away from edges are exact; blurred
/// values are compared with the Gaussian they approximate within the tolerance stated at each test.
@Suite struct EffectPixelTests {
    /// Dashes of 4 on, 4 off along a 2-point line at scale 1: the pattern repeats every 8 pixels.
    @MainActor @Test func dashesAlternate() throws {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 2), CGPoint(x: 32, y: 2)]) }
        let view = line.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 32, height: 4)
        let image = try raster(view)
        for x in 0..<32 { #expect((image[x, 2].alpha == 255) == (x % 8 < 4), "x = \(x)") }
        let shifted = try raster(line.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 4], dashPhase: 2))
            .frame(width: 32, height: 4))
        #expect(shifted[0, 2].alpha == 255 && shifted[2, 2].alpha == 0 && shifted[6, 2].alpha == 255)
    }

    /// Butt caps stop at the end point, square caps half a line width past it, round caps are round.
    @MainActor @Test func capsExtendTheLine() throws {
        func ink(_ cap: CGLineCap) throws -> RasterImage {
            let line = Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)]) }
            return try raster(line.stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: cap)).frame(width: 40, height: 20))
        }
        let butt = try ink(.butt), square = try ink(.square), round = try ink(.round)
        #expect(butt[9, 10].alpha == 0 && butt[10, 10].alpha == 255)
        #expect(square[6, 10].alpha == 255 && square[6, 6].alpha == 255 && square[5, 10].alpha == 0)
        #expect(round[7, 10].alpha == 255 && round[6, 6].alpha == 0)
    }

    /// A right-angle corner: a miter join fills the outer corner, a bevel cuts it, a round join rounds it.
    @MainActor @Test func joinsShapeTheCorner() throws {
        func ink(_ join: CGLineJoin) throws -> RasterImage {
            let corner = Path { $0.addLines([CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)]) }
            return try raster(corner.stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineJoin: join)).frame(width: 40, height: 40))
        }
        let miter = try ink(.miter), bevel = try ink(.bevel), round = try ink(.round)
        #expect(miter[6, 6].alpha == 255)
        #expect(bevel[6, 6].alpha == 0 && bevel[8, 8].alpha == 255)
        #expect(round[6, 6].alpha == 0 && round[7, 8].alpha > 0)
    }

    /// An arc from 0° to 90° with `clockwise: false` turns clockwise on screen: through the lower right.
    @MainActor @Test func arcDirectionOnScreen() throws {
        func ink(clockwise: Bool) throws -> RasterImage {
            let arc = Path { $0.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .zero, endAngle: .degrees(90), clockwise: clockwise) }
            return try raster(arc.stroke(Color.black, lineWidth: 2).frame(width: 40, height: 40))
        }
        let short = try ink(clockwise: false), long = try ink(clockwise: true)
        // 45° is below and right of the centre; 225° above and left.
        #expect(short[30, 30].alpha > 0 && short[9, 9].alpha == 0)
        #expect(long[30, 30].alpha == 0 && long[9, 9].alpha > 0)
    }

    @MainActor @Test func evenOddFillLeavesAHole() throws {
        let rings = Path { $0.addRect(CGRect(x: 0, y: 0, width: 20, height: 20)); $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }
        let evenOdd = try raster(rings.fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 20, height: 20))
        let winding = try raster(rings.fill(Color.black).frame(width: 20, height: 20))
        #expect(evenOdd[10, 10].alpha == 0 && evenOdd[2, 2].alpha == 255)
        #expect(winding[10, 10].alpha == 255)
    }

    /// A continuous corner curves earlier along the edge than a circular one of the same radius: at 30% of
    /// the radius from the corner along the edge's normal... in pixels, 1.2 radii along the top edge the
    /// circular rectangle is fully inked, the continuous one not yet.
    @MainActor @Test func continuousCornerDiffersFromCircular() throws {
        func ink(_ style: RoundedCornerStyle) throws -> RasterImage {
            try raster(RoundedRectangle(cornerRadius: 20, style: style).fill(Color.black).frame(width: 100, height: 100))
        }
        let circular = try ink(.circular), continuous = try ink(.continuous)
        #expect(circular[24, 0].alpha == 255)
        #expect(continuous[24, 0].alpha < 255)
        #expect(continuous[50, 0].alpha == 255 && continuous[0, 0].alpha == 0)
    }

    /// strokeBorder works for any insettable shape, with a style: the stroke lies inside the frame.
    @MainActor @Test func strokeBorderWithAStyleStaysInside() throws {
        let image = try raster(Circle().strokeBorder(Color.black, style: StrokeStyle(lineWidth: 4)).frame(width: 20, height: 20).padding(2))
        #expect(image[1, 12].alpha == 0 && image[3, 12].alpha == 255 && image[7, 12].alpha == 0)
    }

    /// A shadow of radius r is the shape's alpha blurred by a Gaussian of σ = r: at the shape's edge half
    /// the shadow's alpha (0.5 within 3%), at one σ outside 16% (the normal tail), moved by its offset.
    @MainActor @Test func shadowFallsOffLikeAGaussian() throws {
        let view = Color.black.frame(width: 40, height: 40)
            .shadow(color: .black, radius: 6, x: 0, y: 0)
            .padding(30)
            .background(Color.white)
        let image = try raster(view)
        // Middle of the left edge (x = 30), outside the square: the shadow alone on white.
        func darkness(_ x: Int) -> Double { 1 - Double(image[x, 50].red) / 255 }
        #expect(abs(darkness(29) - 0.5) < 0.06, "edge \(darkness(29))")
        #expect(abs(darkness(24) - 0.16) < 0.04, "one sigma \(darkness(24))")
        #expect(darkness(10) < 0.01)
        let moved = try raster(Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: 2, x: 10, y: 0)
            .padding(30).background(Color.white))
        #expect(moved[75, 50].red < 40)      // the shadow, 10 points right of the square
        #expect(moved[25, 50].red == 255)    // nothing on the left
    }

    /// A text's shadow follows its glyphs.
    @MainActor @Test func textCastsAShadow() throws {
        let plain = try raster(Text("Hi").font(.system(size: 30)).foregroundStyle(Color.black).padding(10).background(Color.white))
        let shadowed = try raster(Text("Hi").font(.system(size: 30)).foregroundStyle(Color.black)
            .shadow(color: .red, radius: 1, x: 3, y: 3).padding(10).background(Color.white))
        let reddish = zip(plain.allPixels, shadowed.allPixels).filter { $0.0 != $0.1 && Int($0.1.red) > Int($0.1.green) + 40 }
        #expect(reddish.count > 20)
    }

    /// A blur spreads a hard edge over about ±3σ, symmetric about it.
    @MainActor @Test func blurSpreadsAnEdge() throws {
        let view = HStack(spacing: 0) { Color.black.frame(width: 40, height: 40); Color.white.frame(width: 40, height: 40) }
            .blur(radius: 4)
            .padding(20)
            .background(Color.white)
        let image = try raster(view)
        let edge = 60
        #expect(abs(Int(image[edge, 40].red) - 128) < 20)
        #expect(image[edge - 14, 40].red < 10)
        #expect(image[edge + 14, 40].red > 245)
        #expect(image[edge - 4, 40].red < image[edge, 40].red && image[edge, 40].red < image[edge + 4, 40].red)
    }

    /// The mask's alpha scales the content's: a 50% mask halves it, no mask hides it.
    @MainActor @Test func maskAlphaScalesTheContent() throws {
        let view = Color.red.frame(width: 20, height: 10).mask(alignment: .leading) { Color.black.opacity(0.5).frame(width: 10) }
        let image = try raster(view)
        #expect(abs(Int(image[5, 5].alpha) - 128) <= 1)
        #expect(image[15, 5].alpha == 0)
    }

    /// Each blend mode on a known pair: 60% grey (153) drawn over 40% orange-ish (R 200, G 100, B 50).
    /// Expected values by the W3C compositing formulas, within 2.
    @MainActor @Test(arguments: [
        (BlendMode.normal, [153, 153, 153]), (.multiply, [120, 60, 30]), (.screen, [233, 193, 173]),
        (.darken, [153, 100, 50]), (.lighten, [200, 153, 153]), (.difference, [47, 53, 103]),
        (.exclusion, [113, 133, 143]), (.plusLighter, [255, 253, 203]), (.hardLight, [211, 131, 91]),
        (.overlay, [211, 120, 60]),
    ] as [(BlendMode, [Int])])
    func blendModes(mode: BlendMode, expected: [Int]) throws {
        let below = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
        let view = ZStack { below; Color(white: 0.6).blendMode(mode) }.frame(width: 4, height: 4)
        let p = try raster(view)[2, 2]
        let got = [Int(p.red), Int(p.green), Int(p.blue)]
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(mode): \(got), expected \(expected)")
    }

    @MainActor @Test func colourFilters() throws {
        func pixelOf<V: View>(_ view: V) throws -> RasterImage.Pixel { try raster(view.frame(width: 4, height: 4))[2, 2] }
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try pixelOf(red.grayscale(1)).isClose(to: pixel(0x363636), tolerance: 1))   // 0.2126 · 255
        #expect(try pixelOf(red.colorInvert()) == pixel(0x00FFFF))
        #expect(try pixelOf(Color(white: 0.5).brightness(0.2)).isClose(to: pixel(0xB3B3B3), tolerance: 1))
        #expect(try pixelOf(Color(white: 0.75).contrast(2)).isClose(to: pixel(0xFFFFFF), tolerance: 1))
        #expect(try pixelOf(Color.white.colorMultiply(Color(red: 0.5, green: 1, blue: 0))).isClose(to: pixel(0x80FF00), tolerance: 1))
        #expect(try pixelOf(Color.white.luminanceToAlpha()).isClose(to: pixel(0x000000, alpha: 255), tolerance: 1))
        #expect(try pixelOf(Color.black.luminanceToAlpha()).alpha == 0)
        let turned = try pixelOf(red.hueRotation(.degrees(120)))   // SVG's matrix: (0, 113, 0)
        #expect(turned.red == 0 && abs(Int(turned.green) - 113) <= 2)
        #expect(try pixelOf(red.saturation(1)) == pixel(0xFF0000))
    }

    /// A mask inside a colour filter (a group inside a recorded, rasterised effect) still draws.
    @MainActor @Test func maskInsideAColourFilterDraws() throws {
        let image = try raster(Color.red.frame(width: 20, height: 20).mask { Circle() }.grayscale(1).padding(4).background(Color.white))
        #expect(image[14, 14].isClose(to: pixel(0x646464), tolerance: 2))   // the red FF3B30 at Rec. 709 luma
        #expect(image[5, 5] == pixel(0xFFFFFF))
    }

    @MainActor @Test func clipShapeWithEvenOdd() throws {
        let rings = Path { $0.addRect(CGRect(x: 0, y: 0, width: 20, height: 20)); $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }
        let image = try raster(Color.black.frame(width: 20, height: 20).clipShape(rings, style: FillStyle(eoFill: true)))
        #expect(image[10, 10].alpha == 0 && image[2, 2].alpha == 255)
    }

    /// Every family drawn to SVG and rasterised by librsvg matches the PNG (the tolerance of
    /// `OutputTests.svgRasterisedByLibrsvgMatchesThePNG`; effects on pixels are embedded as images).
    @MainActor @Test func svgMatchesThePNGForEveryFamily() throws {
        let renderer = ImageRenderer(content: EffectsScene())
        renderer.scale = 2
        try expectLibrsvgMatchesThePNG(renderer)
    }
}

/// One of each family: dashed and capped strokes, continuous corners, a shadow, a blur, a mask, a blend
/// mode, colour filters.
struct EffectsScene: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 6])).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.orange).frame(width: 40, height: 40)
                Path { $0.addArc(center: CGPoint(x: 20, y: 20), radius: 16, startAngle: .zero, endAngle: .degrees(270), clockwise: false) }
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .square, lineJoin: .bevel))
                    .frame(width: 40, height: 40)
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 40, height: 40).shadow(radius: 4, y: 2)
                Text("Blur").font(.headline).blur(radius: 1.5)
                Color.red.frame(width: 40, height: 40).mask { Circle() }
                Color.purple.frame(width: 40, height: 40).overlay(Color.yellow.frame(width: 20, height: 20).blendMode(.multiply))
                Color.teal.frame(width: 40, height: 40).grayscale(1)
            }
        }
        .padding(16)
        .background(Color(white: 0.95))
    }
}
