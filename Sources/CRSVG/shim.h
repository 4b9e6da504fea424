// librsvg (LGPL-2.1-or-later, linked dynamically): SVG images drawn as vectors onto Cairo surfaces.
#ifndef EASEL_CRSVG_SHIM_H
#define EASEL_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
