import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

@Suite struct ViewThatFitsTests {
    @MainActor @Test func choosesTheFirstChildWhoseIdealSizeFits() {
        // The long text's ideal 145 × 22 is wider than 100; "Goldfish" (68 × 22) fits. The long text gets
        // no frame at all.
        let view = ViewThatFits {
            Text("Goldfish Goldfish").id("long")
            Text("Goldfish").id("short")
        }
        let result = frames(view, width: 100, height: 100)
        expectFrames(result, ["short": rect(0, 0, 68, 22)])
        #expect(result["long"] == nil)
    }

    @MainActor @Test func firstChildWinsWhenItFits() {
        // In 200 × 100 the long text's 145 × 22 fits, so it is chosen and the short one gets no frame.
        let view = ViewThatFits {
            Text("Goldfish Goldfish").id("long")
            Text("Goldfish").id("short")
        }
        let result = frames(view, width: 200, height: 100)
        expectFrames(result, ["long": rect(0, 0, 145, 22)])
        #expect(result["short"] == nil)
    }

    @MainActor @Test func constrainedAxesOnly() {
        // In both axes the 50 × 500 view is too tall for 100 × 100; constrained horizontally only, it fits.
        let both = ViewThatFits {
            Color.red.frame(width: 50, height: 500).id("tall")
            Color.blue.frame(width: 20, height: 20).id("small")
        }
        let bothResult = frames(both, width: 100, height: 100)
        expectFrames(bothResult, ["small": rect(0, 0, 20, 20)])
        #expect(bothResult["tall"] == nil)

        let horizontal = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 50, height: 500).id("tall")
            Color.blue.frame(width: 20, height: 20).id("small")
        }
        let horizontalResult = frames(horizontal, width: 100, height: 100)
        expectFrames(horizontalResult, ["tall": rect(0, 0, 50, 500)])
        #expect(horizontalResult["small"] == nil)
    }

    @MainActor @Test func fallsBackToTheLastChild() {
        // Neither 200 nor 150 fits in 100: the last is shown anyway, at its 150.
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 10).id("a")
            Color.blue.frame(width: 150, height: 10).id("b")
        }
        let result = frames(view, width: 100, height: 100)
        expectFrames(result, ["b": rect(0, 0, 150, 10)])
        #expect(result["a"] == nil)
    }

    @MainActor @Test func chosenChildIsProposedTheParentsProposal() {
        // The capped colour's ideal width is 10 (fits); chosen, it is proposed 100 × 40 and takes 80 × 40.
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(maxWidth: 80).id("capped")
            Color.blue.id("other")
        }
        .id("fits")
        let result = frames(view, width: 100, height: 40)
        expectFrames(result, ["fits": rect(0, 0, 80, 40), "capped": rect(0, 0, 80, 40)])
        #expect(result["other"] == nil)
    }

    @MainActor @Test func choiceFollowsTheProposalInsideAStack() {
        // In a 130-wide HStack next to a 30-wide colour, ViewThatFits is offered 130 − 30 − 8 = 92:
        // too narrow for the long text (145), so "Goldfish" is shown after the colour at 38.
        let view = HStack {
            Color.red.frame(width: 30, height: 10).id("color")
            ViewThatFits {
                Text("Goldfish Goldfish").id("long")
                Text("Goldfish").id("short")
            }
        }
        let result = frames(view, width: 130, height: 50)
        expectFrames(result, ["color": rect(0, 6, 30, 10), "short": rect(38, 0, 68, 22)])
        #expect(result["long"] == nil)
    }

    /// Found by the property tests (seed 3932035002): the gap after a `ViewThatFits` in an equal-width
    /// stack was the spacing of the candidate placed last, so a layout placed twice moved its neighbour
    /// from x 10 to 18. Its spacing is now the union of its candidates' (here a colour's 8 and a spacer's
    /// none: 8), the same before and after placement.
    @MainActor @Test func spacingDoesNotDependOnTheCandidatePlacedLast() {
        let view = EqualWidthHStack {
            ViewThatFits {
                Color.clear
                Spacer()
            }
            Color.red.id("red")
        }
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        let layout = ViewLayout(content: view, proposal: ProposedViewSize(width: 78, height: 64.75), scale: 2, environment: environment)
        #expect(layout.frames["red"] == rect(18, 0, 10, 10))
        layout.root.layout(in: CGRect(origin: .zero, size: layout.size), proposal: ProposedViewSize(width: 78, height: 64.75), scale: 2)
        #expect(layout.frames["red"] == rect(18, 0, 10, 10))
    }
}
