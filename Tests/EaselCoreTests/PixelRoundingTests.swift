import Foundation
import Testing
@testable import EaselCore

@Suite struct PixelRoundingTests {
    private var threeColours: some View {
        HStack {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
    }

    @MainActor @Test func threeFlexibleColoursAtScaleOne() {
        // (300 − 16) / 3 = 94.667 each, at 0, 102.667 and 205.333: edges round to whole points.
        expectFrames(frames(threeColours, width: 300, height: 10, scale: 1), [
            "a": rect(0, 0, 95, 10), "b": rect(103, 0, 94, 10), "c": rect(205, 0, 95, 10),
        ])
    }

    @MainActor @Test func threeFlexibleColoursAtScaleTwo() {
        // Edges 94.667, 102.667, 197.333, 205.333 round to half points: 94.5, 102.5, 197.5, 205.5.
        expectFrames(frames(threeColours, width: 300, height: 10, scale: 2), [
            "a": rect(0, 0, 94.5, 10), "b": rect(102.5, 0, 95, 10), "c": rect(205.5, 0, 94.5, 10),
        ])
    }

    @MainActor @Test func threeFlexibleColoursAtScaleThree() {
        // Every edge is already a multiple of 1/3: nothing moves.
        expectFrames(frames(threeColours, width: 300, height: 10, scale: 3), [
            "a": rect(0, 0, 284.0 / 3, 10), "b": rect(308.0 / 3, 0, 284.0 / 3, 10), "c": rect(616.0 / 3, 0, 284.0 / 3, 10),
        ])
    }

    @MainActor @Test func gapsStayExactAtEveryScale() {
        // The default spacing of 8 survives rounding: a's trailing edge and b's leading edge round alike.
        for scale in [1, 2, 3] as [CGFloat] {
            let result = frames(threeColours, width: 300, height: 10, scale: scale)
            guard let a = result["a"], let b = result["b"], let c = result["c"] else {
                Issue.record("missing frames at scale \(scale)")
                continue
            }
            #expect(abs(b.minX - a.maxX - 8) < 0.001, "scale \(scale)")
            #expect(abs(c.minX - b.maxX - 8) < 0.001, "scale \(scale)")
            #expect(c.maxX == 300)
        }
    }

    @MainActor @Test func neighboursThatTouchKeepTouching() {
        // 100 / 3 = 33.333 each with no spacing: 0…33, 33…67, 67…100 at scale 1 (widths 33, 34, 33).
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        expectFrames(frames(view, width: 100, height: 10), [
            "a": rect(0, 0, 33, 10), "b": rect(33, 0, 34, 10), "c": rect(67, 0, 33, 10),
        ])
        for scale in [1, 2, 3] as [CGFloat] {
            let result = frames(view, width: 100, height: 10, scale: scale)
            #expect(result["a"]?.maxX == result["b"]?.minX, "scale \(scale)")
            #expect(result["b"]?.maxX == result["c"]?.minX, "scale \(scale)")
        }
    }

    @MainActor @Test func textSizesRoundUpToWholePixels() {
        // "Cat" is 25.5 × 21.25: 26 × 22 at 1×, 25.5 × 21.5 at 2× (51 × 43 px), 25.667 × 21.333 at 3× (77 × 64 px).
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(1, 26, 22), (2, 25.5, 21.5), (3, 77.0 / 3, 64.0 / 3)]
        for (scale, width, height) in cases {
            expectFrames(frames(Text("Cat").id("text"), scale: scale), ["text": rect(0, 0, width, height)])
        }
    }

    @MainActor @Test func halfwayEdgesRoundUpEvenBelowZero() {
        // A 3-wide colour centred in a 2-wide frame spans −0.5 … 2.5. SwiftUI rounds coordinates to the
        // nearest pixel with ties going up (toward +∞), so it becomes 0 … 3 and keeps its 3-point width;
        // rounding ties away from zero would stretch it to −1 … 3.
        let view = Color.red.frame(width: 3, height: 1).id("color").frame(width: 2, height: 1)
        expectFrames(frames(view), ["color": rect(0, 0, 3, 1)])
    }

    @MainActor @Test func roundingDoesNotDependOnWhereAViewIs() {
        // The same 145-wide text centred in a 50-wide frame starts at −47.5 → −47 and ends at 97.5 → 98:
        // still 145 wide, as it is anywhere else.
        let view = Text("Goldfish Goldfish").id("text").fixedSize().frame(width: 50)
        expectFrames(frames(view, width: 300), ["text": rect(-47, 0, 145, 22)])
    }
}
