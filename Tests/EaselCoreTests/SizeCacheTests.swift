import Foundation
import Testing
@_spi(Benchmarks) @testable import EaselCore

/// Stacks nested `depth` levels, rows and columns by turns, `fanout` children each, with leaves in fixed
/// and flexible frames by turns.
private struct Nested: View {
    let depth: Int
    let fanout: Int
    var index = 0

    var body: some View {
        if depth == 0 {
            if index.isMultiple(of: 2) {
                Color.red.frame(width: 20, height: 10)
            } else {
                Color.blue.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 40)
            }
        } else if depth.isMultiple(of: 2) {
            HStack { ForEach(0..<fanout, id: \.self) { Nested(depth: depth - 1, fanout: fanout, index: $0) } }
        } else {
            VStack { ForEach(0..<fanout, id: \.self) { Nested(depth: depth - 1, fanout: fanout, index: $0) } }
        }
    }
}

@Suite struct SizeCacheTests {
    /// SwiftUI's per-subview cache: a node computes its size once per distinct proposal. A stack asks a
    /// child for its minimum, maximum and share under each of its own proposals, so a node sees at most
    /// 3 × 3 proposals, however deep the tree: without the cache, a node 6 levels down would be computed
    /// for every path of proposals to it (3^6 = 729 times).
    @MainActor @Test func eachNodeComputesItsSizeABoundedNumberOfTimes() {
        let layout = ViewLayout(content: Nested(depth: 6, fanout: 3), proposal: ProposedViewSize(width: 300, height: 200))
        var counts: [Int] = []
        layout.root.forEachNode { counts.append($0.sizeComputations) }
        // 1 + 3 + … + 3^6 = 1,093 stacks and 729 leaves of 2 nodes each: 1,822 nodes.
        #expect(counts.count == 1_822)
        #expect(counts.max() == 9)
        // On average fewer than 4 computations a node.
        #expect(counts.reduce(0, +) < 4 * counts.count)
    }

    @MainActor @Test func placingReusesTheSizesMeasured() {
        // Sizing the root measures every node for the proposal it is then placed with, so placing the tree
        // computes no size again. Colours (sized to the proposal) and frames fixed in both dimensions
        // answer without computing, so they count no computation at all.
        let resolved = ResolvedView(content: Nested(depth: 4, fanout: 3))
        let proposal = ProposedViewSize(width: 300, height: 200)
        let size = resolved.tree.root.sizeThatFits(proposal)
        var measured: [Int] = []
        resolved.tree.root.forEachNode { measured.append($0.sizeComputations) }
        resolved.tree.root.layout(in: CGRect(origin: .zero, size: size), proposal: proposal, scale: 1)
        var placed: [Int] = []
        resolved.tree.root.forEachNode { placed.append($0.sizeComputations) }
        #expect(measured == placed)
        // The 3^4 = 81 colours, and the fixed frames of the first and third leaf of every three: 54.
        #expect(measured.filter { $0 == 0 }.count == 81 + 54)
    }

    /// A child alone in its stack's top priority is offered its share whatever its minimum and maximum,
    /// so it is not asked for them: down a chain of single-child stacks every node computes its size once,
    /// and a view beside a spacer once per proposal of its row, while the spacer (in a lower group) is
    /// still asked for both. Asked for its minimum and maximum too, each stack in the chain would see
    /// 3 × 3 proposals.
    @MainActor @Test func aChildAloneInTheTopGroupIsAskedOnlyForItsShare() {
        struct Chain: View {
            let depth: Int
            var body: some View {
                if depth == 0 {
                    Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 40)
                } else if depth.isMultiple(of: 2) {
                    HStack { Chain(depth: depth - 1) }
                } else {
                    VStack { Chain(depth: depth - 1) }
                }
            }
        }
        let chain = ViewLayout(content: Chain(depth: 12), proposal: ProposedViewSize(width: 300, height: 200))
        var counts: [Int] = []
        chain.root.forEachNode { counts.append($0.sizeComputations) }
        // 12 stacks, the frame and the colour (sized to its proposal, so it counts none).
        #expect(counts == Array(repeating: 1, count: 13) + [0])
        #expect(chain.root.frame == CGRect(x: 0, y: 0, width: 300, height: 40))

        let row = ViewLayout(content: HStack { Color.blue.frame(minWidth: 10, maxWidth: 50); Spacer() },
                             proposal: ProposedViewSize(width: 300, height: 100))
        let (frame, spacer) = (row.root.children[0], row.root.children[1])
        #expect((frame.sizeComputations, spacer.sizeComputations) == (1, 3))
        // A spacer in a row is 0 high.
        #expect((frame.frame, spacer.frame) == (CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 50, width: 250, height: 0)))
    }
}
