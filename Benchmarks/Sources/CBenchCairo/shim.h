// Cairo and Pango, for the peers the benchmarks compare Easel with.
#ifndef EASEL_BENCH_CAIRO_SHIM_H
#define EASEL_BENCH_CAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <cairo.h>

#endif
