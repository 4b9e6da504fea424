import BenchmarkScenes
import Easel
import Foundation

/// G1 charts: `BenchmarkCharts`' two charts, 800 × 500 at 1× — 50 `BarMark`s, and one `LineMark` series of
/// 10,000 points — from the view to PNG bytes, against matplotlib (PyPI `matplotlib`, the Agg backend)
/// drawing the same data at the same size in pixels to PNG bytes.
///
/// Timed on our side: `ImageRenderer.pngData()` (the chart's marks made from the data, scales, ticks,
/// layout, text, drawing, encoding). On matplotlib's: a Figure and Axes made, `bar` or `plot` called and
/// `savefig` to PNG bytes, the data already NumPy arrays; both warm (one untimed render each first), both
/// in CPU time of the calling thread. Each side draws with its own defaults; matplotlib's include path
/// simplification (`path.simplify`), which draws the 10,000-point line with fewer vertices.
enum G1Charts {
    static func rows(_ context: BenchContext) throws -> [Row] {
        let worker = try LineWorker(executable: context.options.python,
                                    arguments: [Options.scripts.appendingPathComponent("matplotlib_worker.py").path])
        _ = try worker.ask(["command": "build", "spec": BenchmarkCharts.spec])
        var rows: [Row] = []
        for (chart, view, label) in [("bars", AnyView(BenchmarkCharts.Bars()), "50 BarMarks"),
                                     ("line", AnyView(BenchmarkCharts.Line()), "LineMark of 10,000 points")] {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: BenchmarkCharts.width, height: BenchmarkCharts.height)
            let png = try renderer.pngData()
            let peerFile = context.scratch.appendingPathComponent("matplotlib-\(chart).png")
            _ = try worker.ask(["command": "write", "chart": chart, "path": peerFile.path])
            let peerBytes = try Data(contentsOf: peerFile).count

            context.log("G1 \(chart) vs matplotlib")
            let comparison = try Comparison(rounds: context.rounds, ours: {
                try Clock.cpuSeconds { _ = try renderer.pngData() }
            }, peer: {
                guard let seconds = try worker.ask(["command": "time", "chart": chart])["seconds"] as? Double else {
                    throw SubprocessError(description: "no time from matplotlib")
                }
                return seconds
            })
            rows.append(Row("G1 \(chart) vs matplotlib", timed: "chart 800 × 500, \(label) → PNG bytes",
                            comparedWith: "matplotlib (Agg), same data and size",
                            ratio: comparison.ratio, target: .atMost(0.5),
                            detail: "ours \(formatSeconds(comparison.ours.median)), matplotlib \(formatSeconds(comparison.peer.median)) "
                                + "(medians); PNG ours \(png.count) bytes, matplotlib's \(peerBytes) bytes"))
        }
        return rows
    }
}
