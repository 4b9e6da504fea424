// Whole rows of pixels converted and compared, written in C for the x86 vector instructions (SSE2, and
// the SSSE3 byte shuffle chosen at run time) that Swift's SIMD types do not reliably reach on a baseline
// x86-64 build.
#ifndef EASEL_PIXEL_ROWS_H
#define EASEL_PIXEL_ROWS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Writes `count` pixels of Cairo's ARGB32 (native-endian words 0xAARRGGBB) to `rgb` as red, green and
/// blue bytes, 3 a pixel, touching nothing past them, and returns the AND of their alphas: 0xFF when
/// every pixel is opaque. `rgb` may overlap the pixels when it does not start after them (`rgb` at most
/// `argb`): each write then lands on pixels already read.
uint32_t easel_argb32_to_rgb(const uint32_t *argb, size_t count, uint8_t *rgb);

/// The AND of the alphas of `count` ARGB32 pixels: 0xFF when every one is opaque.
uint32_t easel_argb32_alpha(const uint32_t *argb, size_t count);

/// Cairo's premultiplied ARGB32 pixels flattened in place over the opaque colour `background`
/// (0xRRGGBB), as 0x00RRGGBB: each channel becomes channel + background's × (255 − alpha) / 255, rounded,
/// at most 255. So an opaque pixel only loses its alpha, and a transparent one becomes `background`.
void easel_argb32_flatten(uint32_t *pixels, size_t count, uint32_t background);

/// Writes `changed[i]` = whether `pixels[i]` differs from `previous[i]` for `count` pixels, and returns
/// the index of the first that does (`count` when none does), with the last in `*last`.
size_t easel_changed_pixels(const uint32_t *pixels, const uint32_t *previous, size_t count, bool *changed, size_t *last);

#endif
