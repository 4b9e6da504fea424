@_spi(Benchmarks) import EaselCore
import BenchmarkScenes
import Easel

/// L2 growth: the layout pass on chains of nested stacks 10, 100 and 1,000 levels deep (each level a
/// stack of a fixed leaf, the next level and a flexible leaf, with the default spacing), timed per node.
///
/// A layout engine that measured a child again for every path of proposals to it would slow down per
/// node as the tree deepens (each level asks its children three times: minimum, maximum, share). With
/// SwiftUI's per-subview cache the time per node stays flat; the ratio compares the deeper chain's time
/// per node with the 10-level chain's, measured side by side. Each sample lays out enough fresh copies of
/// the chain to cover about 20,000 nodes.
enum L2Growth {
    static func rows(_ context: BenchContext) -> [Row] {
        let shallow = Chain(depth: 10)
        return [100, 1_000].map { depth in
            context.log("L2 depth \(depth)")
            let deep = Chain(depth: depth)
            let growth = Comparison(rounds: context.rounds, ours: { deep.secondsPerNode() }, peer: { shallow.secondsPerNode() })
            return Row("L2 depth \(depth)", timed: "layout pass per node, \(deep.nodes) nodes",
                       comparedWith: "the same at depth 10, \(shallow.nodes) nodes", ratio: growth.ratio, target: .atMost(1.5),
                       detail: "\(formatSeconds(growth.ours.median)) a node at depth \(depth), "
                           + "\(formatSeconds(growth.peer.median)) at depth 10 (medians)")
        }
    }

    /// A chain of one depth and how many copies of it a sample lays out.
    struct Chain {
        let tree: LayoutTree
        let nodes: Int
        let copies: Int

        init(depth: Int) {
            tree = .growth(depth: depth)
            nodes = tree.easelNodeCount
            copies = max(1, 20_000 / nodes)
        }

        /// Resolves `copies` chains (untimed), lays them out, and returns the CPU seconds per node.
        func secondsPerNode() -> Double {
            let resolved = (0..<copies).map { _ in ResolvedView(content: LayoutTreeView(tree: tree)) }
            var layouts: [ViewLayout] = []
            layouts.reserveCapacity(copies)
            let seconds = Clock.cpuSeconds {
                for view in resolved { layouts.append(view.layout(proposal: ProposedViewSize(width: 1024, height: 768))) }
            }
            withExtendedLifetime(layouts) {}
            return seconds / Double(copies * nodes)
        }
    }
}
