# Lists the protocol-conformance lookups of a Swift process that walk all of the binary's conformance
# records: the first lookup of each type and protocol (an `as?` cast, a generic requirement checked while
# a type is built from its mangled name, `Mirror`'s `CustomReflectable` check …). Each walk reads every
# record (9,411 in `easel`, about 0.35 million instructions), so they are worth counting one by one.
#
#   objcopy --strip-debug .build/release/easel /tmp/easel     # symbols stay; gdb then starts in a second
#   gdb -q -batch -x Benchmarks/Scripts/conformance-walks.py --args /tmp/easel render scene.json -o out.png
#
# Prints the walks by protocol, then each one in order as `type: protocol` (the type's name without its
# generic arguments). Written against Swift 6.3.1's runtime on x86-64:
# `swift_conformsToProtocolMaybeInstantiateSuperclasses` returns a pair through a hidden pointer, so the
# type comes in the second argument register and the protocol in the third; a walk is a call of its
# per-record closure, of which only the first after each lookup is counted.
import collections
import subprocess

import gdb

ENTRY = "swift_conformsToProtocolMaybeInstantiateSuperclasses"
binary = gdb.current_progspace().filename
symbols = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines()
entry_offset = record_offset = None
for line in symbols:
    parts = line.split()
    if len(parts) != 3:
        continue
    if parts[2].startswith("_ZL52" + ENTRY):
        entry_offset = int(parts[0], 16)
    elif parts[2].startswith("_ZZZL52" + ENTRY) and "ConformanceDescriptor" in parts[2]:
        record_offset = int(parts[0], 16)
if entry_offset is None or record_offset is None:
    raise gdb.GdbError("no symbols of the Swift runtime's conformance lookup in " + binary)


def read(address, size, signed=False):
    return int.from_bytes(gdb.selected_inferior().read_memory(address, size).tobytes(), "little", signed=signed)


def name_at_relative_pointer(address):
    """The C string a 32-bit relative pointer at `address` points to."""
    target = address + read(address, 4, signed=True)
    return gdb.selected_inferior().read_memory(target, 128).tobytes().split(b"\0")[0].decode("utf-8", "replace")


def type_name(metadata):
    """The name in the nominal type descriptor of struct, enum, optional and (Linux) class metadata."""
    kind = read(metadata, 8)
    descriptor_offsets = {0x200: 8, 0x201: 8, 0x202: 8, 0x0: 0x28}
    if kind not in descriptor_offsets:
        return {0x301: "(tuple)", 0x302: "(function)", 0x303: "(existential)", 0x304: "(metatype)"}.get(kind, "(kind %#x)" % kind)
    descriptor = read(metadata + descriptor_offsets[kind], 8)
    return name_at_relative_pointer(descriptor + 8)


walks = []
pending = [None]


class Lookup(gdb.Breakpoint):
    def stop(self):
        frame = gdb.selected_frame()
        pending[0] = (int(frame.read_register("rsi")), int(frame.read_register("rdx")))
        record.enabled = True
        return False


class Record(gdb.Breakpoint):
    def stop(self):
        self.enabled = False
        if pending[0]:
            metadata, protocol = pending[0]
            pending[0] = None
            try:
                walks.append((type_name(metadata), name_at_relative_pointer(protocol + 8)))
            except gdb.MemoryError:
                walks.append(("?", "?"))
        return False


def report(_event):
    print("%d walks of the conformance records" % len(walks))
    for protocol, count in collections.Counter(p for _, p in walks).most_common():
        print("%5d  %s" % (count, protocol))
    print()
    for type_, protocol in walks:
        print("%s: %s" % (type_, protocol))


gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("starti", to_string=True)
base = None
for line in gdb.execute("info proc mappings", to_string=True).splitlines():
    fields = line.split()
    if len(fields) >= 5 and fields[-1] == binary and int(fields[3], 16) == 0:
        base = int(fields[0], 16)
        break
if base is None:
    raise gdb.GdbError("cannot find where " + binary + " is mapped")
Lookup("*%#x" % (base + entry_offset), internal=True)
record = Record("*%#x" % (base + record_offset), internal=True)
gdb.events.exited.connect(report)
gdb.execute("continue")
