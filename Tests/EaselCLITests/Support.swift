import EaselTestSupport
import Foundation
import Testing

/// The repository's folder, for the example scenes and the malformed-scene corpus.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let examplesFolder = repository.appendingPathComponent("Examples/scenes")
let corpusFolder = repository.appendingPathComponent("Tests/MalformedScenes")

/// The `easel` binary SwiftPM built next to the test bundle (the test target depends on it).
let easelBinary: URL? = {
    let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return candidates.map { $0.appendingPathComponent("easel") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// What a run of `easel` did.
typealias Run = ToolRun

/// A fresh folder for one test's files, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// A fresh folder for one test's files, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// Runs `easel arguments…` in `directory`, with `stdin` as its standard input (and `environment`, when
/// given, in place of the test's), and waits for it. Its output goes through files outside `directory`,
/// so the folder holds only what `easel` wrote.
func easel(_ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String]? = nil) throws -> Run {
    let binary = try #require(easelBinary, "the easel binary should be built next to the tests")
    return try runTool(binary.path, arguments, in: directory, stdin: stdin, environment: environment)
}

/// The files in `folder`, sorted.
func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The pixel size in a PNG's header (IHDR), or nil when the data is not a PNG.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
          bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}

/// The `width="…px" height="…px"` of an SVG document.
func svgSize(_ data: Data) -> (width: Int, height: Int)? {
    let text = String(decoding: data.prefix(1000), as: UTF8.self)
    guard let width = text.firstMatch(of: /width="(\d+)px"/), let height = text.firstMatch(of: /height="(\d+)px"/) else { return nil }
    return (Int(width.1) ?? 0, Int(height.1) ?? 0)
}

/// The page size of a one-page PDF, in points.
func pdfPageSize(_ data: Data) -> (width: Double, height: Double)? {
    let text = String(decoding: data, as: UTF8.self)
    guard let box = text.firstMatch(of: /\/MediaBox \[ *0 +0 +([\d.]+) +([\d.]+) *\]/) else { return nil }
    return (Double(box.1) ?? 0, Double(box.2) ?? 0)
}
