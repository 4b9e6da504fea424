import Foundation
import Testing
@testable import EaselCore

@Suite struct FrameTests {
    // MARK: Fixed frames

    @MainActor @Test func fixedFramePlacesItsChildByEachOfTheNineAlignments() {
        // A 20 × 10 child in a 100 × 50 frame: x ∈ {0, 40, 80}, y ∈ {0, 20, 40}.
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.top, 40, 0), (.topTrailing, 80, 0),
            (.leading, 0, 20), (.center, 40, 20), (.trailing, 80, 20),
            (.bottomLeading, 0, 40), (.bottom, 40, 40), (.bottomTrailing, 80, 40),
        ]
        for (alignment, x, y) in cases {
            let view = Color.red.frame(width: 20, height: 10).id("child")
                .frame(width: 100, height: 50, alignment: alignment).id("frame")
            expectFrames(frames(view, width: 300, height: 300), [
                "frame": rect(0, 0, 100, 50), "child": rect(x, y, 20, 10),
            ])
        }
    }

    @MainActor @Test func fixedWidthAloneKeepsTheChildsHeight() {
        // 100 wide, the text's 22 tall; the text is centred at (100 − 68) / 2 = 16.
        let view = Text("Goldfish").id("text").frame(width: 100).id("frame")
        expectFrames(frames(view, width: 300, height: 300), ["frame": rect(0, 0, 100, 22), "text": rect(16, 0, 68, 22)])
    }

    @MainActor @Test func fixedFrameProposesItsSizeToTheChild() {
        // The text is offered 40 (4 characters): "Gold" / "fish", 34 by 43, centred at (40 − 34) / 2 = 3.
        let view = Text("Goldfish").id("text").frame(width: 40).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 40, 43), "text": rect(3, 0, 34, 43)])
    }

    // MARK: Flexible frames

    @MainActor @Test func maxWidthInfinityFillsTheProposal() {
        // 300 wide, the text's 22 tall, text centred at (300 − 68) / 2 = 116.
        let view = Text("Goldfish").id("text").frame(maxWidth: .infinity).id("frame")
        expectFrames(frames(view, width: 300, height: 100), ["frame": rect(0, 0, 300, 22), "text": rect(116, 0, 68, 22)])
    }

    @MainActor @Test func maxWidthInfinityWithLeadingAlignment() {
        // 300 wide; leading alignment puts the 68-wide text at x 0.
        let view = Text("Goldfish").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame")
        expectFrames(frames(view, width: 300, height: 100), ["frame": rect(0, 0, 300, 22), "text": rect(0, 0, 68, 22)])
    }

    @MainActor @Test func minWidthAloneNeverGrowsPastTheChild() {
        // max(50, min(68, 300)) = 68: a minimum below the child's size changes nothing.
        let view = Text("Goldfish").id("text").frame(minWidth: 50).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 68, 22), "text": rect(0, 0, 68, 22)])
    }

    @MainActor @Test func minWidthAboveTheChildWidensTheFrame() {
        // max(100, min(68, 300)) = 100; the text is centred at 16.
        let view = Text("Goldfish").id("text").frame(minWidth: 100).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 100, 22), "text": rect(16, 0, 68, 22)])
    }

    @MainActor @Test func minAndMaxClampTheProposal() {
        // A colour in minWidth 50 … maxWidth 100: 300 → 100, 70 → 70, 30 → 50 (wider than offered).
        for (proposal, width) in [(300, 100), (70, 70), (30, 50)] as [(CGFloat, CGFloat)] {
            let view = Color.red.frame(minWidth: 50, maxWidth: 100).id("frame")
            expectFrames(frames(view, width: proposal, height: 10), ["frame": rect(0, 0, width, 10)])
        }
    }

    @MainActor @Test func maxWidthBelowTheChildClampsTheProposal() {
        // The text is offered 40 and wraps to 34 by 43; the frame is min(40, max(34, 40)) = 40 wide.
        let view = Text("Goldfish").id("text").frame(maxWidth: 40).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 40, 43), "text": rect(3, 0, 34, 43)])
    }

    @MainActor @Test func maxHeightInfinityWithBottomAlignment() {
        // 100 tall, the text's 68 wide; the text sits at the bottom: 100 − 22 = 78.
        let view = Text("Goldfish").id("text").frame(maxHeight: .infinity, alignment: .bottom).id("frame")
        expectFrames(frames(view, width: 300, height: 100), ["frame": rect(0, 0, 68, 100), "text": rect(0, 78, 68, 22)])
    }

    @MainActor @Test func idealSizeIsUsedForANilProposal() {
        // fixedSize proposes nil; the frame answers its ideal 100 × 40, and proposes it to the colour.
        let view = Color.red.id("color").frame(idealWidth: 100, idealHeight: 40).id("frame").fixedSize()
        expectFrames(frames(view, width: 300, height: 300), ["frame": rect(0, 0, 100, 40), "color": rect(0, 0, 100, 40)])
    }

    @MainActor @Test func idealWidthIsIgnoredForAConcreteProposal() {
        // With a proposal and no minimum or maximum, the frame takes the child's 68.
        let view = Text("Goldfish").id("text").frame(idealWidth: 100).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 68, 22)])
    }

    @MainActor @Test func idealBelowTheMinimumIsRaisedToTheMinimum() {
        // SwiftUI normalises the bounds: ideal = max(min, ideal) = 120.
        let view = Color.red.frame(minWidth: 120, idealWidth: 50).id("frame").fixedSize()
        expectFrames(frames(view, width: 300, height: 10), ["frame": rect(0, 0, 120, 10)])
    }

    // MARK: fixedSize

    @MainActor @Test func fixedSizeIgnoresANarrowProposal() {
        // The text keeps its ideal 17 × 8.5 = 144.5 → 145 by 22 in a 50-wide proposal.
        let view = Text("Goldfish Goldfish").id("text").fixedSize()
        expectFrames(frames(view, width: 50, height: 100), ["text": rect(0, 0, 145, 22)])
    }

    @MainActor @Test func fixedSizeTextOverflowsItsFrameSymmetrically() {
        // The 145-wide text is centred in a 51-wide frame: (51 − 145) / 2 = −47.
        let view = Text("Goldfish Goldfish").id("text").fixedSize().frame(width: 51).id("frame")
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 51, 22), "text": rect(-47, 0, 145, 22)])
    }

    @MainActor @Test func horizontalFixedSizeKeepsOneLine() {
        // Only the width is fixed: 145 by 22, even in a 50 × 100 proposal.
        let view = Text("Goldfish Goldfish").id("text").fixedSize(horizontal: true, vertical: false)
        expectFrames(frames(view, width: 50, height: 100), ["text": rect(0, 0, 145, 22)])
    }

    // MARK: aspectRatio

    @MainActor @Test func aspectRatioFitIsTheLargestRectangleOfThatRatio() {
        // Ratio 2 in 100 × 100: 100 × 50, centred at y 25 in a 100 × 100 frame.
        let view = Color.red.aspectRatio(2, contentMode: .fit).id("color").frame(width: 100, height: 100)
        expectFrames(frames(view), ["color": rect(0, 25, 100, 50)])
    }

    @MainActor @Test func aspectRatioFillIsTheSmallestRectangleOfThatRatio() {
        // Ratio 2 covering 100 × 100: 200 × 100, centred at x (100 − 200) / 2 = −50.
        let view = Color.red.aspectRatio(2, contentMode: .fill).id("color").frame(width: 100, height: 100)
        expectFrames(frames(view), ["color": rect(-50, 0, 200, 100)])
    }

    @MainActor @Test func aspectRatioWithOneDimensionProposedDerivesTheOther() {
        // Width 100 at ratio 2: 100 × 50.
        let view = Color.red.aspectRatio(2, contentMode: .fit).id("color")
        expectFrames(frames(view, width: 100), ["color": rect(0, 0, 100, 50)])
    }

    @MainActor @Test func idealWidthIsTheFramesWidthForANilProposalWhateverTheChild() {
        // SwiftUI's flexible frame answers idealWidth for a nil proposal even when its child is smaller:
        // 100 wide, the text's 22 tall, the 68-wide text centred at 16.
        let view = Text("Goldfish").id("text").frame(idealWidth: 100).id("frame").fixedSize()
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 100, 22), "text": rect(16, 0, 68, 22)])
    }

    @MainActor @Test func idealHeightIsTheFramesHeightForANilProposal() {
        // Same rule vertically: 40 tall around the 22-tall text, which sits at (40 − 22) / 2 = 9.
        let view = Text("Goldfish").id("text").frame(idealHeight: 40).id("frame").fixedSize()
        expectFrames(frames(view, width: 300), ["frame": rect(0, 0, 68, 40), "text": rect(0, 9, 68, 22)])
    }

    @MainActor @Test func maximumBelowTheIdealIsRaisedToTheIdeal() {
        // SwiftUI normalises max = max(ideal, max): idealWidth 80, maxWidth 50 behaves as maxWidth 80, so a
        // 300 proposal gives 80.
        let view = Color.red.frame(idealWidth: 80, maxWidth: 50).id("frame")
        expectFrames(frames(view, width: 300, height: 10), ["frame": rect(0, 0, 80, 10)])
    }

    @MainActor @Test func aspectRatioPassesAnUnspecifiedProposalThrough() {
        // SwiftUI proposes nil × nil unchanged: the colour answers its ideal 10 × 10, not a 2:1 rectangle.
        let view = Color.red.aspectRatio(2, contentMode: .fit).id("color")
        expectFrames(frames(view), ["color": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func verticalFixedSizeWrapsToTheWidthAndTakesEveryLine() {
        // Width 100 (11 characters): "Goldfish" / "Goldfish", 68 by 2 × 21.25 → 43 even in a 30-tall
        // proposal, where the text alone would keep only one line.
        let fixed = Text("Goldfish Goldfish").id("text").fixedSize(horizontal: false, vertical: true)
        expectFrames(frames(fixed, width: 100, height: 30), ["text": rect(0, 0, 68, 43)])
        let free = Text("Goldfish Goldfish").id("text")
        expectFrames(frames(free, width: 100, height: 30), ["text": rect(0, 0, 68, 22)])
    }

    @MainActor @Test func fixedSizeColourIsItsIdealTenByTen() {
        // A colour's ideal size is 10 × 10 (replacingUnspecifiedDimensions), so fixedSize gives 10 × 10.
        let view = Color.red.id("color").fixedSize()
        expectFrames(frames(view, width: 300, height: 300), ["color": rect(0, 0, 10, 10)])
    }
}
