import Foundation
import Synchronization

/// The threads that render, and the bounded queue in front of them: back-pressure for `easel serve`.
///
/// Rules:
/// 1. `threads` long-lived threads (8 MiB stacks, as `ParallelJobs`' workers, each keeping its own
///    Pango context across renders) run at most that many jobs at once.
/// 2. A job that finds every thread busy waits in a queue of at most `queueLength` jobs; past that it
///    is refused at once (`RenderPoolError.queueFull`), which the server answers 503 with `Retry-After`.
/// 3. A caller waits at most `timeout` for its job (queued and running); then it gets
///    `RenderPoolError.timedOut` (503). The job itself runs to its end, since a render cannot be
///    interrupted half way: its thread stays counted as busy, so the bound of rule 1 holds.
/// 4. `shutDown()` lets the threads finish the queued jobs and end.
final class RenderPool: Sendable {
    enum RenderPoolError: Error { case queueFull, timedOut, shutDown }

    private struct Job {
        var work: @Sendable () -> Void
    }

    private struct State {
        var queue: [Job] = []
        var queueStart = 0
        var running = 0
        var isShutDown = false
        var queued: Int { queue.count - queueStart }
    }

    let threads: Int
    let queueLength: Int
    let timeout: Duration
    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let metrics: ServerMetrics?

    init(threads: Int, queueLength: Int, timeout: Duration, metrics: ServerMetrics? = nil) {
        (self.threads, self.queueLength, self.timeout, self.metrics) = (max(1, threads), max(0, queueLength), timeout, metrics)
        for index in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.name = "easel-render-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// The number of jobs waiting for a thread, and the number running.
    var load: (queued: Int, running: Int) { state.withLock { ($0.queued, $0.running) } }

    /// Runs `body` on a render thread and returns its result, or throws as rules 2 and 3 say.
    func run<Output: Sendable>(_ body: @escaping @Sendable () throws -> Output) async throws -> Output {
        let outcome = Outcome<Output>()
        let job = Job { outcome.complete(Result(catching: body)) }
        try state.withLock { state in
            guard !state.isShutDown else { throw RenderPoolError.shutDown }
            guard state.queued < queueLength + max(0, threads - state.running) else { throw RenderPoolError.queueFull }
            state.queue.append(job)
        }
        reportLoad()
        wakeUp.signal()
        return try await outcome.value(within: timeout)
    }

    /// Ends the threads once the queue is empty.
    func shutDown() {
        state.withLock { $0.isShutDown = true }
        for _ in 0..<threads { wakeUp.signal() }
    }

    private func work() {
        while true {
            wakeUp.wait()
            let job: Job? = state.withLock { state in
                guard state.queued > 0 else { return nil }
                let job = state.queue[state.queueStart]
                state.queueStart += 1
                if state.queueStart > 256, state.queueStart * 2 > state.queue.count {
                    state.queue.removeFirst(state.queueStart)
                    state.queueStart = 0
                }
                state.running += 1
                return job
            }
            guard let job else {
                if state.withLock({ $0.isShutDown && $0.queued == 0 }) { return }
                continue
            }
            reportLoad()
            job.work()
            state.withLock { $0.running -= 1 }
            reportLoad()
        }
    }

    private func reportLoad() {
        guard let metrics else { return }
        let (queued, running) = load
        metrics.queueDepth.set(Int64(queued))
        metrics.inFlightRenders.set(Int64(running))
    }
}

/// A result that one thread sets once and one task awaits, for at most a given time.
private final class Outcome<Output: Sendable>: Sendable {
    private enum State {
        case pending
        case waiting(CheckedContinuation<Output, any Error>)
        case done(Result<Output, any Error>)
        case finished
    }

    private let state = Mutex(State.pending)

    func complete(_ result: Result<Output, any Error>) {
        let continuation: CheckedContinuation<Output, any Error>? = state.withLock { state in
            switch state {
            case .pending:
                state = .done(result)
                return nil
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .done, .finished:
                return nil
            }
        }
        continuation?.resume(with: result)
    }

    func value(within timeout: Duration) async throws -> Output {
        let timer = Task {
            try await Task.sleep(for: timeout)
            self.complete(.failure(RenderPool.RenderPoolError.timedOut))
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Output, any Error>? = state.withLock { state in
                switch state {
                case .pending:
                    state = .waiting(continuation)
                    return nil
                case .done(let result):
                    state = .finished
                    return result
                case .waiting, .finished:
                    return .failure(RenderPool.RenderPoolError.timedOut)
                }
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
