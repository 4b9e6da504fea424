import Easel
import Foundation

/// S1 start: `easel render tiny.json -o tiny.png` as a process — start-up, reading the scene, layout,
/// drawing, encoding, writing — against `rsvg-convert` turning a tiny SVG of the same picture into a PNG.
/// Both are timed by the CPU time of the process (user and system, from `wait4`).
///
/// It runs when `make bench` finds the `easel` tool (it builds the `easel` product in release and passes
/// it with `--easel`); until the command-line tool exists the row is pending.
enum S1Start {
    static let timed = "`easel render tiny.json -o tiny.png` (process)"
    static let comparedWith = "rsvg-convert on a tiny SVG (process)"

    /// The scene, in the scene format of `docs/`: a word on a white 200 × 100 canvas.
    static let scene = """
        {"canvas": {"width": 200, "height": 100, "scale": 1, "background": "#FFFFFF"},
         "root": {"type": "Text", "text": "Hello"}}
        """

    /// The same picture as a view, for the SVG rsvg-convert reads.
    static var view: some View { Text("Hello").frame(width: 200, height: 100).background(Color.white) }

    static func rows(_ context: BenchContext) throws -> [Row] {
        guard let easel = context.options.easel, FileManager.default.isExecutableFile(atPath: easel) else {
            return [.pending("S1 start", timed: timed, comparedWith: comparedWith, target: .atMost(1),
                             reason: "needs `easel render`, the command-line tool; `make bench` passes it with `--easel` once it builds")]
        }
        let json = context.scratch.appendingPathComponent("tiny.json"), svg = context.scratch.appendingPathComponent("tiny.svg")
        try Data(scene.utf8).write(to: json)
        try ImageRenderer(content: view).svgData().write(to: svg)
        let ours = context.scratch.appendingPathComponent("tiny.png"), theirs = context.scratch.appendingPathComponent("tiny-rsvg.png")

        context.log("S1")
        let processes = try ProcessComparison(rounds: context.rounds, easel: easel, ["render", json.path, "-o", ours.path],
                                              rsvgConvert: svg, to: theirs)
        let start = processes.comparison
        return [Row("S1 start", timed: timed, comparedWith: comparedWith, ratio: start.ratio, target: .atMost(1),
                    detail: "easel \(formatSeconds(start.ours.median)), rsvg-convert \(formatSeconds(start.peer.median)) "
                        + "(medians); easel's peak memory \(processes.peakKilobytes / 1024) MB")]
    }
}
