import CPangoCairo
import EaselCore
import Foundation
import Testing
@testable import EaselText

/// The font options make layout independent of the device scale: a layout made for drawing on a Cairo
/// context scaled 1×, 2×, 3× or 1.5× has exactly the measured size and baselines.
@Suite struct ScaleInvarianceTests {
    @MainActor @Test(arguments: [1, 1.5, 2, 3] as [Double])
    func drawingLayoutHasTheMeasuredSize(scale: Double) throws {
        let requests = [
            request("Goldfish 1234567890"),
            request(sentence, width: 150),
            request(sentence, font: ResolvedFont(size: 34, weight: .bold), width: 200, lineLimit: 2),
            request("Right to left: שלום עולם", direction: .rightToLeft),
        ]
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        let thread = try #require(PangoThreadContext.current)
        let context = try #require(thread.makeDrawingContext())
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cairo, context)
        for request in requests {
            let drawn = try #require(PangoTextLayout(request: request, context: context)).measurement
            #expect(drawn == PangoTextMeasurer().measure(request), "\(request.string) at \(scale)×")
        }
    }
}
