// libwebp (BSD-3-Clause): WebP encoding and decoding, still and animated (mux/demux), for Easel's
// WebP input and output.
#ifndef EASEL_CWEBP_SHIM_H
#define EASEL_CWEBP_SHIM_H

#include <webp/decode.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
