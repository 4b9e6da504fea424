import Foundation
import Synchronization
import Testing
@testable import EaselCore

/// A layout that answers every proposal with a NaN width, as a buggy custom layout might.
private struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: bounds.minY), proposal: .unspecified) }
    }
}

/// Lays `view` out for `proposal` and returns its frames and what `LayoutDiagnostics` reported.
private func layOut<V: View>(_ view: V, _ proposal: ProposedViewSize) -> (frames: [String: CGRect], size: CGSize, reports: [InvalidGeometry]) {
    let reports = Mutex<[InvalidGeometry]>([])
    let layout = LayoutDiagnostics.$reporter.withValue(.init { problem in reports.withLock { $0.append(problem) } }) {
        ViewLayout(content: view, proposal: proposal)
    }
    return (layout.frames, layout.size, reports.withLock { $0 })
}

/// No NaN or infinite frame leaves the layout pass: such sizes and frames become 0 and are reported
/// with the view they came from.
@Suite struct LayoutDiagnosticsTests {
    @MainActor @Test func aNaNSizeBecomesZeroAndIsReported() {
        let result = layOut(NaNLayout { Color.red.frame(width: 10, height: 10).id("child") }.id("layout"), .unspecified)
        #expect(result.frames["layout"] == CGRect(x: 0, y: 0, width: 0, height: 20))
        // The child placed at x = NaN is placed at x = 0.
        #expect(result.frames["child"] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.size == CGSize(width: 0, height: 20))
        #expect(result.reports.map(\.value) == ["size (nan, 20.0)", "frame (nan, 0.0, 10.0, 10.0)"])
        #expect(result.reports.first?.view.hasPrefix("LayoutNode<NaNLayout>") == true)
        #expect(result.reports.first?.replacement == "size (0.0, 20.0)")
    }

    @MainActor @Test func aFixedFrameOfNaNBecomesZero() {
        let result = layOut(Color.red.frame(width: .nan, height: 10).id("frame"), .unspecified)
        #expect(result.frames["frame"] == CGRect(x: 0, y: 0, width: 0, height: 10))
        // The frame answers NaN, and so does the colour it proposes NaN to: both are repaired.
        #expect(result.reports.map(\.view) == [#"FixedFrameLayout at ExplicitID(id: AnyHashable("frame"))"#,
                                                #"ShapeNode at ExplicitID(id: AnyHashable("frame"))"#])
    }

    @MainActor @Test func anInfiniteOffsetIsPlacedAtZero() {
        let result = layOut(Color.red.frame(width: 10, height: 10).offset(x: .infinity, y: 5).id("moved"), .unspecified)
        let moved = result.frames["moved"]
        #expect(moved.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } == true)
        #expect(result.reports.contains { $0.value.hasPrefix("frame (inf") })
    }

    @MainActor @Test func finiteLayoutsReportNothing() {
        let result = layOut(HStack { Color.red.frame(width: 10, height: 10); Color.blue }.padding(), ProposedViewSize(width: 100, height: 50))
        #expect(result.reports.isEmpty)
        #expect(result.size == CGSize(width: 100, height: 50))
    }
}
