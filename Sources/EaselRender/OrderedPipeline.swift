import Foundation

/// Produces the items 0 ..< count on parallel child tasks and hands them to a consumer in order: Easel's
/// one parallel runner, the streaming shape of every animation output (frames rendered and encoded on all
/// cores, written one after the other) and of a batch (scenes rendered on all cores, reported in order).
///
/// Rules:
/// 1. At most `concurrency` items are being produced at once.
/// 2. An item is consumed as soon as it and every item before it are produced; the consumer runs on
///    the calling task, one item at a time, in index order.
/// 3. A new item starts only while fewer than 2 × `concurrency` items are started but not consumed,
///    so memory holds a bounded number of items whatever `count` is.
/// 4. Each item depends only on its index, so the output is the same for every `concurrency`.
/// 5. The first error (from a producer or the consumer) cancels the remaining producers and is thrown;
///    a producer whose failures must not stop the others returns a `Result`.
///
/// Items are produced on the cooperative thread pool, so at most one per core runs at a time whatever
/// `concurrency` says; views deeper than a pool thread's stack move on as `DeepRecursion` says, and text
/// is measured and drawn with a Pango context per thread.
///
/// The four-stage form puts a step that must see the items in order (`order`, on the calling task,
/// like the consumer) between two parallel ones: an item is ordered as soon as it and every item
/// before it are produced, then finished on a child task of its own (`finish`, which counts as one
/// of the `concurrency` running tasks), then consumed in order. So only `order` and `consume` are
/// serial.
package enum OrderedPipeline {
    /// What a run did, for tests of the bound.
    package struct Statistics: Sendable {
        /// The most items that were started and not yet consumed at one time.
        package var maximumOutstanding = 0
    }

    @discardableResult
    package static func run<Output: Sendable>(count: Int, concurrency: Int,
                                      produce: @escaping @Sendable (Int) async throws -> Output,
                                      consume: (Int, Output) async throws -> Void) async throws -> Statistics {
        try await run(count: count, concurrency: concurrency, produce: produce, order: { $1 }, finish: { $0 }, consume: consume)
    }

    @discardableResult
    package static func run<Produced: Sendable, Ordered: Sendable, Finished: Sendable>(
        count: Int, concurrency: Int,
        produce: @escaping @Sendable (Int) async throws -> Produced,
        order: (Int, Produced) async throws -> Ordered,
        finish: @escaping @Sendable (Ordered) async throws -> Finished,
        consume: (Int, Finished) async throws -> Void) async throws -> Statistics {
        let concurrency = min(max(1, concurrency), max(1, count))
        var statistics = Statistics()
        try await withThrowingTaskGroup(of: Stage<Produced, Finished>.self) { group in
            var (started, ordered, consumed, running) = (0, 0, 0, 0)
            var produced: [Int: Produced] = [:]
            var finished: [Int: Finished] = [:]
            while true {
                while started < count, running < concurrency, started - consumed < 2 * concurrency {
                    let index = started
                    group.addTask { .produced(index, try await produce(index)) }
                    started += 1
                    running += 1
                }
                statistics.maximumOutstanding = max(statistics.maximumOutstanding, started - consumed)
                guard let result = try await group.next() else { break }
                running -= 1
                switch result {
                case .produced(let index, let output):
                    produced[index] = output
                    while let next = produced.removeValue(forKey: ordered) {
                        let (index, item) = (ordered, try await order(ordered, next))
                        ordered += 1
                        group.addTask { .finished(index, try await finish(item)) }
                        running += 1
                    }
                case .finished(let index, let output):
                    finished[index] = output
                }
                while let next = finished.removeValue(forKey: consumed) {
                    try await consume(consumed, next)
                    consumed += 1
                }
            }
        }
        return statistics
    }

    /// An item that a child task produced or finished.
    private enum Stage<Produced: Sendable, Finished: Sendable>: Sendable {
        case produced(Int, Produced)
        case finished(Int, Finished)
    }

    /// One producer per processor core.
    package static var defaultConcurrency: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
