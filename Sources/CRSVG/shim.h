// librsvg's own headers (LGPL-2.1-or-later), found by pkg-config. Only RSVGDeclarationsCheck includes
// them, to compile Easel's declarations of librsvg's functions (CRSVGFunctions) against them: Easel opens
// the library at run time, when the first SVG image is parsed, instead of linking it.
#ifndef EASEL_CRSVG_SHIM_H
#define EASEL_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
