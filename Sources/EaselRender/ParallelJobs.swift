import Foundation

/// Runs numbered jobs on several threads and hands their results over in order as they complete: the
/// frames of an animation, the scenes of a batch.
///
/// The rule:
/// 1. `threads` worker threads (one per core by default, never more than there are jobs) take the jobs
///    in the order of their numbers, each running `job(index)`.
/// 2. The calling thread receives each result in number order, as soon as it and every result before it
///    are in (`deliver(index, result)`): files are written in order while later jobs still run.
/// 3. At most `window` jobs are started and not yet delivered (twice the threads by default): a worker
///    that runs that far ahead of the slowest job waits, so memory stays bounded however many jobs
///    there are.
/// 4. A job that throws delivers its error in its place; the other jobs go on. If `deliver` throws, no
///    new job starts, the running ones finish, and the error is rethrown.
///
/// Each worker is a thread of its own (with an 8 MiB stack; deeper views move on as `DeepRecursion`
/// says), and measures and draws text with its own Pango context, made once per thread.
package enum ParallelJobs {
    package static func run<Output: Sendable>(
        count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil,
        job: @escaping @Sendable (Int) throws -> Output,
        deliver: (Int, Result<Output, any Error>) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        let queue = JobQueue<Output>(count: count, window: max(1, window ?? 2 * workers))
        for _ in 0..<workers {
            let thread = Thread { queue.work(job) }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer { queue.finish(workers: workers) }
        for index in 0..<count {
            let result = queue.take(index)
            do {
                try deliver(index, result)
            } catch {
                queue.cancel()
                throw error
            }
        }
    }
}

/// The state the workers and the delivering thread share, behind one lock with a condition.
///
/// `@unchecked Sendable`: every stored property is read and written only while `condition` is locked.
private final class JobQueue<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    /// The number of the next job to start, and of the next result to deliver.
    private var next = 0
    private var delivered = 0
    /// Results in, not yet delivered.
    private var results: [Int: Result<Output, any Error>] = [:]
    private var cancelled = false
    private var finished = 0

    init(count: Int, window: Int) { (self.count, self.window) = (count, window) }

    /// A worker's loop: take the next job while the window allows, run it, store its result.
    func work(_ job: (Int) throws -> Output) {
        condition.lock()
        while true {
            while !cancelled, next < count, next >= delivered + window { condition.wait() }
            guard !cancelled, next < count else { break }
            let index = next
            next += 1
            condition.unlock()
            let result = Result { try job(index) }
            condition.lock()
            results[index] = result
            condition.broadcast()
        }
        finished += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result of job `index`, the next to deliver, and takes it.
    func take(_ index: Int) -> Result<Output, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = results.removeValue(forKey: index) {
                delivered = index + 1
                condition.broadcast()
                return result
            }
            condition.wait()
        }
    }

    /// Starts no more jobs.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until all `workers` have stopped.
    func finish(workers: Int) {
        condition.lock()
        while finished < workers { condition.wait() }
        condition.unlock()
    }
}
