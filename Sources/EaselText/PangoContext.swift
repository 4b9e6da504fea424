import CPangoCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The font options Easel measures and draws all text with, fixed so that a measured size is the drawn
/// size at every scale and on every surface:
/// - no hinting: outlines are not snapped to the pixel grid, so their shapes do not depend on the scale;
/// - hint metrics off: advances and line heights are not rounded to whole pixels, so they scale linearly;
/// - grey antialiasing: no subpixel colour fringes, the same look on PNG, SVG and PDF.
/// Glyph positions are not rounded either (`pango_context_set_round_glyph_positions(false)`).
enum TextFontOptions {
    /// Applies the options to `context` (a `PangoContext`), for measuring or for drawing.
    static func apply(to context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options) // copies the options
        pango_cairo_context_set_resolution(context, 72) // one point is one user-space unit
        pango_context_set_round_glyph_positions(context, 0)
    }
}

/// A Pango font map, a measuring context and a measuring layout, for one thread.
///
/// Pango's font maps are not thread-safe, so each thread that measures text gets its own, created once
/// and kept in a thread-local value until the thread ends. The measuring context has an identity
/// matrix: it measures in points. Measuring reuses one layout (`measuringLayout`), configured afresh for
/// each request.
final class PangoThreadContext {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The layout `PangoTextMeasurer` measures with on this thread.
    let measuringLayout: PangoTextLayout

    private init?() {
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(fontMap)
            return nil
        }
        TextFontOptions.apply(to: context)
        guard let layout = PangoTextLayout(context: context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
            return nil
        }
        (self.fontMap, self.context, measuringLayout) = (fontMap, context, layout)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// The key of the thread-local value holding each thread's context, retained; the key's destructor
    /// releases it when the thread ends.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { value in
            guard let value else { return }
            Unmanaged<PangoThreadContext>.fromOpaque(value).release()
        }
        return created == 0 ? key : nil
    }()

    /// The calling thread's context, created on first use; nil only when Pango cannot make a font map.
    static var current: PangoThreadContext? {
        guard let key else { return PangoThreadContext() }
        if let stored = pthread_getspecific(key) {
            return Unmanaged<PangoThreadContext>.fromOpaque(stored).takeUnretainedValue()
        }
        guard let created = PangoThreadContext() else { return nil }
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }

    /// A new context on this thread's font map with Easel's font options, for drawing on a Cairo context.
    func makeDrawingContext() -> OpaquePointer? {
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        TextFontOptions.apply(to: context)
        return context
    }
}
