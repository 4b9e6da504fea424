// Easel's benchmark suite. `make bench` at the top of the repository runs it; see Benchmarks/README.md.
import Foundation

/// The cases, in the order of the table. Each returns its rows; one that throws gets an error row.
let cases: [(id: String, timed: String, comparedWith: String, rows: (BenchContext) throws -> [Row])] = [
    ("L1", "layout pass", "Taffy flexbox", L1Layout.rows),
    ("L2", "layout pass per node", "depth 10", L2Growth.rows),
    ("T1", "text measurement", "raw Pango loop", T1Text.rows),
    ("R1", "poll → PNG", "Cairo, rsvg-convert", R1Render.rows),
    ("A1", "animation frames", "encode floor", A1Animation.rows),
    ("S1", "easel render (process)", "rsvg-convert (process)", S1Start.rows),
    ("P1", "easel poll (process)", "rsvg-convert (process)", P1PollProcess.rows),
    ("E1", "shadowed card → PNG", "same card, no shadows", E1Effects.rows),
    ("I1", "poll → JPEG, WebP", "poll → PNG", I1ImageEncoding.rows),
    ("V1", "race → GIF, WebP, MP4 (process)", "render floor", V1RaceVideo.rows),
    ("I2", "card with an SVG image → PNG", "same card, a PNG image", I2Images.rows),
    ("C1", "card → PNG", "Takumi", C1Card.rows),
    ("G1", "charts → PNG", "matplotlib", G1Charts.rows),
]

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let context = BenchContext(options: options, scratch: scratch)

    var rows: [Row] = []
    for benchCase in cases where options.runs(benchCase.id) {
        FileHandle.standardError.write(Data("\(benchCase.id)…\n".utf8))
        do {
            rows += try benchCase.rows(context)
        } catch {
            rows.append(.failed(benchCase.id, timed: benchCase.timed, comparedWith: benchCase.comparedWith, target: .none, error: error))
        }
    }
    let report = Report(rows: rows, machine: Machine(repository: Options.repository), rounds: options.rounds)
    print(report.plainTable)
    print("")
    print(report.details)
    if options.writesResults {
        let url = try report.write(to: options.results)
        FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("EaselBenchmarks: \(error)\n".utf8))
    exit(1)
}
