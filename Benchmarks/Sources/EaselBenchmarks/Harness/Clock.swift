#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clocks the suite reads.
///
/// In-process cases are timed in CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): the time
/// the thread ran, not the time it waited while other processes held the cores. On a shared, busy
/// machine that is far steadier than wall time, and both sides of a comparison are measured the same way.
/// Work that runs on threads of its own while the caller waits (the layout pass of a very deep tree,
/// `DeepRecursion`) is timed in CPU time of the whole process instead.
enum Clock {
    /// The CPU seconds `body` takes on the calling thread.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        try elapsed(on: CLOCK_THREAD_CPUTIME_ID, body)
    }

    /// The CPU seconds `body` takes on all threads of the process: for work that hands part of itself
    /// to other threads and waits for them.
    static func processCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
        try elapsed(on: CLOCK_PROCESS_CPUTIME_ID, body)
    }

    private static func elapsed(on clock: clockid_t, _ body: () throws -> Void) rethrows -> Double {
        let start = seconds(on: clock)
        try body()
        return seconds(on: clock) - start
    }

    private static func seconds(on clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
