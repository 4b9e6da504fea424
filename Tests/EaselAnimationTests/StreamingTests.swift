import Easel
import Foundation
import Synchronization
import Testing
@testable import EaselAnimation

/// Frames are rendered and encoded in parallel, streamed to the file in order, and the output does not
/// depend on the number of threads.
@Suite struct StreamingTests {
    /// GIF, APNG, animated WebP, MP4 and frames written with 1 thread and with 4 are byte-identical.
    @MainActor @Test func outputDoesNotDependOnTheThreadCount() async throws {
        let timeline = try AnimationTimeline(states: [Mover(x: 0), Mover(x: 40), Mover(x: 10)], scale: 2,
                                             animation: .spring(response: 0.4, dampingFraction: 0.6),
                                             timing: AnimationTimeline.Timing(fps: 30, hold: 0.2))
        let folder = try temporaryFolder()
        for name in ["a.gif", "a.png", "a.webp", "a.mp4", "a/"] {
            let one = folder.appendingPathComponent("1-" + name), many = folder.appendingPathComponent("4-" + name)
            try await timeline.write(to: one, options: AnimationOutputOptions(threads: 1, dither: .floydSteinberg))
            try await timeline.write(to: many, options: AnimationOutputOptions(threads: 4, dither: .floydSteinberg))
            if name.hasSuffix("/") {
                let files = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
                #expect(files == (try FileManager.default.contentsOfDirectory(atPath: many.path).sorted()))
                for file in files {
                    #expect(try Data(contentsOf: one.appendingPathComponent(file)) == Data(contentsOf: many.appendingPathComponent(file)))
                }
            } else {
                #expect(try Data(contentsOf: one) == Data(contentsOf: many), "\(name)")
            }
        }
    }

    /// The pipeline keeps at most 2 × threads frames between starting and writing, whatever the frame
    /// count, and hands them over in order: 300 frames of 1 MB each with 3 producers never hold more
    /// than 6.
    @Test func pipelineMemoryIsBounded() async throws {
        var order: [Int] = []
        let statistics = try await OrderedPipeline.run(count: 300, concurrency: 3, produce: { index in
            if index % 7 == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
            return (index, Data(count: 1 << 20))
        }, consume: { index, output in
            #expect(output.0 == index && output.1.count == 1 << 20)
            order.append(index)
        })
        #expect(order == Array(0..<300))
        #expect(statistics.maximumOutstanding <= 6)
    }

    /// The four-stage form: `order` sees the items in index order, each finished item reaches
    /// `consume` in index order with what `order` and `finish` made of it, and at most 2 × concurrency
    /// items are between starting and being consumed, with producers and finishers sleeping at random.
    @Test func orderedStageSeesItemsInOrder() async throws {
        var (ordered, consumed): ([Int], [Int]) = ([], [])
        let statistics = try await OrderedPipeline.run(count: 200, concurrency: 3, produce: { index in
            if index % 5 == 0 { try await Task.sleep(nanoseconds: 500_000) }
            return index
        }, order: { index, value in
            ordered.append(index)
            return value * 2
        }, finish: { value in
            if value % 14 == 0 { try await Task.sleep(nanoseconds: 700_000) }
            return value + 1
        }, consume: { index, value in
            #expect(value == 2 * index + 1)
            consumed.append(index)
        })
        #expect(ordered == Array(0..<200))
        #expect(consumed == Array(0..<200))
        #expect(statistics.maximumOutstanding <= 6)
    }

    /// Any concurrency, `Int.max` included, is cut to the item count: it trapped doubling it.
    @Test func hugeConcurrencyIsCutToTheCount() async throws {
        var order: [Int] = []
        let statistics = try await OrderedPipeline.run(count: 5, concurrency: .max, produce: { $0 }, consume: { _, output in order.append(output) })
        #expect(order == Array(0..<5))
        #expect(statistics.maximumOutstanding <= 5)
    }

    /// A 300-frame GIF streams through: progress is reported once per frame, in order, and the file
    /// holds every frame.
    @MainActor @Test func longAnimationsStream() async throws {
        let timeline = try AnimationTimeline(states: [Mover(x: 0), Mover(x: 90)], environment: fixedEnvironment(),
                                             animation: .linear(duration: 10), timing: AnimationTimeline.Timing(fps: 30, hold: 0))
        #expect(timeline.frameCount == 301)
        let url = try temporaryFolder().appendingPathComponent("long.gif")
        let reports = Reports()
        try await timeline.write(to: url) { reports.append($0) }
        let progress = reports.values
        #expect(progress.map(\.completed) == Array(1...progress.count))
        #expect(progress.last?.total == progress.count)
        #expect(try DecodedGIF(path: url.path).frames.count == progress.count)
        #expect(progress.count > 250)
    }

    /// A failing producer stops the others and its error comes out; nothing hangs.
    @Test func errorsStopThePipeline() async throws {
        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            try await OrderedPipeline.run(count: 100, concurrency: 4, produce: { index in
                if index == 10 { throw Stop() }
                return index
            }, consume: { _, _ in })
        }
    }
}

/// Progress reports collected from the writer.
final class Reports: Sendable {
    private let storage = Mutex<[AnimationProgress]>([])
    func append(_ progress: AnimationProgress) { storage.withLock { $0.append(progress) } }
    var values: [AnimationProgress] { storage.withLock { $0 } }
}
