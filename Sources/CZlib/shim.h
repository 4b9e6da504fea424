// zlib, which EaselAnimation inflates and deflates PNG image data with (APNG frames of one colour type)
// and computes chunk CRCs with.
#ifndef EASEL_CZLIB_SHIM_H
#define EASEL_CZLIB_SHIM_H

#include <zlib.h>

#endif
