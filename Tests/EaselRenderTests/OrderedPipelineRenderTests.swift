import Easel
import Foundation
import Testing
@testable import EaselRender

@Suite struct OrderedPipelineRenderTests {
    /// Views rendered on several tasks at once, each thread with its own Pango context, give the bytes one
    /// thread gives, in order.
    @Test func rendersTheSameBytesAsOneThread() async throws {
        let words = ["Cat", "Goldfish", "Dog", "Best pet", "Votes: 25", "שלום", "猫"]
        @Sendable func render(_ index: Int) throws -> Data {
            let renderer = ImageRenderer(content: VStack { Text(words[index % words.count]).font(.title); Color.orange.frame(width: 20, height: 4) })
            renderer.scale = 2
            return try renderer.pngData()
        }
        let sequential = try (0..<14).map(render)
        var parallel: [Data] = []
        try await OrderedPipeline.run(count: 14, concurrency: 3, produce: { try render($0) }, consume: { _, data in parallel.append(data) })
        #expect(parallel == sequential)
    }

    /// A producer that returns a `Result` keeps the others going when one fails, as a batch does.
    @Test func failuresReturnedAsResultsDoNotStopTheOthers() async throws {
        struct Failed: Error {}
        var outcomes: [Bool] = []
        try await OrderedPipeline.run(count: 10, concurrency: 3, produce: { index in
            Result { () throws -> Int in
                if index % 4 == 1 { throw Failed() }
                return index
            }
        }, consume: { index, result in
            outcomes.append((try? result.get()) == index)
        })
        #expect(outcomes == (0..<10).map { $0 % 4 != 1 })
    }
}
