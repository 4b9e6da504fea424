#include "raw_pango.h"

#include <pango/pangocairo.h>
#include <stdlib.h>

struct raw_pango {
    PangoFontMap *font_map;
    PangoContext *context;
    PangoLayout *layout;
};

raw_pango *raw_pango_new(const char *family, double size) {
    raw_pango *pango = calloc(1, sizeof *pango);
    if (!pango) return NULL;
    pango->font_map = pango_cairo_font_map_new();
    pango->context = pango_font_map_create_context(pango->font_map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(pango->context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(pango->context, 72);
    pango_context_set_round_glyph_positions(pango->context, FALSE);

    pango->layout = pango_layout_new(pango->context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, family);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    pango_layout_set_font_description(pango->layout, description);
    pango_font_description_free(description);
    return pango;
}

long long raw_pango_measure(raw_pango *pango, const char *const *strings, size_t count, long long *baselines) {
    long long widths = 0;
    *baselines = 0;
    for (size_t index = 0; index < count; index++) {
        PangoRectangle logical;
        pango_layout_set_text(pango->layout, strings[index], -1);
        pango_layout_get_extents(pango->layout, NULL, &logical);
        widths += logical.width;
        *baselines += pango_layout_get_baseline(pango->layout);
    }
    return widths;
}

void raw_pango_free(raw_pango *pango) {
    if (!pango) return;
    if (pango->layout) g_object_unref(pango->layout);
    if (pango->context) g_object_unref(pango->context);
    if (pango->font_map) g_object_unref(pango->font_map);
    free(pango);
}
