import Foundation
import Testing

/// The corpus of malformed scenes (`Tests/MalformedScenes`, with each file's message in `expected.txt`):
/// each makes `render` and `layout` exit with 65 and the expected message, and write nothing.
@Suite struct MalformedSceneTests {
    static let expectations: [String] = (try? String(contentsOf: corpusFolder.appendingPathComponent("expected.txt"), encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? []

    @MainActor @Test func theCorpusHoldsAtLeastFortyScenes() throws {
        #expect(Self.expectations.count >= 40)
        let scenes = try files(in: corpusFolder).filter { $0.hasSuffix(".json") }
        #expect(scenes == Self.expectations.compactMap { $0.components(separatedBy: ": ").first }.sorted())
    }

    @MainActor @Test(arguments: expectations)
    func isReportedAndWritesNothing(expectation: String) throws {
        let name = try #require(expectation.components(separatedBy: ": ").first)
        try withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: corpusFolder.appendingPathComponent(name), to: scene)
            let previous = folder.appendingPathComponent("previous.png")
            try Data("previous".utf8).write(to: previous)
            for arguments in [["render", name, "-o", "out.png"], ["render", name, "-o", "previous.png"], ["layout", name]] {
                let run = try easel(arguments, in: folder)
                #expect(run.status == 65, "\(arguments)")
                #expect(run.stderr == expectation + "\n", "\(arguments)")
                #expect(run.stdout.isEmpty)
            }
            #expect(try files(in: folder) == [name, "previous.png"].sorted())
            #expect(try Data(contentsOf: previous) == Data("previous".utf8))
        }
    }
}
