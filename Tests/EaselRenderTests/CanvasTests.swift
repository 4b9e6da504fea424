import Easel
import Foundation
import Testing
@testable import EaselRender

/// `Canvas` and `GraphicsContext`: exact transforms, clips, opacity, blend modes, filters, shadings,
/// text, layers, and the space a canvas takes.
@Suite struct CanvasTests {
    private func canvas(width: CGFloat = 40, height: CGFloat = 40,
                        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterImage {
        try raster(Canvas(renderer: draw).frame(width: width, height: height))
    }

    private let square = Path(CGRect(x: 0, y: 0, width: 5, height: 5))

    /// translate(10, 5) then scale(2): the 5-point square covers x 10…20, y 5…15.
    @MainActor @Test func translateThenScaleIsExact() throws {
        let image = try canvas { context, _ in
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            context.fill(square, with: .color(.black))
        }
        #expect(image.inkBounds()! == (minX: 10, minY: 5, maxX: 19, maxY: 14))
        #expect(image[10, 5].alpha == 255 && image[19, 14].alpha == 255)
    }

    /// A quarter turn clockwise about (20, 0): the 10 × 4 bar from the origin points down, x 16…20, y 0…10.
    @MainActor @Test func rotationTurnsClockwise() throws {
        let image = try canvas { context, _ in
            context.translateBy(x: 20, y: 0)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), with: .color(.black))
        }
        let bounds = image.inkBounds(threshold: 127)!
        #expect(bounds == (minX: 16, minY: 0, maxX: 19, maxY: 9), "\(bounds)")
    }

    /// `concatenate` applies the matrix before the current transform, as CoreGraphics' CTM does; the
    /// display list carries the composed transform on the item's group, inside the canvas's own translation.
    @MainActor @Test func concatenateComposesBeforeTheCurrentTransform() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 10, y: 0)
            context.concatenate(CGAffineTransform(scaleX: 3, y: 1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
        }
        .frame(width: 40, height: 10)
        .padding(5)
        let list = ImageRenderer(content: view).displayList()
        let expected = DisplayItem.group(transform: CGAffineTransform(translationX: 5, y: 5), clip: Path(CGRect(x: 5, y: 5, width: 40, height: 10)),
                                         opacity: 1, items: [
            .group(transform: CGAffineTransform(a: 3, b: 0, c: 0, d: 1, tx: 10, ty: 0), clip: nil, opacity: 1,
                   items: [.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), .color(RGBA(red: 0, green: 0, blue: 0)))]),
        ])
        #expect(list.items == [expected])
    }

    /// A clip keeps later drawing inside the path; an inverse clip outside it; a copy of the context
    /// keeps its own state. Drawing past the canvas's edges is cut at its frame.
    @MainActor @Test func clipsAndCopies() throws {
        let image = try canvas { context, size in
            var inside = context
            inside.clip(to: Path(CGRect(x: 5, y: 5, width: 10, height: 10)))
            inside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 20, width: 40, height: 20)), options: .inverse)
            outside.fill(Path(CGRect(x: 30, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        #expect(image[4, 4].alpha == 0 && image[5, 5] == pixel(0x000000) && image[14, 14] == pixel(0x000000))
        #expect(image[15, 15].alpha == 0)
        #expect(image[35, 10] == pixel(0xFF3B30) && image[35, 25].alpha == 0)
        #expect(image.width == 40 && image.height == 40)
    }

    @MainActor @Test func opacityBlendModeAndLayers() throws {
        let image = try canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 10)), with: .color(.yellow))
            var multiplied = context
            multiplied.blendMode = .multiply
            multiplied.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 10)), with: .color(.cyan))
            // Two overlapping squares in a half-opaque layer composite once: the overlap is not darker.
            var layer = context
            layer.opacity = 0.5
            layer.drawLayer { inner in
                inner.fill(Path(CGRect(x: 0, y: 20, width: 15, height: 15)), with: .color(.black))
                inner.fill(Path(CGRect(x: 5, y: 20, width: 15, height: 15)), with: .color(.black))
            }
        }
        #expect(abs(Int(image[5, 5].alpha) - 128) <= 1)
        // Yellow #FFCC00 × cyan #32ADE6 = (50, 138, 0).
        #expect(image[30, 5].isClose(to: pixel(0x328A00), tolerance: 2), "\(image[30, 5])")
        #expect(image[2, 25].alpha == image[10, 25].alpha && abs(Int(image[10, 25].alpha) - 128) <= 1)
    }

    /// A shadow filter draws under later drawing; a blur filter spreads it.
    @MainActor @Test func filters() throws {
        let image = try canvas(width: 60, height: 30) { context, _ in
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 2, x: 0, y: 6))
            shadowed.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.white))
            var blurred = context
            blurred.addFilter(.blur(radius: 3))
            blurred.fill(Path(CGRect(x: 35, y: 5, width: 10, height: 10)), with: .color(.black))
        }
        #expect(image[10, 10] == pixel(0xFFFFFF))
        #expect(image[10, 18].alpha > 200 && image[10, 18].red < 40, "\(image[10, 18])")
        #expect(image[33, 10].alpha > 30 && image[40, 10].alpha < 255, "\(image[33, 10]) \(image[40, 10])")
    }

    /// Gradient shadings are in the context's coordinates; `.style` resolves for the path's bounds.
    @MainActor @Test func shadings() throws {
        let image = try canvas(width: 40, height: 20) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 10)),
                         with: .linearGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                               startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 40, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 10, width: 40, height: 10)),
                         with: .style(LinearGradient(colors: [.white, .black], startPoint: .leading, endPoint: .trailing)))
        }
        #expect(image[0, 5].isClose(to: pixel(0xFC0003), tolerance: 4) && image[39, 5].isClose(to: pixel(0x0300FC), tolerance: 4))
        #expect(image[0, 15].red > 245 && image[39, 15].red < 10)
    }

    /// Text drawn with an anchor: its top-leading corner at the point; a symbol image in a rectangle.
    @MainActor @Test func textAndImages() throws {
        var measured = CGSize.zero
        let image = try canvas(width: 120, height: 40) { context, _ in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            measured = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
            context.draw(text, at: CGPoint(x: 10, y: 5), anchor: .topLeading)
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 90, y: 10, width: 20, height: 20))
        }
        let ink = image.inkBounds()!
        #expect(ink.minX >= 10 && ink.minX <= 13 && ink.minY >= 5 && ink.minY <= 12, "\(ink)")
        #expect(measured.width > 40 && measured.height > 20, "\(measured)")
        #expect(image[100, 20].alpha == 255)
    }

    /// A canvas takes the space it is offered; 10 × 10 when offered nothing.
    @MainActor @Test func takesTheOfferedSpace() {
        #expect(frames(Canvas { _, _ in }.frame(width: 50, height: 30).id("c"))["c"]?.size == CGSize(width: 50, height: 30))
        let inner = frames(Canvas { _, _ in }.id("c").fixedSize())
        #expect(inner["c"]?.size == CGSize(width: 10, height: 10))
    }
}
