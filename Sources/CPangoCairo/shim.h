// The C APIs Easel uses: Pango with its Cairo backend for text (and its fontconfig font map, with
// fontconfig itself, for registered font files), Cairo for pixels, SVG and PDF.
#ifndef EASEL_CPANGOCAIRO_SHIM_H
#define EASEL_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
