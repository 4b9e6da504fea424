import Foundation
import Synchronization
import Testing
@testable import EaselCore

/// A chain of `depth` stacks, rows and columns by turns, each column padded by 1 point on its leading
/// edge, around a 10 × 10 leaf.
private struct Chain: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10).id("leaf")
        } else if depth.isMultiple(of: 2) {
            HStack { Chain(depth: depth - 1) }
        } else {
            VStack { Chain(depth: depth - 1) }.padding(.leading, 1)
        }
    }
}

/// A chain of `depth` columns around a 10 × 10 leaf, as a scene of nested `VStack`s is.
private struct ColumnChain: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10).id("leaf")
        } else {
            VStack { ColumnChain(depth: depth - 1) }
        }
    }
}

/// What a layout of a chain gave, read on the thread that laid it out.
private struct ChainResult: Sendable {
    var size: CGSize
    var leaf: CGRect?
    var drawnItems: Int
}

/// Lays out a chain of `depth` levels on a new thread with a stack of `stackSize` bytes, tears it down
/// there, and returns what it gave.
/// With `besideASquare`, the chain is the first of two views in a row, which asks it for its spacing.
private func layOutChain(depth: Int, stackSize: Int, besideASquare: Bool = false) -> ChainResult? {
    let result = Mutex<ChainResult?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let layout = besideASquare
            ? ViewLayout(content: VStack { ColumnChain(depth: depth); Color.blue.frame(width: 5, height: 5) })
            : ViewLayout(content: Chain(depth: depth))
        result.withLock { $0 = ChainResult(size: layout.size, leaf: layout.frames["leaf"], drawnItems: layout.displayList.items.count) }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return result.withLock { $0 }
}

@Suite struct DeepTreeTests {
    /// Deeper than a thread's stack holds when every level recurses: resolving, sizing, placing and
    /// drawing move to a thread with a larger stack when the stack runs low (`DeepRecursion`), and the
    /// tree is freed parents first (`NodeTree`). A 256 KiB stack makes 8,000 levels need both.
    @MainActor @Test func laysOutEightThousandLevelsOnASmallStack() throws {
        let result = try #require(layOutChain(depth: 8_000, stackSize: 256 * 1024))
        // 8,000 levels: 4,000 of them padded by 1, so the leaf sits at x = 4,000 and the chain is 4,010 wide.
        #expect(result.size == CGSize(width: 4_010, height: 10))
        #expect(result.leaf == rect(4_000, 0, 10, 10))
        // One fill: the leaf's colour.
        #expect(result.drawnItems == 1)
    }

    /// On a stack roomy enough that sizing starts in place, a stack's spacing (which asks its child's,
    /// down the whole chain) must move to a larger stack as sizing does, or it overflows this one.
    @MainActor @Test func asksSpacingDownEightThousandLevelsOnAMediumStack() throws {
        let result = try #require(layOutChain(depth: 8_000, stackSize: 2 * 1024 * 1024))
        #expect(result.size == CGSize(width: 4_010, height: 10))
        #expect(result.leaf == rect(4_000, 0, 10, 10))
    }

    /// A column asks the chain for its spacing, and each level asks the next (`LayoutSubview.spacing`,
    /// wrappers' `childSpacing`), so that question recurses 8,000 levels too. On a 1 MiB stack (more
    /// than `DeepRecursion.reserve`, so levels run in place until it runs low) it overflowed the stack.
    @MainActor @Test func asksTheSpacingOfEightThousandLevelsOnAOneMegabyteStack() throws {
        let result = try #require(layOutChain(depth: 8_000, stackSize: 1024 * 1024, besideASquare: true))
        #expect(result.leaf == rect(0, 0, 10, 10))
        #expect(result.drawnItems == 2)
    }

    @MainActor @Test func resolvingAChainSharesIdentityPaths() {
        // Each level's identity extends its parent's, so two chains resolve to equal identities level by level.
        let first = ViewLayout(content: Chain(depth: 50)), second = ViewLayout(content: Chain(depth: 50))
        var firstIDs: [ViewIdentity] = [], secondIDs: [ViewIdentity] = []
        first.root.forEachNode { firstIDs.append($0.identity) }
        second.root.forEachNode { secondIDs.append($0.identity) }
        #expect(firstIDs == secondIDs)
        #expect(Set(firstIDs).union(secondIDs).count == Set(firstIDs).count)
        // The leaf is under 50 levels of branches and stack positions.
        #expect(firstIDs.last?.components.count ?? 0 > 50)
        #expect(firstIDs.last?.description.contains("leaf") == true)
    }

    /// A path's components read back as they were given: tuple positions and `ForEach` ids that are
    /// `Int`s as `Int`s (kept unboxed), `.id` values, other values; an `Int` position equals an `Int` id.
    @MainActor @Test func identityComponentsReadBackAsGiven() {
        struct Tag: Hashable { let name: String }
        let identity = ViewIdentity().appending(0).appending("true").appending(ExplicitID(id: AnyHashable("a")))
            .appending(Tag(name: "t")).appending(7)
        #expect(identity.components == [AnyHashable(0), AnyHashable("true"), AnyHashable(ExplicitID(id: AnyHashable("a"))),
                                        AnyHashable(Tag(name: "t")), AnyHashable(7)])
        #expect(ViewIdentity().appending(3) == ViewIdentity().appending(AnyHashable(3)))
        #expect(ViewIdentity().appending(3).hashValue == ViewIdentity().appending(AnyHashable(3)).hashValue)
        #expect(ViewIdentity().appending(3) != ViewIdentity().appending("3"))
        #expect(ViewIdentity().appending(ExplicitID(id: AnyHashable(3))) != ViewIdentity().appending(3))
    }
}
