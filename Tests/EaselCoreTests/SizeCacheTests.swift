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
    @Test func eachNodeComputesItsSizeABoundedNumberOfTimes() {
        let layout = ViewLayout(content: Nested(depth: 6, fanout: 3), proposal: ProposedViewSize(width: 300, height: 200))
        var counts: [Int] = []
        layout.root.forEachNode { counts.append($0.sizeComputations) }
        // 1 + 3 + … + 3^6 = 1,093 stacks and 729 leaves of 2 nodes each: 1,822 nodes.
        #expect(counts.count == 1_822)
        #expect(counts.max() == 9)
        // On average fewer than 4 computations a node.
        #expect(counts.reduce(0, +) < 4 * counts.count)
    }

    @Test func placingReusesTheSizesMeasured() {
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
}
