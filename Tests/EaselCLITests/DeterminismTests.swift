import Easel
import EaselScene
import Foundation
import Testing

/// The same input gives byte-identical files: PNG, SVG and PDF (its creation date fixed), GIF and APNG,
/// across separate runs of `easel` (each process seeds Swift's hashing afresh, so an order taken from a
/// `Set` or `Dictionary` would show) and across thread counts (1, 2 and 4).
@Suite struct DeterminismTests {
    /// The poll scene (text in every weight, a grid, progress bars, a radial layout, an image) rendered
    /// by two runs of `easel render` to each format.
    @MainActor @Test(arguments: ["png", "svg", "pdf"])
    func renderIsByteIdenticalAcrossRuns(format: String) throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("poll.json").path
            for run in ["1", "2"] {
                let result = try easel(["render", scene, "-o", "\(run).\(format)", "--scale", "1"], in: folder)
                #expect(result.status == 0, "\(result.stderr)")
            }
            let first = try Data(contentsOf: folder.appendingPathComponent("1.\(format)"))
            #expect(!first.isEmpty)
            #expect(first == (try Data(contentsOf: folder.appendingPathComponent("2.\(format)"))))
            if format == "pdf" { #expect(String(decoding: first, as: UTF8.self).contains("/CreationDate (20000101000000Z)")) }
        }
    }

    /// A few rounds of the poll's voting animated to GIF and to APNG by three runs of `easel poll`, with 1,
    /// 2 and 4 threads: separate processes as well as different thread counts.
    @MainActor @Test(arguments: ["gif", "png"])
    func animationIsByteIdenticalAcrossRunsAndThreadCounts(format: String) throws {
        try withTemporaryFolder { folder in
            let timeline = repository.appendingPathComponent("Examples/timelines/poll-rounds.json").path
            let runs = ["1", "2", "4"]
            for (index, threads) in runs.enumerated() {
                let result = try easel(["poll", "--timeline", timeline, "--sort", "-o", "\(index).\(format)", "--width", "200",
                                        "--height", "300", "--scale", "1", "--fps", "10", "--hold", "0.1", "--threads", threads], in: folder)
                #expect(result.status == 0, "\(result.stderr)")
            }
            let first = try Data(contentsOf: folder.appendingPathComponent("0.\(format)"))
            #expect(first.count > 1_000)
            for index in 1..<runs.count {
                #expect(first == (try Data(contentsOf: folder.appendingPathComponent("\(index).\(format)"))),
                        "\(runs[index]) threads (run \(index)) differs from 1 thread")
            }
        }
    }

    /// In one process, the poll scene rendered to each format on 1, 2 and 4 threads at once (each thread
    /// with its own Pango context) gives the same bytes every time.
    @Test func renderIsByteIdenticalOnEveryThread() async throws {
        let data = try Data(contentsOf: examplesFolder.appendingPathComponent("poll.json"))
        let scene = try SceneDocument(json: data, baseDirectory: examplesFolder)
        let expected = try RenderFormat.allCases.map { try scene.renderer().data(format: $0) }
        for threads in [1, 2, 4] {
            try await OrderedPipeline.run(count: 8, concurrency: threads, produce: { index -> Data in
                let format = RenderFormat.allCases[index % RenderFormat.allCases.count]
                let scene = try SceneDocument(json: data, baseDirectory: examplesFolder)
                return try scene.renderer().data(format: format)
            }, consume: { index, bytes in
                #expect(bytes == expected[index % RenderFormat.allCases.count], "job \(index) on \(threads) threads")
            })
        }
    }
}
