#include "CPixelRows.h"

/// One pixel at a time: the reference, the row's tail, and the path of a processor without SSSE3.
static uint32_t argb32_to_rgb_bytes(const uint32_t *argb, size_t count, uint8_t *rgb) {
    uint32_t alphas = 0xFF;
    for (size_t i = 0; i < count; i++) {
        uint32_t pixel = argb[i];
        alphas &= pixel >> 24;
        rgb[3 * i] = (uint8_t)(pixel >> 16);
        rgb[3 * i + 1] = (uint8_t)(pixel >> 8);
        rgb[3 * i + 2] = (uint8_t)pixel;
    }
    return alphas;
}

uint32_t easel_argb32_alpha(const uint32_t *argb, size_t count) {
    uint32_t alphas = 0xFFFFFFFF;
    for (size_t i = 0; i < count; i++) alphas &= argb[i]; // vectorised by the compiler
    return alphas >> 24;
}

/// The background's share of each channel for every alpha, as 0x00RRGGBB: background × (255 − alpha) /
/// 255, rounded. A channel of it never exceeds 255 − alpha.
static void background_shares(uint32_t background, uint32_t shares[256]) {
    uint32_t red = background >> 16 & 0xFF, green = background >> 8 & 0xFF, blue = background & 0xFF;
    for (uint32_t alpha = 0; alpha < 256; alpha++) {
        uint32_t remaining = 255 - alpha;
        shares[alpha] = (red * remaining + 127) / 255 << 16 | (green * remaining + 127) / 255 << 8 | (blue * remaining + 127) / 255;
    }
}

/// One pixel flattened: its channels plus the background's share, each at most 255.
static inline uint32_t flattened(uint32_t pixel, const uint32_t shares[256]) {
    uint32_t share = shares[pixel >> 24];
    uint32_t red = (pixel >> 16 & 0xFF) + (share >> 16), green = (pixel >> 8 & 0xFF) + (share >> 8 & 0xFF);
    uint32_t blue = (pixel & 0xFF) + (share & 0xFF);
    return (red < 255 ? red : 255) << 16 | (green < 255 ? green : 255) << 8 | (blue < 255 ? blue : 255);
}

/// Pixels `i` ..< `count` compared one at a time, `first` the first changed pixel found before `i`
/// (`count` when none was): the rows' tails, and the path without SSE2.
static size_t changed_pixels_from(size_t i, const uint32_t *pixels, const uint32_t *previous, size_t count, bool *changed,
                                  size_t first, size_t *last) {
    for (; i < count; i++) {
        changed[i] = pixels[i] != previous[i];
        if (changed[i]) {
            if (first == count) first = i;
            *last = i;
        }
    }
    return first;
}

#if defined(__SSE2__)
#include <emmintrin.h>

/// Four pixels a step, without branches: their colours plus their four shares of the background,
/// added with saturation a byte at a time.
void easel_argb32_flatten(uint32_t *pixels, size_t count, uint32_t background) {
    uint32_t shares[256];
    background_shares(background, shares);
    const __m128i rgb = _mm_set1_epi32(0xFFFFFF);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i four = _mm_loadu_si128((const __m128i *)(pixels + i));
        __m128i share = _mm_setr_epi32((int)shares[pixels[i] >> 24], (int)shares[pixels[i + 1] >> 24],
                                       (int)shares[pixels[i + 2] >> 24], (int)shares[pixels[i + 3] >> 24]);
        _mm_storeu_si128((__m128i *)(pixels + i), _mm_adds_epu8(_mm_and_si128(four, rgb), share));
    }
    for (; i < count; i++) pixels[i] = flattened(pixels[i], shares);
}

/// Sixteen pixels a step: four 4-pixel comparisons packed to 16 bytes (0xFF where equal), turned to
/// 0 or 1 and stored; their byte mask finds the step's first and last changed pixels.
size_t easel_changed_pixels(const uint32_t *pixels, const uint32_t *previous, size_t count, bool *changed, size_t *last) {
    size_t first = count, i = 0;
    const __m128i one = _mm_set1_epi8(1);
    for (; i + 16 <= count; i += 16) {
        __m128i equal[4];
        for (int k = 0; k < 4; k++) {
            equal[k] = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(pixels + i + 4 * k)),
                                       _mm_loadu_si128((const __m128i *)(previous + i + 4 * k)));
        }
        __m128i bytes = _mm_packs_epi16(_mm_packs_epi32(equal[0], equal[1]), _mm_packs_epi32(equal[2], equal[3]));
        _mm_storeu_si128((__m128i *)(changed + i), _mm_andnot_si128(bytes, one));
        unsigned differing = ~(unsigned)_mm_movemask_epi8(bytes) & 0xFFFF;
        if (differing) {
            if (first == count) first = i + (size_t)__builtin_ctz(differing);
            *last = i + 31 - (size_t)__builtin_clz(differing);
        }
    }
    return changed_pixels_from(i, pixels, previous, count, changed, first, last);
}
#else
void easel_argb32_flatten(uint32_t *pixels, size_t count, uint32_t background) {
    uint32_t shares[256];
    background_shares(background, shares);
    for (size_t i = 0; i < count; i++) pixels[i] = flattened(pixels[i], shares);
}

size_t easel_changed_pixels(const uint32_t *pixels, const uint32_t *previous, size_t count, bool *changed, size_t *last) {
    return changed_pixels_from(0, pixels, previous, count, changed, count, last);
}
#endif

#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>

/// Four pixels a step: one 16-byte load, one byte shuffle (PSHUFB) to their 12 RGB bytes, one 16-byte
/// store whose last 4 bytes the next step overwrites. It stops while a step's store still ends inside
/// the row, and the tail goes a pixel at a time.
__attribute__((target("ssse3")))
static uint32_t argb32_to_rgb_ssse3(const uint32_t *argb, size_t count, uint8_t *rgb) {
    const __m128i toRGB = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i alphas = _mm_set1_epi32(-1);
    size_t i = 0;
    // A step writes bytes 3i ..< 3i + 16, inside the 3 × count bytes while i + 6 <= count.
    for (; i + 6 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(argb + i));
        alphas = _mm_and_si128(alphas, pixels);
        _mm_storeu_si128((__m128i *)(rgb + 3 * i), _mm_shuffle_epi8(pixels, toRGB));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, alphas);
    uint32_t alpha = (lanes[0] & lanes[1] & lanes[2] & lanes[3]) >> 24;
    return alpha & argb32_to_rgb_bytes(argb + i, count - i, rgb + 3 * i);
}

/// Whether the processor has SSSE3 (CPUID leaf 1, ECX bit 9), asked once; threads that race to ask
/// first store the same answer.
static int has_ssse3(void) {
    static int answer = -1;
    int known = __atomic_load_n(&answer, __ATOMIC_RELAXED);
    if (known < 0) {
        unsigned int eax, ebx, ecx = 0, edx;
        known = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) != 0;
        __atomic_store_n(&answer, known, __ATOMIC_RELAXED);
    }
    return known;
}

uint32_t easel_argb32_to_rgb(const uint32_t *argb, size_t count, uint8_t *rgb) {
    return has_ssse3() ? argb32_to_rgb_ssse3(argb, count, rgb) : argb32_to_rgb_bytes(argb, count, rgb);
}
#else
uint32_t easel_argb32_to_rgb(const uint32_t *argb, size_t count, uint8_t *rgb) {
    return argb32_to_rgb_bytes(argb, count, rgb);
}
#endif
