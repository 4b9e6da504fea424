import Foundation
import Testing
@testable import EaselCore

@Suite struct PaddingTests {
    @MainActor @Test func defaultPaddingIsSixteenOnEveryEdge() {
        // 68 + 2 × 16 = 100 wide, 22 + 2 × 16 = 54 tall; the text sits at (16, 16).
        let view = Text("Goldfish").id("text").padding().id("padded")
        expectFrames(frames(view), ["padded": rect(0, 0, 100, 54), "text": rect(16, 16, 68, 22)])
    }

    @MainActor @Test func horizontalPaddingPadsLeadingAndTrailingOnly() {
        // 68 + 2 × 10 = 88 wide, still 22 tall.
        let view = Text("Goldfish").id("text").padding(.horizontal, 10).id("padded")
        expectFrames(frames(view), ["padded": rect(0, 0, 88, 22), "text": rect(10, 0, 68, 22)])
    }

    @MainActor @Test func edgeInsetsPadEachEdgeByItsOwnAmount() {
        // 10 + 2 + 4 = 16 wide, 10 + 1 + 3 = 14 tall; the child sits at (leading 2, top 1).
        let view = Color.red.frame(width: 10, height: 10).id("color")
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("padded")
        expectFrames(frames(view), ["padded": rect(0, 0, 16, 14), "color": rect(2, 1, 10, 10)])
    }

    @MainActor @Test func paddingLengthPadsAllEdges() {
        // padding(5) on a 10 × 10 view: 20 × 20.
        let view = Color.red.frame(width: 10, height: 10).id("color").padding(5).id("padded")
        expectFrames(frames(view), ["padded": rect(0, 0, 20, 20), "color": rect(5, 5, 10, 10)])
    }

    @MainActor @Test func paddingProposesTheProposalLessTheInsets() {
        // The text is offered 80 − 32 = 48 (5 characters) and wraps to "Goldf" / "ish": 42.5 → 43 by 43.
        let view = Text("Goldfish").id("text").padding().id("padded")
        expectFrames(frames(view, width: 80), ["padded": rect(0, 0, 75, 75), "text": rect(16, 16, 43, 43)])
    }

    @MainActor @Test func proposalSmallerThanTheInsetsProposesZero() {
        // 30 − 40 clamps to 0: the colour is 0 × 0 and the padded view 40 × 40, larger than offered.
        let view = Color.red.id("color").padding(20).id("padded")
        expectFrames(frames(view, width: 30, height: 30), ["padded": rect(0, 0, 40, 40), "color": rect(20, 20, 0, 0)])
    }

    @MainActor @Test func paddingFillsWhatAFlexibleChildFills() {
        // A colour takes everything offered: 100 − 20 = 80 by 50 − 20 = 30.
        let view = Color.red.id("color").padding(10).id("padded")
        expectFrames(frames(view, width: 100, height: 50), ["padded": rect(0, 0, 100, 50), "color": rect(10, 10, 80, 30)])
    }
}
