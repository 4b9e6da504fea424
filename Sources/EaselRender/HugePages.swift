#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Large pixel buffers on transparent huge pages.
///
/// Fresh memory is mapped a 4 KB page at a time, with a page fault at each page's first write. The poll
/// at 3× (a 1170 × 2532 surface, then 8.9 MB of PNG rows) took 5,000 of the 7,300 page faults of an
/// `easel poll` process, at about 2.7 µs each on the 2-core machines this project runs on. Memory advised
/// for transparent huge pages (`madvise(MADV_HUGEPAGE)`, which Linux honours when
/// `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise` or `always`) is mapped 2 MB at a fault:
/// writing 12 MB took 1.7 ms instead of 8.3 ms there. Where the kernel declines, the memory is ordinary
/// pages, and only the speed differs. Other systems than Linux leave all memory to ordinary pages.
enum HugePages {
    /// The size of a huge page on x86-64 and most arm64 kernels.
    static let size = 2 << 20
    /// Buffers smaller than this stay on ordinary pages: a huge page could be mostly unused.
    static let threshold = 4 << 20

    /// Advises the whole huge pages inside `buffer`, to be done before the buffer is first written.
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
        let start = roundUp(UInt(bitPattern: base)), end = UInt(bitPattern: base + buffer.count) & ~UInt(size - 1)
        guard start < end, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        #endif
    }

    /// Zeroed memory of at least `count` bytes, starting on a huge page and advised whole, for a buffer
    /// of `threshold` or more; nil for a smaller one, or where it cannot be mapped. Free it with `unmap`.
    static func map(count: Int) -> UnsafeMutableRawBufferPointer? {
        #if os(Linux)
        guard count >= threshold else { return nil }
        let length = Int(roundUp(UInt(count)))
        // Mapped a huge page longer, then trimmed to the huge pages inside.
        guard let mapping = mmap(nil, length + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return nil }
        let head = Int(roundUp(UInt(bitPattern: mapping)) - UInt(bitPattern: mapping))
        if head > 0 { munmap(mapping, head) }
        munmap(mapping + head + length, size - head)
        let memory = UnsafeMutableRawBufferPointer(start: mapping + head, count: length)
        _ = madvise(memory.baseAddress, length, MADV_HUGEPAGE)
        return memory
        #else
        return nil
        #endif
    }

    /// Frees memory from `map`.
    static func unmap(_ memory: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        munmap(memory.baseAddress, memory.count)
        #endif
    }

    private static func roundUp(_ value: UInt) -> UInt { (value + UInt(size - 1)) & ~UInt(size - 1) }
}

/// Scratch bytes for one encoding (the rows of a PNG), not initialised, freed with the value.
///
/// A large buffer is a mapping of its own on huge pages (`HugePages.map`), where an array from the heap
/// has only the huge pages inside it advised: half of the poll's 8.9 MB of rows faulted in 4 KB at a
/// time. When the buffer goes, its mapping is kept (`SpareMappings`) for the next large buffer, an
/// animation's next frame, which reuses memory already mapped instead of faulting a fresh mapping in,
/// as glibc keeps a freed array's block for the next array of its size.
final class RowBuffer {
    /// The bytes, `count` of them, valid while the buffer lives (read them through `withUnsafeBytes`).
    let mutableBytes: UnsafeMutableRawBufferPointer
    private let mapping: UnsafeMutableRawBufferPointer?
    /// Mappings of large buffers gone: one for each of two threads encoding frames, none over 32 MB
    /// (a 4K frame's RGB rows are 25 MB), so a server keeps no more than 64 MB for them.
    private static let spares = SpareMappings(limit: 2, largest: 32 << 20)

    init(count: Int) {
        mapping = count >= HugePages.threshold ? Self.spares.take(count: count) ?? HugePages.map(count: count) : nil
        if let mapping {
            mutableBytes = UnsafeMutableRawBufferPointer(rebasing: mapping[..<count])
        } else {
            guard let memory = malloc(max(count, 1)) else { fatalError("cannot allocate \(count) bytes") }
            mutableBytes = UnsafeMutableRawBufferPointer(start: memory, count: count)
        }
        _ = mutableBytes.bindMemory(to: UInt8.self)
    }

    deinit {
        if let mapping { Self.spares.keep(mapping) } else { free(mutableBytes.baseAddress) }
    }

    /// Calls `body` with the bytes, which stay valid until it returns.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeRawBufferPointer(mutableBytes)) }
    }
}

/// Mappings from `HugePages.map` whose buffers are gone, kept for later buffers: at most `limit`, the
/// largest of those up to `largest` bytes; a buffer takes the smallest that holds it.
final class SpareMappings: Sendable {
    let limit: Int
    let largest: Int
    private let kept = Mutex<[(address: UInt, length: Int)]>([])

    init(limit: Int, largest: Int) { (self.limit, self.largest) = (limit, largest) }

    /// How many mappings are kept.
    var count: Int { kept.withLock { $0.count } }

    /// The smallest kept mapping of at least `count` bytes, no longer kept; nil when none holds them.
    func take(count: Int) -> UnsafeMutableRawBufferPointer? {
        let spare = kept.withLock { kept -> (address: UInt, length: Int)? in
            let fitting = kept.indices.filter { kept[$0].length >= count }
            guard let best = fitting.min(by: { kept[$0].length < kept[$1].length }) else { return nil }
            return kept.remove(at: best)
        }
        return spare.map { UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(bitPattern: $0.address), count: $0.length) }
    }

    /// Keeps `mapping`, or unmaps it when it is over `largest`; past `limit` mappings the smallest is unmapped.
    func keep(_ mapping: UnsafeMutableRawBufferPointer) {
        guard mapping.count <= largest else { return HugePages.unmap(mapping) }
        let unwanted = kept.withLock { kept -> (address: UInt, length: Int)? in
            kept.append((UInt(bitPattern: mapping.baseAddress), mapping.count))
            guard kept.count > limit, let smallest = kept.indices.min(by: { kept[$0].length < kept[$1].length }) else { return nil }
            return kept.remove(at: smallest)
        }
        if let unwanted {
            HugePages.unmap(UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(bitPattern: unwanted.address), count: unwanted.length))
        }
    }
}
