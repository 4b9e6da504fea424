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
/// each request. Before each use the font map adopts the fonts registered since (`FontRegistry`).
final class PangoThreadContext {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The layout `PangoTextMeasurer` measures with on this thread.
    let measuringLayout: PangoTextLayout
    /// The `FontRegistry` generation the font map has adopted.
    private(set) var adoptedFontGeneration = 0

    private init?() {
        SystemFontConfiguration.makeCurrent()
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        // Contexts Pango makes on the font map itself (its font metrics' sample layouts) measure at
        // Easel's resolution too, so they find Easel's font sets (`FontFamilies` rule 4).
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
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
            FontFaceLock.run { Unmanaged<PangoThreadContext>.fromOpaque(value).release() }
        }
        return created == 0 ? key : nil
    }()

    /// The calling thread's context, created on first use; nil only when Pango cannot make a font map.
    static var current: PangoThreadContext? {
        guard let key else { return PangoThreadContext() }
        if let stored = pthread_getspecific(key) {
            let context = Unmanaged<PangoThreadContext>.fromOpaque(stored).takeUnretainedValue()
            context.adoptRegisteredFonts()
            return context
        }
        guard let created = PangoThreadContext() else { return nil }
        created.adoptRegisteredFonts()
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }

    /// Points the font map at the newest configuration of `FontRegistry` when fonts were registered since
    /// it last looked (Pango then drops its cached fonts and font sets, and its layouts lay out again).
    private func adoptRegisteredFonts() {
        guard FontRegistry.generation != adoptedFontGeneration, let (configuration, generation) = FontRegistry.current else { return }
        FontFaceLock.run { // drops the fonts of the old configuration
            pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.config) // takes its own reference
            measuringLayout.fontsChanged()
            drawnLayouts?.fontsChanged()
        }
        adoptedFontGeneration = generation
    }

    /// The layouts this thread drew last, on a drawing context of its own (`makeDrawingContext`); nil
    /// when Pango cannot make one.
    private(set) lazy var drawnLayouts: DrawnTextLayouts? = makeDrawingContext().map { DrawnTextLayouts(context: $0) }

    /// A new context on this thread's font map with Easel's font options, for drawing on a Cairo context;
    /// it draws symbols inside text (`InlineSymbolShape`).
    func makeDrawingContext() -> OpaquePointer? {
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        TextFontOptions.apply(to: context)
        InlineSymbolShape.install(on: context)
        return context
    }
}
