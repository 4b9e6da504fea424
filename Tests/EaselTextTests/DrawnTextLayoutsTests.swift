import CPangoCairo
import EaselCore
import EaselTestSupport
import Foundation
import Testing
@testable import EaselText

/// `DrawnTextLayouts`: text drawn again takes the layout it was drawn with, in the direction it was laid
/// out in, while it is among the last requests drawn, and not after fonts are registered.
@Suite struct DrawnTextLayoutsTests {
    private func layouts(capacity: Int = 256) throws -> DrawnTextLayouts {
        let thread = try #require(PangoThreadContext.current)
        return DrawnTextLayouts(context: try #require(thread.makeDrawingContext()), capacity: capacity)
    }

    /// Rule 2: two generations of `capacity` layouts; a layout found in the old one moves to the current.
    @MainActor @Test func theLastRequestsDrawnKeepTheirLayouts() throws {
        let layouts = try layouts(capacity: 2)
        let requests = (0..<5).map { request("Request \($0)") }
        let first = try #require(layouts.layout(for: requests[0]))
        #expect(layouts.layout(for: requests[0]) === first)
        let second = try #require(layouts.layout(for: requests[1]))
        _ = layouts.layout(for: requests[2]) // the current generation {0, 1} becomes the old one
        #expect(layouts.layout(for: requests[0]) === first) // moved back to the current {2, 0}
        _ = layouts.layout(for: requests[3]) // {2, 0} old, {3} current; {1} dropped
        #expect(layouts.layout(for: requests[1]) !== second)
        #expect(layouts.layout(for: requests[0]) === first)
    }

    /// Rule 1: text whose paragraph takes the layout direction (digits), drawn right to left, then left
    /// to right (which sets the context's direction), then right to left again, is drawn the first way.
    @MainActor @Test func aLayoutIsDrawnInTheDirectionItWasLaidOutIn() throws {
        let layouts = try layouts()
        let rightToLeft = request("123 !", font: ResolvedFont(size: 20), width: 120, direction: .rightToLeft)
        let leftToRight = request("123 !", font: ResolvedFont(size: 20), width: 120, direction: .leftToRight)
        func pixels(_ requests: [TextLayoutRequest]) throws -> [UInt32] {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 30))
            defer { cairo_surface_destroy(surface) }
            let cairo = try #require(cairo_create(surface))
            defer { cairo_destroy(cairo) }
            for request in requests {
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
                let layout = try #require(layouts.layout(for: request))
                pango_cairo_show_layout(cairo, layout.layout)
            }
            cairo_surface_flush(surface)
            let data = try #require(cairo_image_surface_get_data(surface))
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), count: 120 * 30))
        }
        let first = try pixels([rightToLeft])
        #expect(first != (try pixels([leftToRight])))
        #expect(try pixels([rightToLeft, leftToRight, rightToLeft]) == first)
    }

    /// Rule 3, through the thread's context: registering a font file drops the layouts drawn before.
    @MainActor @Test func registeringFontsDropsTheLayouts() throws {
        let thread = try #require(PangoThreadContext.current)
        let text = request("Registered", font: ResolvedFont(family: TestFont.family, size: 30))
        let before = try #require(thread.drawnLayouts?.layout(for: text))
        #expect(PangoThreadContext.current?.drawnLayouts?.layout(for: text) === before)
        // A copy under a new name is a new file, whatever the other tests registered. It stays: the fonts
        // registered keep pointing at it.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("DrawnTextLayouts-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(at: TestFont.url, to: copy)
        try FontRegistry.register(url: copy)
        #expect(PangoThreadContext.current?.drawnLayouts?.layout(for: text) !== before)
    }
}
