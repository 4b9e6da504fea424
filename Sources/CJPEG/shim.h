// libjpeg-turbo's TurboJPEG API (BSD-style licences): JPEG encoding for Easel's JPEG output.
#ifndef EASEL_CJPEG_SHIM_H
#define EASEL_CJPEG_SHIM_H

#include <turbojpeg.h>

#endif
