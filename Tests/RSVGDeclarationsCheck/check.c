// Compiles Easel's declarations of librsvg's types and functions (Sources/CRSVGFunctions/shim.h) against
// librsvg's own headers: a declaration that differs fails the build of the tests.
#include <stddef.h>
#include <librsvg/rsvg.h>
#define EASEL_RSVG_DECLARATIONS_CHECK 1
#include "../../Sources/CRSVGFunctions/shim.h"
#include "RSVGDeclarationsCheck.h"

#define SAME_FUNCTION(declared, function) \
    _Static_assert(__builtin_types_compatible_p(declared, __typeof__(&function)), #declared " is not " #function "'s type")
SAME_FUNCTION(EaselRsvgHandleNewFromData, rsvg_handle_new_from_data);
SAME_FUNCTION(EaselRsvgHandleSetDPI, rsvg_handle_set_dpi);
SAME_FUNCTION(EaselRsvgHandleGetIntrinsicSizeInPixels, rsvg_handle_get_intrinsic_size_in_pixels);
SAME_FUNCTION(EaselRsvgHandleGetIntrinsicDimensions, rsvg_handle_get_intrinsic_dimensions);
SAME_FUNCTION(EaselRsvgHandleRenderDocument, rsvg_handle_render_document);

#define SAME_FIELD(declared, type, field) \
    _Static_assert(offsetof(declared, field) == offsetof(type, field) \
                   && sizeof(((declared *)0)->field) == sizeof(((type *)0)->field), #type "." #field " differs")
_Static_assert(sizeof(struct EaselRsvgRectangle) == sizeof(RsvgRectangle), "RsvgRectangle's size differs");
SAME_FIELD(struct EaselRsvgRectangle, RsvgRectangle, x);
SAME_FIELD(struct EaselRsvgRectangle, RsvgRectangle, y);
SAME_FIELD(struct EaselRsvgRectangle, RsvgRectangle, width);
SAME_FIELD(struct EaselRsvgRectangle, RsvgRectangle, height);
_Static_assert(sizeof(struct EaselRsvgLength) == sizeof(RsvgLength), "RsvgLength's size differs");
SAME_FIELD(struct EaselRsvgLength, RsvgLength, length);
SAME_FIELD(struct EaselRsvgLength, RsvgLength, unit);

int easel_rsvg_declarations_checked(void) { return 1; }
