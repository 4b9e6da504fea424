import BenchmarkScenes
import Easel
import Foundation

/// C1 card: a 1200 × 630 card at 1× (`BenchmarkCard`: a circle, two lines of heading, a wrapped
/// paragraph, a progress bar), from the view to PNG bytes, against Takumi (PyPI `pytakumi`, a Rust
/// renderer of flexbox node trees) rendering the same card, built as its node tree with the same Inter
/// files, to PNG bytes; and the two PNGs' sizes, each at its renderer's default compression.
///
/// Timed on our side: `ImageRenderer.pngData()` (resolve, layout, text, drawing, encoding). On Takumi's:
/// its render call alone (`Renderer.render`), the node tree built and the fonts registered beforehand;
/// both warm (one untimed render each first), both in CPU time of the calling thread.
enum C1Card {
    static func rows(_ context: BenchContext) throws -> [Row] {
        let worker = try LineWorker(executable: context.options.python,
                                    arguments: [Options.scripts.appendingPathComponent("takumi_worker.py").path])
        _ = try worker.ask(["command": "build", "card": BenchmarkCard.spec])
        let renderer = ImageRenderer(content: BenchmarkCard())
        let png = try renderer.pngData()
        let takumiFile = context.scratch.appendingPathComponent("takumi-card.png")
        _ = try worker.ask(["command": "write", "path": takumiFile.path])
        let takumiBytes = try Data(contentsOf: takumiFile).count

        context.log("C1 vs Takumi")
        let comparison = try Comparison(rounds: context.rounds, ours: {
            try Clock.cpuSeconds { _ = try renderer.pngData() }
        }, peer: {
            guard let seconds = try worker.ask(["command": "time"])["seconds"] as? Double else {
                throw SubprocessError(description: "no time from Takumi")
            }
            return seconds
        })
        return [
            Row("C1 vs Takumi", timed: "card 1200 × 630 view → PNG bytes", comparedWith: "Takumi's render call, same card",
                ratio: comparison.ratio, target: .atMost(0.5),
                detail: "ours \(formatSeconds(comparison.ours.median)), Takumi \(formatSeconds(comparison.peer.median)) (medians)"),
            Row("C1 file size", timed: "our PNG (default compression)", comparedWith: "Takumi's PNG",
                ratio: Double(png.count) / Double(takumiBytes), target: .atMost(1),
                detail: "ours \(png.count) bytes, Takumi's \(takumiBytes) bytes"),
        ]
    }
}
