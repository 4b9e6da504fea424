// A raw Pango measuring loop: what a plain C program pays to measure strings with Pango, the floor
// Easel's text measurement is compared with (case T1).
#ifndef EASEL_RAW_PANGO_H
#define EASEL_RAW_PANGO_H

#include <stddef.h>

typedef struct raw_pango raw_pango;

/// A font map, a context with Easel's font options (no hinting, unhinted metrics, grey antialiasing,
/// unrounded glyph positions, 72 dpi) and one layout in `family` at `size` points. NULL on failure.
raw_pango *raw_pango_new(const char *family, double size);

/// Lays out each of the `count` NUL-terminated UTF-8 strings in turn on the one layout and reads its
/// logical extents and baseline; returns the sum of the widths and stores the sum of the baselines, in
/// Pango units (so that no work can be skipped, and as a check that both sides measured the same).
long long raw_pango_measure(raw_pango *pango, const char *const *strings, size_t count, long long *baselines);

void raw_pango_free(raw_pango *pango);

#endif
