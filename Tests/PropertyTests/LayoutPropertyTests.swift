import Foundation
import Testing
@testable import EaselCore

/// Thousands of random view trees of every container and modifier, laid out with the fixed-advance
/// text measurer, keep the four `LayoutProperties`. A failure prints its seed and the shrunk tree.
@Suite struct LayoutPropertyTests {
    @MainActor @Test func randomTreesKeepTheLayoutProperties() {
        let run = PropertyRun(defaultSeed: 0xEA5E_1000, defaultCount: 3_000)
        var failures = 0
        var nodes = 0
        for seed in run.seeds {
            var generator = ViewTreeGenerator(seed: seed)
            let tree = generator.tree()
            let proposal = generator.proposal()
            let scale = generator.random.pick([1.0, 2, 3])
            nodes += tree.count
            let violations = LayoutProperties.check(tree, proposal: proposal, scale: scale)
            guard let first = violations.first else { continue }
            let (shrunk, violation) = shrink(tree, property: first.property) {
                LayoutProperties.check($0, proposal: proposal, scale: scale)
            }
            recordFailure(seed: seed, proposal: proposal, scale: scale, original: tree, shrunk: shrunk, violation: violation ?? first)
            failures += 1
            if failures >= 5 { break }
        }
        // The generator makes trees of every size: on average several nodes, some far larger.
        #expect(nodes > run.count * 3)
    }

    /// The generator covers every kind of node: over the default run, each container, modifier and leaf
    /// kind appears.
    @MainActor @Test func generatorCoversEveryKind() {
        var seen = Set<String>()
        func visit(_ tree: ViewTree) {
            seen.insert(String("\(tree.kind)".prefix { $0 != "(" }))
            tree.children.forEach(visit)
        }
        for seed in PropertyRun(defaultSeed: 0xEA5E_1000, defaultCount: 3_000).seeds {
            var generator = ViewTreeGenerator(seed: seed)
            visit(generator.tree())
        }
        let expected: Set<String> = [
            "text", "color", "rectangle", "roundedRectangle", "circle", "capsule", "spacer", "divider",
            "hStack", "vStack", "zStack", "grid", "gridRow", "viewThatFits", "anyLayout", "radial", "flow",
            "equalWidthHStack", "equalWidthVStack", "circleLayout", "corner", "linearStack",
            "fixedFrame", "flexibleFrame", "padding", "offset", "fixedSize", "layoutPriority",
            "horizontalGuide", "verticalGuide", "rank",
        ]
        #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
    }

    /// The same seed makes the same tree, so a printed seed replays its case.
    @MainActor @Test func seedsReplay() {
        var first = ViewTreeGenerator(seed: 42), second = ViewTreeGenerator(seed: 42)
        #expect(first.tree().description == second.tree().description)
    }

    /// The shrinker bites: a property that fails on any tree holding a circle shrinks to the circle alone.
    @MainActor @Test func shrinkingFindsTheSmallestFailingTree() {
        let tree = ViewTree(kind: .hStack(alignment: 1, spacing: nil), children: [
            ViewTree(kind: .padding(edges: 0, length: 4), children: [ViewTree(kind: .circle)]),
            ViewTree(kind: .text("Cat")),
        ])
        func containsCircle(_ tree: ViewTree) -> Bool {
            if case .circle = tree.kind { return true }
            return tree.children.contains(where: containsCircle)
        }
        let (shrunk, _) = shrink(tree, property: "circle") {
            containsCircle($0) ? [Violation(property: "circle", detail: "")] : []
        }
        #expect(shrunk.description == "Circle().fill(.orange)")
    }
}
