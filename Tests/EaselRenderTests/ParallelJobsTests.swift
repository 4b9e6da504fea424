import Easel
import Foundation
import Synchronization
import Testing
@testable import EaselRender

private struct JobFailed: Error, Equatable { let index: Int }

/// Counts jobs started, to check the window.
private final class Progress: Sendable {
    let started = Atomic<Int>(0)
    func start() { started.add(1, ordering: .sequentiallyConsistent) }
}

@Suite struct ParallelJobsTests {
    @Test func deliversEveryResultInOrder() throws {
        var delivered: [Int] = []
        // Later jobs finish sooner (earlier ones sleep longer), yet come out in order.
        try ParallelJobs.run(count: 40, threads: 4, job: { index in
            usleep(UInt32((40 - index) * 200))
            return index * index
        }, deliver: { index, result in
            let value = try result.get()
            #expect(value == index * index)
            delivered.append(index)
        })
        #expect(delivered == Array(0..<40))
    }

    @Test func aFailingJobDeliversItsErrorInItsPlace() throws {
        var outcomes: [Int: Bool] = [:]
        try ParallelJobs.run(count: 10, threads: 3, job: { index in
            if index % 4 == 1 { throw JobFailed(index: index) }
            return index
        }, deliver: { index, result in
            switch result {
            case .success(let value): #expect(value == index); outcomes[index] = true
            case .failure(let error): #expect(error as? JobFailed == JobFailed(index: index)); outcomes[index] = false
            }
        })
        // 1, 5 and 9 failed; the other seven went on.
        #expect(outcomes.filter { !$0.value }.keys.sorted() == [1, 5, 9])
        #expect(outcomes.count == 10)
    }

    @Test func keepsAtMostTheWindowOfJobsAhead() throws {
        // While result `index` is being delivered, jobs up to `index + window` may have started, no more.
        let progress = Progress()
        var worst = 0
        try ParallelJobs.run(count: 50, threads: 4, window: 3, job: { index in
            progress.start()
            return index
        }, deliver: { index, _ in
            usleep(300) // a slow writer: the workers would run ahead without the window
            worst = max(worst, progress.started.load(ordering: .sequentiallyConsistent) - (index + 1))
        })
        #expect(progress.started.load(ordering: .relaxed) == 50)
        #expect(worst <= 3)
    }

    @Test func aFailingDeliveryStopsNewJobs() {
        let progress = Progress()
        #expect(throws: JobFailed(index: 2)) {
            try ParallelJobs.run(count: 1_000, threads: 2, window: 4, job: { index in
                progress.start()
                return index
            }, deliver: { index, _ in
                if index == 2 { throw JobFailed(index: 2) }
            })
        }
        // Jobs 0–2 delivered, so at most 3 + 4 were ever started.
        #expect(progress.started.load(ordering: .relaxed) <= 7)
    }

    /// Views rendered on several threads, each with its own Pango context, give the bytes one thread gives.
    @Test func rendersTheSameBytesAsOneThread() throws {
        let words = ["Cat", "Goldfish", "Dog", "Best pet", "Votes: 25", "שלום", "猫"]
        @Sendable func render(_ index: Int) throws -> Data {
            let renderer = ImageRenderer(content: VStack { Text(words[index % words.count]).font(.title); Color.orange.frame(width: 20, height: 4) })
            renderer.scale = 2
            return try renderer.pngData()
        }
        let sequential = try (0..<14).map(render)
        var parallel: [Data] = []
        try ParallelJobs.run(count: 14, threads: 3, job: { try render($0) }, deliver: { _, result in parallel.append(try result.get()) })
        #expect(parallel == sequential)
    }
}
