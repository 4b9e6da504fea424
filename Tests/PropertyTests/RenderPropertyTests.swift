import Easel
import Foundation
import Testing
@testable import EaselCore
@testable import EaselRender

/// Random view trees render through the real stack: Pango measures and draws their text, Cairo their
/// pixels, and the PNG encoder writes them.
@Suite struct RenderPropertyTests {
    /// A sample of random trees (one in six of the layout run's seeds, at most 200 points a side) each
    /// renders to a PNG of its layout's size × scale, decoded back; a tree with no area is refused with
    /// `emptyCanvas` instead. With Pango measuring, the layout properties hold too.
    @MainActor @Test func randomTreesRender() throws {
        let run = PropertyRun(defaultSeed: 0xEA5E_1000, defaultCount: 3_000)
        var rendered = 0, empty = 0, failures = 0
        for seed in run.seeds where run.count == 1 || seed % 6 == 0 {
            var generator = ViewTreeGenerator(seed: seed)
            let tree = generator.tree()
            let proposal = generator.proposal()
            let scale = generator.random.pick([1.0, 2])
            let bounded = ProposedViewSize(width: proposal.width.map { min($0, 200) } ?? 200, height: proposal.height.map { min($0, 200) })
            let renderer = ImageRenderer(content: tree.view().frame(maxWidth: 200, maxHeight: 200))
            renderer.proposedSize = bounded
            renderer.scale = scale
            let size = renderer.layout().size
            let pixels = (width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            do {
                let image = try RasterImage(png: renderer.pngData())
                #expect(image.width == pixels.width && image.height == pixels.height, "seed \(seed): \(image.width)×\(image.height) for \(size) at \(scale)×")
                rendered += 1
            } catch RenderError.emptyCanvas {
                #expect(pixels.width == 0 || pixels.height == 0, "seed \(seed): refused as empty at \(size)")
                empty += 1
            } catch {
                Issue.record("seed \(seed) (replay with EASEL_PROPERTY_SEED=\(seed) EASEL_PROPERTY_COUNT=1): \(error)\n\(tree)")
                failures += 1
            }
            let violations = LayoutProperties.check(tree, proposal: bounded, scale: scale, environment: renderer.environment)
            if let first = violations.first {
                let (shrunk, violation) = shrink(tree, property: first.property) {
                    LayoutProperties.check($0, proposal: bounded, scale: scale, environment: renderer.environment)
                }
                recordFailure(seed: seed, proposal: bounded, scale: scale, original: tree, shrunk: shrunk, violation: violation ?? first)
                failures += 1
            }
            if failures >= 5 { break }
        }
        #expect(run.count == 1 || rendered > 300)
        _ = empty
    }
}
