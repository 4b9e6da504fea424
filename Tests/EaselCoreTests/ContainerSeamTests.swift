import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Two colours and a spacer laid out by `layout`, the container marked "container".
private struct Row<L: Layout>: View {
    let layout: L
    var body: some View {
        layout {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer()
            Color.blue.frame(minWidth: 5, maxWidth: 40, minHeight: 10, maxHeight: 20).id("b")
        }
        .id("container")
    }
}

/// The node of the view marked `id` in `view`'s layout.
private func node<V: View>(_ id: String, in view: V) -> ViewNode? {
    var found: ViewNode?
    ViewLayout(content: view, proposal: ProposedViewSize(width: 100, height: 50)).root.forEachNode { node in
        if node.explicitIDs.contains(AnyHashable(id)) { found = node }
    }
    return found
}

/// The engine reaches every layout through `Layout._engineLayout` and its children through the proxy,
/// never through their types: an erased layout is laid out as the layout it wraps.
@Suite struct ContainerSeamTests {
    /// A stack wrapped in `AnyLayout` (as the pet poll switches its axis) gets the stack's own node, the
    /// one diagnostics name, as `HStack` does.
    @MainActor @Test func anErasedStackTakesTheStackPath() {
        #expect(node("container", in: Row(layout: HStackLayout()))?.diagnosticName == "StackNode")
        #expect(node("container", in: Row(layout: AnyLayout(HStackLayout())))?.diagnosticName == "StackNode")
        #expect(node("container", in: Row(layout: AnyLayout(VStackLayout(spacing: 2))))?.diagnosticName == "StackNode")
        #expect(node("container", in: Row(layout: AnyLayout(AnyLayout(HStackLayout()))))?.diagnosticName == "StackNode")
        #expect(node("container", in: Row(layout: AnyLayout(ZStackLayout())))?.diagnosticName == "LayoutNode<AnyLayout>")
    }

    /// The erased stack lays out exactly as the stack, spacer and flexible child included, along either axis.
    @MainActor @Test func anErasedStackLaysOutAsTheStack() {
        for width in [nil, 30, 100] as [CGFloat?] {
            #expect(frames(Row(layout: AnyLayout(HStackLayout(alignment: .top))), width: width, height: 50)
                    == frames(Row(layout: HStackLayout(alignment: .top)), width: width, height: 50))
            #expect(frames(Row(layout: AnyLayout(VStackLayout(alignment: .leading))), width: width, height: 50)
                    == frames(Row(layout: VStackLayout(alignment: .leading)), width: width, height: 50))
        }
    }

    /// A grid reaches its rows' cells through the proxy: a custom layout is an ordinary cell, and a grid
    /// erased by `AnyLayout` still makes rows of its `GridRow`s, as `Grid` does.
    @MainActor @Test func gridRowsReachedThroughTheProxy() {
        let grid = Grid {
            GridRow {
                PlainRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 15, height: 12) }.id("custom")
                Color.green.frame(width: 20, height: 5).id("cell")
            }
            GridRow {
                Color.gray.frame(width: 30, height: 8).id("under")
            }
        }
        let laidOut = frames(grid)
        expectFrames(laidOut, [
            // Column widths 30 and 20, 8 apart; rows 12 and 8 tall, 8 apart; cells centred (2.5 and 3.5
            // rounded to the pixel grid).
            "custom": rect(3, 0, 25, 12), "cell": rect(38, 4, 20, 5), "under": rect(0, 20, 30, 8),
        ])
        let erased = AnyLayout(GridLayout()) {
            GridRow {
                PlainRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 15, height: 12) }.id("custom")
                Color.green.frame(width: 20, height: 5).id("cell")
            }
            GridRow {
                Color.gray.frame(width: 30, height: 8).id("under")
            }
        }
        #expect(frames(erased) == laidOut)
    }

    /// A `GridRow` outside a grid is a group: a custom layout sees its views as subviews of its own.
    @MainActor @Test func aGridRowOutsideAGridIsAGroup() {
        let row = PlainRow {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 15, height: 12).id("b") }
        }
        expectFrames(frames(row), ["a": rect(0, 0, 10, 10), "b": rect(10, 0, 15, 12)])
    }

    /// Easel's own layouts carry the flag that they set no guide, so the engine does not ask them for one;
    /// a user's layout carries none and is asked.
    @MainActor @Test func layoutFlagsDecideWhichLayoutsAreAskedForGuides() {
        #expect(node("container", in: Row(layout: FlowLayout()))?.guideKinds.isEmpty == true)
        #expect(node("container", in: Row(layout: ZStackLayout()))?.guideKinds.isEmpty == true)
        #expect(node("container", in: Row(layout: AnyLayout(FlowLayout())))?.guideKinds.isEmpty == true)
        #expect(node("container", in: Row(layout: PlainRow()))?.guideKinds.isEmpty == false)
    }
}
