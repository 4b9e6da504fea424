import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Fixed-size children flowing into lines. Every size, gap and proposal is a whole number of points,
/// so the frames need no rounding at scale 1 and the rounding is irrelevant here.
@Suite struct FlowLayoutTests {
    func box(_ id: String, _ width: CGFloat = 40, _ height: CGFloat = 20) -> some View {
        Color.teal.frame(width: width, height: height).id(id)
    }

    @ViewBuilder var threeBoxes: some View {
        box("a")
        box("b")
        box("c")
    }

    @MainActor @Test func anExactFitStaysOnTheLine() {
        // 40 + 10 + 40 + 10 + 40 = 140: exactly the proposed width.
        let view = FlowLayout(spacing: 10) { threeBoxes }.id("flow")
        expectFrames(frames(view, width: 140), [
            "flow": rect(0, 0, 140, 20),
            "a": rect(0, 0, 40, 20), "b": rect(50, 0, 40, 20), "c": rect(100, 0, 40, 20),
        ])
    }

    @MainActor @Test func onePointLessWrapsTheLastChild() {
        // 140 > 139, so c starts a second line 10 below the first; the widest line is 90 (no trailing gap).
        let view = FlowLayout(spacing: 10) { threeBoxes }.id("flow")
        expectFrames(frames(view, width: 139), [
            "flow": rect(0, 0, 90, 50),
            "a": rect(0, 0, 40, 20), "b": rect(50, 0, 40, 20), "c": rect(0, 30, 40, 20),
        ])
    }

    @MainActor @Test func nilSpacingUsesPreferredSpacingOfEightBothWays() {
        // 40 + 8 + 40 = 88 ≤ 100, + 8 + 40 = 136 > 100: c wraps to y = 20 + 8.
        let view = FlowLayout { threeBoxes }.id("flow")
        expectFrames(frames(view, width: 100), [
            "flow": rect(0, 0, 88, 48),
            "a": rect(0, 0, 40, 20), "b": rect(48, 0, 40, 20), "c": rect(0, 28, 40, 20),
        ])
    }

    @MainActor @Test func linesAreAsTallAsTheirTallestChildAndChildrenSitAtTheTop() {
        // Spacing 4 in 70: 30 + 4 + 30 = 64 fits, + 4 + 30 = 98 does not. Line 1 is 30 tall, so line 2
        // starts at 34 and is 20 tall: 54 in all.
        let view = FlowLayout(spacing: 4) {
            box("a", 30, 10)
            box("b", 30, 30)
            box("c", 30, 20)
            box("d", 30, 10)
        }.id("flow")
        expectFrames(frames(view, width: 70), [
            "flow": rect(0, 0, 64, 54),
            "a": rect(0, 0, 30, 10), "b": rect(34, 0, 30, 30),
            "c": rect(0, 34, 30, 20), "d": rect(34, 34, 30, 10),
        ])
    }

    @MainActor @Test func aNilWidthPutsEveryChildOnOneLine() {
        // The ideal size is a single line: 40 + 8 + 40 + 8 + 40 = 136.
        let view = FlowLayout { threeBoxes }.id("flow")
        expectFrames(frames(view), [
            "flow": rect(0, 0, 136, 20),
            "a": rect(0, 0, 40, 20), "b": rect(48, 0, 40, 20), "c": rect(96, 0, 40, 20),
        ])
    }

    @MainActor @Test func aChildWiderThanTheProposalGetsItsOwnLine() {
        let view = FlowLayout(spacing: 10) {
            box("a")
            box("wide", 200, 20)
            box("c")
        }.id("flow")
        expectFrames(frames(view, width: 100), [
            "flow": rect(0, 0, 200, 80),
            "a": rect(0, 0, 40, 20), "wide": rect(0, 30, 200, 20), "c": rect(0, 60, 40, 20),
        ])
    }

    @MainActor @Test func theCacheSurvivesTypeErasure() {
        let view = AnyLayout(FlowLayout(spacing: 10)) { threeBoxes }.id("flow")
        expectFrames(frames(view, width: 139), [
            "flow": rect(0, 0, 90, 50), "c": rect(0, 30, 40, 20),
        ])
    }

    @MainActor @Test func aZeroWidthGivesEveryChildALineAndNoChildrenGiveNoSize() {
        let view = FlowLayout(spacing: 10) { threeBoxes }.id("flow")
        expectFrames(frames(view, width: 0), [
            "flow": rect(0, 0, 40, 80),
            "a": rect(0, 0, 40, 20), "b": rect(0, 30, 40, 20), "c": rect(0, 60, 40, 20),
        ])
        expectFrames(frames(FlowLayout {}.id("empty"), width: 100), ["empty": rect(0, 0, 0, 0)])
        _ = frames(view, width: .nan, height: -5)
    }
}
