// Pixel-format conversions of whole rows, written in C for the x86 byte shuffle (SSSE3) that Swift's
// SIMD types do not reach on a baseline x86-64 build.
#ifndef EASEL_PIXEL_ROWS_H
#define EASEL_PIXEL_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `count` pixels of Cairo's ARGB32 (native-endian words 0xAARRGGBB) to `rgb` as red, green and
/// blue bytes, 3 a pixel, touching nothing past them, and returns the AND of their alphas: 0xFF when
/// every pixel is opaque. `rgb` may overlap the pixels when it does not start after them (`rgb` at most
/// `argb`): each write then lands on pixels already read.
uint32_t easel_argb32_to_rgb(const uint32_t *argb, size_t count, uint8_t *rgb);

/// The AND of the alphas of `count` ARGB32 pixels: 0xFF when every one is opaque.
uint32_t easel_argb32_alpha(const uint32_t *argb, size_t count);

#endif
