import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// `LinearLayout`'s rule applied to views through `ViewLayout`. Plain colours fill the frame they
/// are proposed, so each colour's frame is the engine's frame, rounded to whole points at scale 1:
/// the whole-number cases need no rounding, while the footer's halves and the thirds of 100 show it.
@Suite struct LinearStackTests {
    @MainActor @Test func headerToolbarFooterAsViews() {
        let view = LinearStack(direction: .column, items: [.flexible, .height(44), .height(200)]) {
            Color.red.id("header")
            Color.blue.id("toolbar")
            Color.yellow.id("footer")
        }.id("stack")
        expectFrames(frames(view, width: 375, height: 667), [
            "stack": rect(0, 0, 375, 667),
            "header": rect(0, 0, 375, 423),
            "toolbar": rect(0, 423, 375, 44),
            "footer": rect(0, 467, 375, 200),
        ])
    }

    @MainActor @Test func nestedRowInsideTheFooter() {
        // The inner stack is the footer: proposed 375×200 and placed at y = 467. Its halves meet at
        // 187.5, which rounds (away from zero) to 188.
        let view = LinearStack(direction: .column, items: [.flexible, .height(44), .height(200)]) {
            Color.red.id("header")
            Color.blue.id("toolbar")
            LinearStack(direction: .row) {
                Color.cyan.id("left")
                Color.pink.id("right")
            }
        }
        expectFrames(frames(view, width: 375, height: 667), [
            "left": rect(0, 467, 188, 200),
            "right": rect(188, 467, 187, 200),
        ])
    }

    @MainActor @Test func flexibleThirdsAreRoundedToWholePoints() {
        // Edges at 0, 33.333, 66.667, 100 round to 0, 33, 67, 100. Subviews without specs are flexible.
        let view = LinearStack(direction: .row) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        expectFrames(frames(view, width: 100, height: 40), [
            "a": rect(0, 0, 33, 40), "b": rect(33, 0, 34, 40), "c": rect(67, 0, 33, 40),
        ])
    }

    @MainActor @Test func crossAxisAlignmentPlacesFixedSizes() {
        // Column 200 wide: centre x = (200 − 50) / 2 = 75; trailing x = 150. Extra specs are ignored.
        let items: [LinearLayout.ItemSpec] = [.size(CGSize(width: 50, height: 30)), .width(20), .height(10)]
        for (alignment, x) in [(LinearLayout.Alignment.center, 75.0), (.trailing, 150)] {
            let view = LinearStack(direction: .column, alignment: alignment, items: items) {
                Color.red.id("box")
                Color.green.id("strip")
            }
            expectFrames(frames(view, width: 200, height: 100), [
                "box": rect(x, 0, 50, 30),
                "strip": rect(alignment == .center ? 90 : 180, 30, 20, 70),
            ])
        }
    }

    @MainActor @Test func fixedLengthsThatDoNotFitRunPastTheBounds() {
        // 80 + 80 > 100: no error is possible, so the flexible view gets nothing and the last runs over.
        let view = LinearStack(direction: .row, items: [.width(80), .flexible, .width(80)]) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        expectFrames(frames(view, width: 100, height: 10), [
            "a": rect(0, 0, 80, 10), "b": rect(80, 0, 0, 10), "c": rect(80, 0, 80, 10),
        ])
    }

    @MainActor @Test func unspecifiedProposalAndEmptyStack() {
        let view = LinearStack { Color.red.id("a") }.id("stack")
        expectFrames(frames(view), ["stack": rect(0, 0, 10, 10), "a": rect(0, 0, 10, 10)])
        expectFrames(frames(LinearStack {}.id("empty"), width: 50, height: 60), ["empty": rect(0, 0, 50, 60)])
    }
}
