import Foundation

/// P1 poll process: `easel poll -o poll.png` as a process — the pet poll at 390 × 844 points, 3×
/// (1170 × 2532 pixels), with everything a command-line user pays: start-up, fontconfig and Pango's
/// set-up, the first layout and drawing, PNG encoding, writing — against `rsvg-convert` turning Easel's
/// SVG of the same poll (written by `easel poll -o poll.svg` beforehand) into a PNG of the same size.
/// Both are timed by the CPU time of the process (user and system, from `wait4`), rounds alternating, as
/// S1 times its processes. R1's row against rsvg-convert times the same render in-process, warm.
///
/// It runs when `make bench` finds the `easel` tool (`--easel`); until then the row is pending.
enum P1PollProcess {
    static let timed = "`easel poll -o poll.png` (process)"
    static let comparedWith = "rsvg-convert on our SVG of the poll (process)"

    static func rows(_ context: BenchContext) throws -> [Row] {
        guard let easel = context.options.easel, FileManager.default.isExecutableFile(atPath: easel) else {
            return [.pending("P1 poll process", timed: timed, comparedWith: comparedWith, target: .atMost(0.4),
                             reason: "needs `easel poll`, the command-line tool; `make bench` passes it with `--easel` once it builds")]
        }
        let svg = context.scratch.appendingPathComponent("p1-poll.svg")
        let ours = context.scratch.appendingPathComponent("p1-poll.png"), theirs = context.scratch.appendingPathComponent("p1-rsvg.png")
        let written = try Subprocess.run(easel, ["poll", "-o", svg.path])
        guard written.succeeded else { throw SubprocessError(description: "easel poll -o poll.svg: \(written.standardError)") }

        context.log("P1")
        let processes = try ProcessComparison(rounds: context.rounds, easel: easel, ["poll", "-o", ours.path],
                                              rsvgConvert: svg, to: theirs)
        let poll = processes.comparison
        let (ourPixels, theirPixels) = (try CairoImage(png: Data(contentsOf: ours)), try CairoImage(png: Data(contentsOf: theirs)))
        return [Row("P1 poll process", timed: timed, comparedWith: comparedWith, ratio: poll.ratio, target: .atMost(0.4),
                    detail: "easel \(formatSeconds(poll.ours.median)), rsvg-convert \(formatSeconds(poll.peer.median)) (medians); "
                        + "PNGs \(ourPixels.width) × \(ourPixels.height) and \(theirPixels.width) × \(theirPixels.height) pixels; "
                        + "easel's peak memory \(processes.peakKilobytes / 1024) MB")]
    }
}
