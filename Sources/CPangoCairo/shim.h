// The C APIs Easel uses: Pango with its Cairo backend for text, Cairo for pixels, SVG and PDF.
#ifndef EASEL_CPANGOCAIRO_SHIM_H
#define EASEL_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
