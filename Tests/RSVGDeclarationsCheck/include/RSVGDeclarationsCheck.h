#ifndef EASEL_RSVG_DECLARATIONS_CHECK_H
#define EASEL_RSVG_DECLARATIONS_CHECK_H

/// Returns 1: the declarations were checked when this file compiled.
int easel_rsvg_declarations_checked(void);

#endif
