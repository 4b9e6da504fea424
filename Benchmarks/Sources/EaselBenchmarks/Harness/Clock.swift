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
    /// CPU seconds the calling thread has used so far.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU seconds every thread of the process has used so far.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds on a monotonic clock.
    static func wallSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU seconds `body` takes on the calling thread.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUSeconds()
        try body()
        return threadCPUSeconds() - start
    }

    /// The CPU seconds `body` takes on all threads of the process: for work that hands part of itself
    /// to other threads and waits for them.
    static func processCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = processCPUSeconds()
        try body()
        return processCPUSeconds() - start
    }
}
