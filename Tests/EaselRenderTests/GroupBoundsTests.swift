import CPangoCairo
import Easel
import Foundation
import Testing
@testable import EaselRender

/// Groups no larger than their items (`CairoPainter+Bounds.swift`): the clip they get, and that a fading
/// view keeps every pixel its ink reaches, even past its frame.
@Suite struct GroupBoundsTests {
    /// The clip is the items' whole device pixels grown by two, through the current transform.
    @MainActor @Test func clipsToTheItemsPixels() throws {
        let fill = DisplayItem.fill(Path(CGRect(x: 10.5, y: 10, width: 20, height: 20)), .color(RGBA(red: 0, green: 0, blue: 0)))
        #expect(try clipExtents(of: [fill]) == CGRect(x: 8, y: 8, width: 25, height: 24))
        #expect(try clipExtents(of: [fill], scale: 2) == CGRect(x: 19, y: 18, width: 44, height: 44))
        let moved = DisplayItem.group(transform: CGAffineTransform(translationX: 30, y: 0), clip: nil, opacity: 1, items: [fill])
        #expect(try clipExtents(of: [moved]) == CGRect(x: 38, y: 8, width: 25, height: 24))
        let shadowed = DisplayItem.effect(.shadow(color: RGBA(red: 0, green: 0, blue: 0), radius: 2, offset: CGSize(width: 10, height: 0)),
                                          items: [fill])
        #expect(try clipExtents(of: [shadowed]) == CGRect(x: 8, y: 2, width: 41, height: 36))
    }

    /// Items that paint nothing need no group; an SVG image, which may draw past its viewport, and a
    /// vector surface, where a group has no pixels, keep the whole canvas.
    @MainActor @Test func keepsTheCanvasWhenUnbounded() throws {
        let invisible = DisplayItem.group(transform: .identity, clip: nil, opacity: 0,
                                          items: [.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(RGBA(red: 0, green: 0, blue: 0)))])
        #expect(try clipExtents(of: [invisible]) == nil)
        let svg = try temporaryFolder().appendingPathComponent("dot.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle cx="2" cy="2" r="2"/></svg>"#.utf8).write(to: svg)
        let vector = DisplayItem.image(path: svg.path, frame: CGRect(x: 10, y: 10, width: 4, height: 4))
        #expect(try clipExtents(of: [vector]) == CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = DisplayItem.fill(Path(CGRect(x: 10, y: 10, width: 5, height: 5)), .color(RGBA(red: 0, green: 0, blue: 0)))
        #expect(try clipExtents(of: [fill], surface: cairo_svg_surface_create("/dev/null", 100, 100)) == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Content whose ink leaves its frame (a miter's spike, italic glyphs, an offset shadow, a blur, a
    /// rotation, a blend mode, a mask) at half opacity: every pixel's alpha is half the opaque render's,
    /// within 1 for rounding. A bound too small would leave pixels at 0.
    @MainActor @Test(arguments: [
        "miter", "italic", "shadow", "blur", "rotation", "blend", "mask", "compositing",
    ])
    func fadingContentKeepsItsInk(_ name: String) throws {
        let spike = Path { $0.addLines([CGPoint(x: 10, y: 40), CGPoint(x: 40, y: 34), CGPoint(x: 10, y: 28)]) }
        let content: AnyView = switch name {
        case "miter": AnyView(spike.stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 10)))
        case "italic": AnyView(Text("fff").font(.system(size: 40)).italic().fixedSize())
        case "shadow": AnyView(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 3, x: 25, y: 20))
        case "blur": AnyView(Color.black.frame(width: 40, height: 40).blur(radius: 4))
        case "rotation": AnyView(Color.black.frame(width: 40, height: 6).rotationEffect(.degrees(60)))
        case "blend": AnyView(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 30, y: 0).blendMode(.multiply))
        case "mask": AnyView(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 30, y: 0).mask(Color.black))
        default: AnyView(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 30, y: 0).compositingGroup())
        }
        func framed(_ view: some View) -> some View { view.frame(width: 40, height: 40).padding(30) }
        let opaque = try raster(framed(content), scale: 2)
        let faded = try raster(framed(content.opacity(0.5)), scale: 2)
        #expect(opaque.allPixels.contains { $0.alpha > 200 })
        let wrong = zip(opaque.allPixels, faded.allPixels).filter { abs(Int($0.alpha) - Int($1.alpha) * 2) > 2 }
        let (count, first) = (wrong.count, wrong.first.map { "alpha \($0.alpha) opaque, \($1.alpha) faded" } ?? "")
        #expect(count == 0, "\(count) pixels differ, the first: \(first)")
    }

    /// The clip's extents inside the group `pushGroup` pushes on a 100 × 100 surface scaled by `scale`;
    /// nil when the items paint nothing.
    private func clipExtents(of items: [DisplayItem], scale: Double = 1,
                             surface: OpaquePointer? = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)) throws -> CGRect? {
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        guard CairoPainter(cairo: cairo, padsImageEdges: true).pushGroup(for: items) else { return nil }
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
