// libdeflate: whole-buffer DEFLATE, zlib and CRC-32, for Easel's PNG encoder.
#ifndef EASEL_CDEFLATE_SHIM_H
#define EASEL_CDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
