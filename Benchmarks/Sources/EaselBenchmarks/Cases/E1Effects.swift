import BenchmarkScenes
import Easel
import Foundation

/// E1 effects: `ShadowCard`, six rounded tiles at 390 points wide, 3×, each tile with a shadow (radius 8,
/// y 4, the usual card shadow), from the view to PNG bytes, against the same card without shadows: the
/// ratio is what the shadows cost on top of the drawing, and the detail gives the cost of one shadow.
enum E1Effects {
    static func rows(_ context: BenchContext) throws -> [Row] {
        func renderer(shadows: Bool) -> ImageRenderer<ShadowCard> {
            let renderer = ImageRenderer(content: ShadowCard(shadows: shadows))
            renderer.scale = 3
            return renderer
        }
        let (shadowed, plain) = (renderer(shadows: true), renderer(shadows: false))
        context.log("E1 shadows vs none")
        let comparison = try Comparison(rounds: context.rounds, ours: {
            try Clock.cpuSeconds { _ = try shadowed.pngData() }
        }, peer: { try Clock.cpuSeconds { _ = try plain.pngData() } })
        let perShadow = (comparison.ours.median - comparison.peer.median) / 6
        return [
            Row("E1 shadows", timed: "card of 6 shadowed tiles @3× → PNG", comparedWith: "the same card without shadows",
                ratio: comparison.ratio, target: .atMost(4),
                detail: "with \(formatSeconds(comparison.ours.median)), without \(formatSeconds(comparison.peer.median)) "
                    + "(medians), one shadow \(formatSeconds(perShadow))"),
        ]
    }
}
