#if canImport(Glibc)
import Glibc
#endif

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

/// Zeroed scratch bytes for one encoding (the rows of a PNG), freed with the value: a mapping of their
/// own on huge pages when there are many (`HugePages.map`: the whole buffer then sits on huge pages,
/// where an array from the heap has only the huge pages inside it advised), else from the heap.
final class ZeroedBuffer {
    /// The bytes, `count` of them, valid while the buffer lives (read them through `withUnsafeBytes`).
    let mutableBytes: UnsafeMutableRawBufferPointer
    private let mapping: UnsafeMutableRawBufferPointer?

    init(count: Int) {
        mapping = HugePages.map(count: count)
        if let mapping {
            mutableBytes = UnsafeMutableRawBufferPointer(rebasing: mapping[..<count])
        } else {
            guard let memory = calloc(max(count, 1), 1) else { fatalError("cannot allocate \(count) bytes") }
            mutableBytes = UnsafeMutableRawBufferPointer(start: memory, count: count)
        }
    }

    deinit {
        if let mapping { HugePages.unmap(mapping) } else { free(mutableBytes.baseAddress) }
    }

    /// Calls `body` with the bytes, which stay valid until it returns.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeRawBufferPointer(mutableBytes)) }
    }
}
