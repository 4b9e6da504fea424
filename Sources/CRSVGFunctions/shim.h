// librsvg (LGPL-2.1-or-later) is opened with dlopen when the first SVG image is parsed (LibRSVG.swift),
// not linked: linked, every `easel` process loaded it and its dependencies (GIO, gdk-pixbuf, libxml2,
// ICU …) at start, about 5 ms of CPU and half of the process's symbol bindings, for pictures that mostly
// have no SVG.
//
// So this header declares the types Easel passes and the five functions it calls, as librsvg 2.52's
// <librsvg/rsvg.h> and <librsvg/rsvg-cairo.h> declare them, without including them (a module with
// librsvg's headers would link the library). RSVGDeclarationsCheck compiles these declarations against
// librsvg's own headers, found by pkg-config (CRSVG), and fails the build where one differs.
#ifndef EASEL_CRSVG_FUNCTIONS_H
#define EASEL_CRSVG_FUNCTIONS_H

#include <cairo.h>
#include <glib.h>

/// librsvg's `RsvgRectangle`.
struct EaselRsvgRectangle {
    double x;
    double y;
    double width;
    double height;
};

/// librsvg's `RsvgLength`.
struct EaselRsvgLength {
    double length;
    int unit;
};

#ifndef EASEL_RSVG_DECLARATIONS_CHECK
typedef struct _RsvgHandle RsvgHandle;
typedef struct EaselRsvgRectangle RsvgRectangle;
typedef struct EaselRsvgLength RsvgLength;
#endif

typedef RsvgHandle *(*EaselRsvgHandleNewFromData)(const guint8 *data, gsize data_len, GError **error);
typedef void (*EaselRsvgHandleSetDPI)(RsvgHandle *handle, double dpi);
typedef gboolean (*EaselRsvgHandleGetIntrinsicSizeInPixels)(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
typedef void (*EaselRsvgHandleGetIntrinsicDimensions)(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                                      gboolean *out_has_height, RsvgLength *out_height,
                                                      gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
typedef gboolean (*EaselRsvgHandleRenderDocument)(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                                  GError **error);

#endif
