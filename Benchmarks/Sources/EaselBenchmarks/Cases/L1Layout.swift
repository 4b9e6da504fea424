@_spi(Benchmarks) import EaselCore
import BenchmarkScenes
import Easel

/// L1 layout: Easel's layout pass on trees of stacks and frames, against Taffy's flexbox on the same
/// trees and against the floor of one visit per node.
///
/// - nested: 10 children a level, 4 levels of stacks above 10,000 leaves;
/// - wide: one row of 10,000 leaves;
/// - deep: a chain of 8,000 stacks.
///
/// Timed on our side: `ResolvedView.layout(proposal:)` (sizing and placing, frames on the pixel grid),
/// on a tree resolved afresh, untimed, for every round, in CPU time of the whole process: the deep
/// tree's lower levels run on threads of their own (`DeepRecursion`) while the measuring thread waits,
/// and its clock alone would leave them out. On Taffy's: its compute call only, after every
/// leaf was marked dirty. Both are proposed 1024 × 768 points.
enum L1Layout {
    static let proposal = (width: 1024.0, height: 768.0)

    static func rows(_ context: BenchContext) throws -> [Row] {
        let worker = try LineWorker(executable: context.options.python,
                                    arguments: [Options.scripts.appendingPathComponent("taffy_worker.py").path])
        let trees: [(name: String, tree: LayoutTree)] = [
            ("nested", .nested(fanout: 10, depth: 4)),
            ("wide", .wide(10_000)),
            ("deep", .deep(8_000)),
        ]
        var rows: [Row] = []
        for (name, tree) in trees {
            context.log("L1 \(name)")
            let flexbox = FlexboxTree(tree)
            _ = try worker.ask(flexbox.buildRequest(name: name))
            let easelNodes = tree.easelNodeCount
            let taffy = try Comparison(rounds: context.rounds, ours: { layoutSeconds(tree) }, peer: {
                let reply = try worker.ask(["command": "time", "name": name, "width": proposal.width, "height": proposal.height])
                guard let seconds = reply["seconds"] as? Double else { throw SubprocessError(description: "no time from Taffy") }
                return seconds
            })
            let floorTree = FloorNode(tree)
            let floor = Comparison(rounds: context.rounds, ours: { layoutSeconds(tree) }, peer: {
                Clock.cpuSeconds { floorTree.visit(from: 0) }
            })
            let perNode = taffy.ours.median / Double(easelNodes)
            rows.append(Row("L1 \(name)", timed: "layout pass, \(easelNodes) nodes", comparedWith: "Taffy flexbox, \(flexbox.nodeCount) nodes",
                            ratio: taffy.ratio, target: .atMost(1),
                            detail: "ours \(formatSeconds(taffy.ours.median)) (\(formatSeconds(perNode)) a node), "
                                + "Taffy \(formatSeconds(taffy.peer.median)) (medians)"))
            rows.append(Row("L1 \(name) floor", timed: "layout pass", comparedWith: "one visit per node, \(floorTree.count) nodes",
                            ratio: floor.ratio, target: .none,
                            detail: "ours \(formatSeconds(floor.ours.median)), floor \(formatSeconds(floor.peer.median)) (medians)"))
        }
        return rows
    }

    /// Resolves `tree` (untimed) and returns the CPU seconds of its layout pass, on every thread.
    static func layoutSeconds(_ tree: LayoutTree) -> Double {
        let resolved = ResolvedView(content: LayoutTreeView(tree: tree))
        var layout: ViewLayout?
        let seconds = Clock.processCPUSeconds {
            layout = resolved.layout(proposal: ProposedViewSize(width: proposal.width, height: proposal.height))
        }
        withExtendedLifetime(layout) {}
        return seconds
    }
}
