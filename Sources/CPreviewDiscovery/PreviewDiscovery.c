// How a program finds its previews on Linux, where it cannot ask a runtime for "every type that conforms
// to P" or run code when a module loads.
//
// - `#Preview` places a function pointer in a section of its own, `easel_previews` (Swift 6.3's `@section`
//   and `@used`). The linker gathers the sections of every object file of the image into one and defines
//   `__start_easel_previews` and `__stop_easel_previews` around it.
// - A `PreviewProvider` is a conformance: the compiler writes a record of it into the image's
//   `swift5_protocol_conformances` section, which the Swift runtime itself reads the same way. The records
//   are the stable ABI of Swift's metadata (docs/ABI/TypeMetadata.rst in the Swift repository): 32-bit
//   offsets from their own address to conformance descriptors, which point to the protocol's descriptor
//   and the conforming type's, whose metadata access function gives the type.
//
// Both cover the image this file is linked into: the executable, with every module SwiftPM links into it
// statically (its default).
#include "PreviewDiscovery.h"
#include <stdint.h>
#include <string.h>

extern const char __start_easel_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_easel_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

const void *easel_preview_entries(size_t *count) {
    if (!__start_easel_previews || !__stop_easel_previews) { *count = 0; return NULL; }
    *count = (size_t)(__stop_easel_previews - __start_easel_previews) / sizeof(void *);
    return __start_easel_previews;
}

/// The address a relative direct pointer at `field` points to (null for an offset of 0).
static const void *relative(const int32_t *field) {
    int32_t offset = *field;
    return offset == 0 ? NULL : (const char *)field + offset;
}

/// The address a relative indirectable pointer points to: with its low bit set, the offset is that of a
/// pointer to the target.
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

/// A context descriptor's first fields: flags, its parent, and (for modules, protocols and types) its name.
typedef struct {
    uint32_t flags;
    int32_t parent;
    int32_t name;
} ContextDescriptor;

/// A type's descriptor continues with its metadata access function.
typedef struct {
    ContextDescriptor context;
    int32_t accessFunction;
} TypeContextDescriptor;

typedef struct {
    int32_t protocol;
    int32_t typeReference;
    int32_t witnessTablePattern;
    uint32_t flags;
} ConformanceDescriptor;

typedef struct { const void *metadata; size_t state; } MetadataResponse;
typedef MetadataResponse (*MetadataAccessFunction)(size_t request) __attribute__((swiftcall));

enum {
    kindModule = 0, kindProtocol = 3, kindClass = 16, kindStruct = 17, kindEnum = 18,
    contextIsGeneric = 0x80,
    typeReferenceDirect = 0, typeReferenceIndirect = 1,
};

static int named(const ContextDescriptor *descriptor, const char *name) {
    const char *own = relative(&descriptor->name);
    return own && strcmp(own, name) == 0;
}

void easel_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                      void (*body)(const void *metadata, void *context), void *context) {
    if (!__start_swift5_protocol_conformances || !__stop_swift5_protocol_conformances) return;
    for (const int32_t *record = (const int32_t *)__start_swift5_protocol_conformances;
         record < (const int32_t *)__stop_swift5_protocol_conformances; record++) {
        const ConformanceDescriptor *conformance = relative(record);
        if (!conformance) continue;
        const ContextDescriptor *protocol = indirectable(&conformance->protocol);
        if (!protocol || (protocol->flags & 0x1F) != kindProtocol || !named(protocol, protocolName)) continue;
        const ContextDescriptor *module = indirectable(&protocol->parent);
        if (!module || (module->flags & 0x1F) != kindModule || !named(module, moduleName)) continue;

        const TypeContextDescriptor *type = NULL;
        switch ((conformance->flags >> 3) & 0x7) {
        case typeReferenceDirect: type = relative(&conformance->typeReference); break;
        case typeReferenceIndirect: {
            const TypeContextDescriptor *const *slot = relative(&conformance->typeReference);
            type = slot ? *slot : NULL;
            break;
        }
        default: continue;  // Objective-C classes: none on Linux.
        }
        if (!type) continue;
        uint32_t kind = type->context.flags & 0x1F;
        if ((kind != kindClass && kind != kindStruct && kind != kindEnum) || (type->context.flags & contextIsGeneric)) continue;
        MetadataAccessFunction access = (MetadataAccessFunction)relative(&type->accessFunction);
        if (!access) continue;
        MetadataResponse response = access(0);
        if (response.metadata) body(response.metadata, context);
    }
}
