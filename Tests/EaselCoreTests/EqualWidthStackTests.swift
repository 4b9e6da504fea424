import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Three fixed-size children with different ideal sizes: the slot is the widest width (50) by the
/// tallest height (20), and plain views keep 8 points between them.
///
/// The 35×15 child sits centred in a slot of even size, so its edges fall on half points and are
/// rounded (away from zero, at scale 1) — the rounding is visible in its expected frame.
@Suite struct EqualWidthStackTests {
    @ViewBuilder var threeColours: some View {
        Color.red.frame(width: 30, height: 10).id("a")
        Color.green.frame(width: 50, height: 20).id("b")
        Color.blue.frame(width: 35, height: 15).id("c")
    }

    @MainActor @Test func horizontalSlotsAreTheWidestIdealWidth() {
        // Size: 3 × 50 + 2 × 8 = 166 wide, 20 tall. Slot centres at x = 25, 83, 141 and y = 10.
        let view = EqualWidthHStack { threeColours }.id("stack")
        expectFrames(frames(view), [
            "stack": rect(0, 0, 166, 20),
            "a": rect(10, 5, 30, 10),
            "b": rect(58, 0, 50, 20),
            // 141 − 17.5 = 123.5 → 124, 141 + 17.5 = 158.5 → 159; 10 ∓ 7.5 = 2.5 → 3, 17.5 → 18.
            "c": rect(124, 3, 35, 15),
        ])
    }

    @MainActor @Test func horizontalStackKeepsItsSizeWhateverItIsProposed() {
        let view = EqualWidthHStack { threeColours }.id("stack")
        expectFrames(frames(view, width: 1000, height: 500), ["stack": rect(0, 0, 166, 20)])
        expectFrames(frames(view, width: 10, height: 10), ["stack": rect(0, 0, 166, 20)])
    }

    /// 20-point text is 10 points a character and 25 tall: ideal widths 30, 80, 30, so every label is
    /// proposed 80×25 and its `maxWidth: .infinity` frame takes all 80. Text keeps 8 points apart.
    @ViewBuilder var petLabels: some View {
        Text("Cat").frame(maxWidth: .infinity).id("cat")
        Text("Goldfish").frame(maxWidth: .infinity).id("goldfish")
        Text("Dog").frame(maxWidth: .infinity).id("dog")
    }

    @MainActor @Test func flexibleLabelsFillTheirEqualSlots() {
        let view = EqualWidthHStack { petLabels }.font(.system(size: 20)).id("stack")
        expectFrames(frames(view, width: 1000, height: 100), [
            "stack": rect(0, 0, 256, 25),
            "cat": rect(0, 0, 80, 25),
            "goldfish": rect(88, 0, 80, 25),
            "dog": rect(176, 0, 80, 25),
        ])
    }

    @MainActor @Test func verticalSlotsAreTheTallestIdealHeight() {
        // Size: 50 wide, 3 × 20 + 2 × 8 = 76 tall. Slot centres at y = 10, 38, 66 and x = 25.
        let view = EqualWidthVStack { threeColours }.id("stack")
        expectFrames(frames(view), [
            "stack": rect(0, 0, 50, 76),
            "a": rect(10, 5, 30, 10),
            "b": rect(0, 28, 50, 20),
            // 25 ∓ 17.5 = 7.5 → 8, 42.5 → 43; 66 ∓ 7.5 = 58.5 → 59, 73.5 → 74.
            "c": rect(8, 59, 35, 15),
        ])
    }

    @MainActor @Test func talksButtonsFallBackToTheVerticalStackWhenTooNarrow() {
        // In 200 points the horizontal stack (256) does not fit; the vertical one is 80 wide and, as
        // plain labels stacked are text above text spaced by the font's leading (0 here), 3 × 25 tall.
        let view = ViewThatFits {
            EqualWidthHStack { petLabels }
            EqualWidthVStack { petLabels }
        }
        .font(.system(size: 20))
        expectFrames(frames(view, width: 200), [
            "cat": rect(0, 0, 80, 25), "goldfish": rect(0, 25, 80, 25), "dog": rect(0, 50, 80, 25),
        ])
        expectFrames(frames(view, width: 256), [
            "cat": rect(0, 0, 80, 25), "goldfish": rect(88, 0, 80, 25), "dog": rect(176, 0, 80, 25),
        ])
    }

    @MainActor @Test func emptyStacksHaveNoSize() {
        expectFrames(frames(EqualWidthHStack {}.id("h")), ["h": rect(0, 0, 0, 0)])
        expectFrames(frames(EqualWidthVStack {}.id("v")), ["v": rect(0, 0, 0, 0)])
    }
}
