#ifndef EASEL_PREVIEW_DISCOVERY_H
#define EASEL_PREVIEW_DISCOVERY_H

#include <stddef.h>

/// The `easel_previews` section of the image this code is linked into: an array of the function pointers
/// `#Preview` places there (`count` of them; none when the program declares no preview).
const void *_Nullable easel_preview_entries(size_t *_Nonnull count);

/// Calls `body` with the type metadata of every non-generic type of this image that conforms to a
/// protocol named `protocolName` in a module named `moduleName`, in the order of the image's conformance
/// records (the `swift5_protocol_conformances` section, Swift's stable ABI on ELF platforms).
void easel_enumerate_conforming_types(const char *_Nonnull moduleName, const char *_Nonnull protocolName,
                                      void (*_Nonnull body)(const void *_Nonnull metadata, void *_Nullable context),
                                      void *_Nullable context);

#endif
