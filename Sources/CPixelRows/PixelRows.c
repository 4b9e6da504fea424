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
