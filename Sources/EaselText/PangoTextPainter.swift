import CPangoCairo
import EaselCore
import Foundation

/// Draws text requests on one Cairo context with Pango, exactly as `PangoTextMeasurer` measured them.
///
/// Text is laid out with the fonts it was measured with, in points, and Cairo's transform takes the
/// glyphs to the device: the context is not updated from the Cairo context (`pango_cairo_update_context`
/// would load every font again at the device's size, each a new font pattern that Pango matches and
/// sorts on two threads of its own). With Easel's font options (`TextFontOptions`: no hinting, no
/// rounding) glyphs land where they did with fonts at the device's size, and the font's line metrics,
/// which Pango's solid underlines and strikethroughs follow, scale with the picture.
///
/// Layouts come from the thread's `DrawnTextLayouts`, so text drawn again is not shaped again; use a
/// painter on one thread, for one drawing.
package final class PangoTextPainter {
    private let cairo: OpaquePointer
    private let layouts: DrawnTextLayouts?

    /// A painter for `cairo`, a `cairo_t`.
    package init(cairo: OpaquePointer) {
        self.cairo = cairo
        layouts = PangoThreadContext.current?.drawnLayouts
    }

    /// Draws `request` with its top-left corner at `origin`, with the Cairo context's current source,
    /// through its current transform and clip.
    package func draw(_ request: TextLayoutRequest, at origin: CGPoint) {
        FontFaceLock.run {
            guard let layouts, let layout = layouts.layout(for: request) else { return }
            cairo_save(cairo)
            cairo_move_to(cairo, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cairo, layout.layout)
            cairo_restore(cairo)
            PangoDecorationPainter.draw(request, layout: layout, context: layouts.context, cairo: cairo, origin: origin)
        }
    }

    /// Where drawing `request` at `origin` can paint, in the Cairo context's user space: the union of its
    /// layout's ink rectangle (glyphs, italics and accents past the line) and logical one (which holds
    /// its underlines and strikethroughs); nil without a Pango context.
    package func paintedBounds(_ request: TextLayoutRequest, at origin: CGPoint) -> CGRect? {
        let extents: (ink: PangoRectangle, logical: PangoRectangle)? = FontFaceLock.run {
            guard let layout = layouts?.layout(for: request) else { return nil }
            var (ink, logical) = (PangoRectangle(), PangoRectangle())
            pango_layout_get_extents(layout.layout, &ink, &logical)
            return (ink, logical)
        }
        guard let extents else { return nil }
        func rect(_ r: PangoRectangle) -> CGRect {
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: origin.x + CGFloat(r.x) / scale, y: origin.y + CGFloat(r.y) / scale,
                          width: CGFloat(r.width) / scale, height: CGFloat(r.height) / scale)
        }
        return rect(extents.ink).union(rect(extents.logical))
    }
}
