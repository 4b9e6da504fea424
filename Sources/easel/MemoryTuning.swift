#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator set for rendering many large pictures in a row (the frames of an animation, the
/// scenes of a batch): blocks up to 32 MiB — a frame's pixels at 3× are 12 MB — come from the heap
/// instead of mappings of their own, and up to 128 MiB of freed memory stays in the heap instead of
/// going back to the kernel. Frame after frame then reuses the same pages instead of faulting in fresh
/// zeroed ones, which cost the animation writers about a quarter of their time.
enum MemoryTuning {
    static func keepLargeBlocksInTheHeap() {
        #if canImport(Glibc)
        // `mallopt` and its parameters (M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3) are in <malloc.h>,
        // which Swift's Glibc module leaves out.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, 32 << 20)
        _ = mallopt(-1, 128 << 20)
        #endif
    }
}
