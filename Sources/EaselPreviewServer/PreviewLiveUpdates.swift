import EaselPreviews
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// The watch → build → draw → announce loop of `easel preview --serve`.
///
/// - The watched files are polled every `pollInterval`; a change is acted on once a poll finds nothing
///   more changed, so several saves in a row (an editor's, a formatter's) make one build.
/// - One build or drawing runs at a time; what is asked meanwhile (saves, new options) is merged into one
///   next step, so saves during a build make one more build, not one each.
/// - A build that does not compile announces the compiler's lines and keeps the last good pictures.
///   The next build that compiles clears them.
/// - The edited files' previews are drawn first, and each picture is announced as soon as it is drawn,
///   only when its bytes changed (`PreviewBoard.drew`); then the others, which may use what changed.
public final class PreviewLiveUpdates: Service, Sendable {
    struct Pending {
        var build = false
        var draw = false
        var changed: Set<URL> = []
    }

    let producer: any PreviewProducing
    let board: PreviewBoard
    let broadcaster: UpdateBroadcaster
    let pollInterval: Duration
    let keepAliveInterval: Duration
    let logger: Logger
    private let pending = Mutex(Pending())
    private let watcher = Mutex<FileWatcher?>(nil)
    private let signals: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation
    /// Steps done, for tests that wait for one.
    private let steps = Mutex(0)

    public init(producer: any PreviewProducing, board: PreviewBoard, broadcaster: UpdateBroadcaster,
                pollInterval: Duration = .milliseconds(100), keepAliveInterval: Duration = .seconds(15), logger: Logger) {
        self.producer = producer
        self.board = board
        self.broadcaster = broadcaster
        self.pollInterval = pollInterval
        self.keepAliveInterval = keepAliveInterval
        self.logger = logger
        (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// The first build and drawing, before the server listens; the files are stamped first, so that a save
    /// during it is not missed.
    public func prepare() async {
        watcher.withLock { $0 = FileWatcher(files: (try? producer.watchedFiles()) ?? []) }
        await onThread { self.step(Pending(build: true, draw: true)) }
    }

    /// Draw every preview again (the options changed).
    public func requestDrawing() {
        pending.withLock { $0.draw = true }
        signal.yield()
    }

    /// Build and draw again, these files first.
    public func filesChanged(_ files: Set<URL>) {
        pending.withLock { pending in
            pending.build = true
            pending.changed.formUnion(files)
        }
        signal.yield()
    }

    public var completedSteps: Int { steps.withLock { $0 } }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await self.watch() }
                group.addTask { await self.keepAlive() }
                group.addTask { await self.work() }
                await group.next()
                group.cancelAll()
            }
        }
    }

    private func work() async {
        for await _ in signals {
            let next = pending.withLock { pending in
                defer { pending = Pending() }
                return pending
            }
            guard next.build || next.draw else { continue }
            await onThread { self.step(next) }
        }
    }

    /// Runs `body` on a thread of its own (the producer blocks on child processes, which must not hold
    /// one of the concurrency pool's few threads); cancelling stops the producer's child process.
    private func onThread(_ body: @escaping @Sendable () -> Void) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    body()
                    done.resume()
                }
            }
        } onCancel: {
            producer.stop()
        }
    }

    /// One build (when files changed) and drawing, announced as it goes.
    func step(_ next: Pending) {
        defer { steps.withLock { $0 += 1 } }
        if next.build {
            broadcaster.send(board.buildStarted())
            do {
                let seconds = try producer.build()
                logger.info("built", metadata: ["seconds": "\(String(format: "%.1f", seconds))"])
                broadcaster.send(board.built(seconds: seconds))
            } catch let failure as PreviewBuildFailure {
                logger.warning("the build failed", metadata: ["errors": "\(failure.lines.count)"])
                broadcaster.send(board.buildFailed(failure.lines))
                return
            } catch {
                logger.warning("the build failed: \(error)")
                broadcaster.send(board.buildFailed([String(describing: error)]))
                return
            }
        }
        let start = ContinuousClock.now
        var changed = 0
        do {
            let ids = try producer.draw(options: board.options, first: next.changed) { id, entry, png in
                guard let update = board.drew(id, entry: entry, png: png) else { return }
                changed += 1
                broadcaster.send(update)
            }
            broadcaster.send(board.finishedDrawing(ids))
            broadcaster.send(.drawn(previews: ids.count, changed: changed))
            logger.info("drew", metadata: ["previews": "\(ids.count)", "changed": "\(changed)", "seconds": "\(ContinuousClock.now - start)"])
        } catch {
            logger.warning("drawing failed: \(error)")
            broadcaster.send(board.buildFailed([String(describing: error)]))
        }
    }

    private func watch() async {
        var settling: Set<URL> = []
        while !Task.isCancelled {
            try? await Task.sleep(for: pollInterval)
            let files = (try? producer.watchedFiles()) ?? []
            let changed = watcher.withLock { watcher -> Set<URL> in
                if watcher == nil { watcher = FileWatcher(files: files) }
                return watcher!.changes(in: files)
            }
            if !changed.isEmpty {
                settling.formUnion(changed)
            } else if !settling.isEmpty {
                logger.info("changed", metadata: ["files": "\(settling.map(\.lastPathComponent).sorted().joined(separator: ", "))"])
                filesChanged(settling)
                settling = []
            }
        }
    }

    private func keepAlive() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: keepAliveInterval)
            broadcaster.send(PreviewUpdate.keepAlive)
        }
    }
}
