import Foundation
import Testing
@testable import EaselCore

/// Three colours 10, 20 and 30 wide (10 tall) laid out by whichever layout they are given.
private struct Swatches: View {
    let layout: AnyLayout
    var body: some View {
        layout {
            ForEach([10, 20, 30] as [CGFloat], id: \.self) { width in
                Color.red.frame(width: width, height: 10).id("w\(Int(width))")
            }
        }
        .id("container")
    }
}

/// The same swatches, switched with `if`/`else` instead of `AnyLayout`.
private struct BranchingSwatches: View {
    let horizontal: Bool
    var body: some View {
        if horizontal {
            HStack { ForEach([10, 20] as [CGFloat], id: \.self) { Color.red.frame(width: $0, height: 10).id("w\(Int($0))") } }
        } else {
            VStack { ForEach([10, 20] as [CGFloat], id: \.self) { Color.red.frame(width: $0, height: 10).id("w\(Int($0))") } }
        }
    }
}

/// The structural identity of every view with an `.id`, keyed like `frames(_:)`.
private func identities<V: View>(_ view: V) -> [String: ViewIdentity] {
    var result: [String: ViewIdentity] = [:]
    ViewLayout(content: view).root.forEachNode { node in
        for id in node.explicitIDs { result["\(id.base)"] = node.identity }
    }
    return result
}

@Suite struct AnyLayoutTests {
    @MainActor @Test func horizontalStackLayout() {
        // 10, then 10 + 8 = 18, then 18 + 20 + 8 = 46.
        expectFrames(frames(Swatches(layout: AnyLayout(HStackLayout()))), [
            "container": rect(0, 0, 76, 10),
            "w10": rect(0, 0, 10, 10), "w20": rect(18, 0, 20, 10), "w30": rect(46, 0, 30, 10),
        ])
    }

    @MainActor @Test func verticalStackLayout() {
        // Centred in the 30-wide stack at 10, 5, 0; rows at 0, 18, 36.
        expectFrames(frames(Swatches(layout: AnyLayout(VStackLayout()))), [
            "container": rect(0, 0, 30, 46),
            "w10": rect(10, 0, 10, 10), "w20": rect(5, 18, 20, 10), "w30": rect(0, 36, 30, 10),
        ])
    }

    @MainActor @Test func zStackLayout() {
        // All centred in the 30 × 10 union.
        expectFrames(frames(Swatches(layout: AnyLayout(ZStackLayout()))), [
            "container": rect(0, 0, 30, 10),
            "w10": rect(10, 0, 10, 10), "w20": rect(5, 0, 20, 10), "w30": rect(0, 0, 30, 10),
        ])
    }

    @MainActor @Test func layoutParametersAreKept() {
        // HStackLayout(alignment: .top, spacing: 2): 0, 12, 34.
        expectFrames(frames(Swatches(layout: AnyLayout(HStackLayout(alignment: .top, spacing: 2)))), [
            "w10": rect(0, 0, 10, 10), "w20": rect(12, 0, 20, 10), "w30": rect(34, 0, 30, 10),
        ])
    }

    @MainActor @Test func switchingLayoutsKeepsEachChildsIdentity() {
        // Same views, three layouts: each child keeps its structural identity (path of ForEach ids), as AnyLayout promises.
        let horizontal = identities(Swatches(layout: AnyLayout(HStackLayout())))
        let vertical = identities(Swatches(layout: AnyLayout(VStackLayout())))
        let stacked = identities(Swatches(layout: AnyLayout(ZStackLayout())))
        #expect(horizontal.count == 4)
        for id in ["container", "w10", "w20", "w30"] {
            #expect(horizontal[id] != nil)
            #expect(horizontal[id] == vertical[id], "\(id)")
            #expect(horizontal[id] == stacked[id], "\(id)")
        }
    }

    @MainActor @Test func switchingContainersWithIfElseChangesIdentity() {
        // The contrast AnyLayout exists for: an `if`/`else` puts the children on different branches.
        let horizontal = identities(BranchingSwatches(horizontal: true))
        let vertical = identities(BranchingSwatches(horizontal: false))
        #expect(horizontal["w10"] != nil && vertical["w10"] != nil)
        #expect(horizontal["w10"] != vertical["w10"])
    }

    @MainActor @Test func spacerOrientsByTheWrappedLayout() {
        // In a vertical layout the spacer takes 100 − 20 = 80 of the height and is 0 wide.
        let view = AnyLayout(VStackLayout()) {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(view, height: 100), [
            "a": rect(0, 0, 10, 10), "spacer": rect(5, 10, 0, 80), "b": rect(0, 90, 10, 10),
        ])
    }
}
