import Foundation
import Testing

/// The bad-input corpus (`Tests/BadInputs`): one JSON file per case, each a command run against files
/// made for it, with the exit status and a stable part of the message it must give.
///
/// A case holds:
/// - `"arguments"`: the command line after `easel`;
/// - `"files"`: files to make first, name → contents (a string is written as it is, any other JSON value
///   as JSON); `"copies"`: name → a file of the repository to copy; `"generated"`: name → one of
///   `{"deepScene": levels}`, `{"wideScene": texts}`, `{"longText": bytes}`, `{"pngHeader": [width,
///   height]}` (a PNG signature and header declaring that size, and nothing else), `{"repeated":
///   [before, text, count, after]}` (`text` written `count` times between the two);
/// - `"stdin"`: text for standard input (optional);
/// - `"status"` and `"message"` (a substring of stderr, with the JSON path where there is one; `$FOLDER`
///   stands for the folder the case runs in);
/// - `"outputs"`: the outputs the command would write (by default the value of `-o`); `[]` when the
///   output cannot exist (its folder is missing).
///
/// Each case runs twice: as it is, after which the folder holds exactly the files made for it (nothing
/// written, no temporary file left); and with each output already there (a file, or a folder holding a
/// frame), which must be left byte for byte as it was.
@Suite struct BadInputTests {
    static let folder = repository.appendingPathComponent("Tests/BadInputs")
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @MainActor @Test func theCorporaHoldAtLeastAHundredCases() throws {
        let scenes = try files(in: corpusFolder).filter { $0.hasSuffix(".json") }
        #expect(Self.names.count >= 40)
        #expect(scenes.count + Self.names.count >= 100)
    }

    @MainActor @Test(arguments: names)
    func failsWithItsMessageAndTouchesNothing(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name) should be an object")
        let arguments = try #require(spec["arguments"] as? [String])
        let status = try #require(spec["status"] as? Int)
        let message = try #require(spec["message"] as? String)
        let outputs = spec["outputs"] as? [String] ?? arguments.firstIndex(of: "-o").flatMap { arguments.indices.contains($0 + 1) ? [arguments[$0 + 1]] : nil } ?? []
        for existing in [false, true] where !existing || !outputs.isEmpty {
            try withTemporaryFolder { folder in
                try make(spec, in: folder)
                var sentinels: [URL] = []
                if existing {
                    for output in outputs {
                        let url = folder.appendingPathComponent(output)
                        let file = output.hasSuffix("/") ? url.appendingPathComponent("frame_00000.png") : url
                        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data("before \(name)".utf8).write(to: file)
                        sentinels.append(file)
                    }
                }
                let before = try tree(folder)
                let run = try easel(arguments, in: folder, stdin: (spec["stdin"] as? String).map { Data($0.utf8) })
                #expect(run.status == Int32(status), "\(name): \(run.stderr)")
                let expected = message.replacingOccurrences(of: "$FOLDER", with: folder.resolvingSymlinksInPath().path)
                #expect(run.stderr.contains(expected), "\(name): \(run.stderr)")
                #expect(run.stdout.isEmpty, "\(name)")
                #expect(try tree(folder) == before, "\(name) changed its folder")
                for sentinel in sentinels {
                    #expect(try Data(contentsOf: sentinel) == Data("before \(name)".utf8), "\(name) changed \(sentinel.lastPathComponent)")
                }
            }
        }
    }

    /// Makes the case's files in `folder`.
    private func make(_ spec: [String: Any], in folder: URL) throws {
        for (name, contents) in spec["files"] as? [String: Any] ?? [:] {
            let data = try (contents as? String).map { Data($0.utf8) } ?? JSONSerialization.data(withJSONObject: contents, options: [.fragmentsAllowed])
            try write(data, to: folder.appendingPathComponent(name))
        }
        for (name, source) in spec["copies"] as? [String: String] ?? [:] {
            try write(try Data(contentsOf: repository.appendingPathComponent(source)), to: folder.appendingPathComponent(name))
        }
        for (name, recipe) in spec["generated"] as? [String: Any] ?? [:] {
            try write(try Self.generate(try #require(recipe as? [String: Any])), to: folder.appendingPathComponent(name))
        }
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A generated input (see the suite's documentation).
    static func generate(_ recipe: [String: Any]) throws -> Data {
        if let levels = recipe["deepScene"] as? Int {
            let open = String(repeating: #"{"type": "VStack", "children": ["#, count: levels)
            return Data((#"{"root": "# + open + #"{"type": "Text", "text": "deep"}"# + String(repeating: "]}", count: levels) + "}").utf8)
        }
        if let texts = recipe["wideScene"] as? Int {
            let children = Array(repeating: #"{"type": "Text", "text": "wide"}"#, count: texts).joined(separator: ",")
            return Data(#"{"root": {"type": "VStack", "children": [\#(children)]}}"#.utf8)
        }
        if let bytes = recipe["longText"] as? Int {
            return Data(#"{"root": {"type": "Text", "text": "\#(String(repeating: "a", count: bytes))"}}"#.utf8)
        }
        if let parts = recipe["repeated"] as? [Any], parts.count == 4, let before = parts[0] as? String, let text = parts[1] as? String,
           let count = parts[2] as? Int, let after = parts[3] as? String {
            return Data((before + String(repeating: text, count: count) + after).utf8)
        }
        if let size = recipe["pngHeader"] as? [Int], size.count == 2 {
            var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            for value in size { header += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
            return Data(header + [8, 6, 0, 0, 0, 0, 0, 0, 0])
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// Every file and folder under `folder` (hidden ones included) with its contents, to compare.
    private func tree(_ folder: URL) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return entries }
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
            entries[path] = isFolder.boolValue ? Data("folder".utf8) : (FileManager.default.contents(atPath: full) ?? Data())
        }
        return entries
    }
}
