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

    /// The same picture with the word as SVG text, for the information row beside S1: the SVG Easel
    /// writes has the word as glyph outlines, which rsvg-convert only fills, while this one librsvg lays
    /// out with Pango, as Easel lays out the scene's text.
    static let textSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#FFFFFF"/>\
        <text x="100" y="56.5" text-anchor="middle" font-family="Inter" font-size="17">Hello</text></svg>
        """

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
        let textFile = context.scratch.appendingPathComponent("tiny-text.svg")
        try Data(textSVG.utf8).write(to: textFile)
        let text = try ProcessComparison(rounds: context.rounds, easel: easel, ["render", json.path, "-o", ours.path],
                                         rsvgConvert: textFile, to: theirs).comparison
        return [Row("S1 start", timed: timed, comparedWith: comparedWith, ratio: start.ratio, target: .atMost(1),
                    detail: "easel \(formatSeconds(start.ours.median)), rsvg-convert \(formatSeconds(start.peer.median)) "
                        + "(medians); easel's peak memory \(processes.peakKilobytes / 1024) MB"),
                Row("S1 vs SVG text", timed: timed, comparedWith: "rsvg-convert laying out the word from SVG text (process)",
                    ratio: text.ratio, target: .none,
                    detail: "easel \(formatSeconds(text.ours.median)), rsvg-convert \(formatSeconds(text.peer.median)) (medians)")]
    }
}
