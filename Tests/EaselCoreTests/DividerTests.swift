import Foundation
import Testing
@testable import EaselCore

@Suite struct DividerTests {
    @MainActor @Test func dividerInAVerticalStackIsHorizontalAndOnePixelThick() {
        // Texts 34 wide centred at (100 − 34) / 2 = 33; the divider spans the 100 offered, 8 below the
        // first text. Text heights round up to whole pixels: 21.25 → 22, 21.5, 21.333 at 1×, 2×, 3×; the
        // divider is one pixel: 1, 0.5, 1/3.
        let cases: [(scale: CGFloat, text: CGFloat, line: CGFloat)] = [(1, 22, 1), (2, 21.5, 0.5), (3, 64.0 / 3, 1.0 / 3)]
        for (scale, text, line) in cases {
            let view = VStack {
                Text("Fish").id("top")
                Divider().id("divider")
                Text("Cats").id("bottom")
            }
            let dividerY = text + 8
            expectFrames(frames(view, width: 100, scale: scale), [
                "top": rect(33, 0, 34, text),
                "divider": rect(0, dividerY, 100, line),
                "bottom": rect(33, dividerY + line + 8, 34, text),
            ])
        }
    }

    @MainActor @Test func dividerOutsideAnyStackSpansTheProposedWidth() {
        // Outside a stack a divider is horizontal: 200 wide, one pixel (1, 0.5, 1/3 points) tall.
        for (scale, line) in [(1, 1), (2, 0.5), (3, 1.0 / 3)] as [(CGFloat, CGFloat)] {
            expectFrames(frames(Divider().id("divider"), width: 200, height: 100, scale: scale),
                         ["divider": rect(0, 0, 200, line)])
        }
    }

    @MainActor @Test func dividerInAHorizontalStackIsVerticalAndSpansTheHeight() {
        // 34 + 8 + 1 + 8 + 34 = 85 wide; the divider takes the 50 offered across, texts centred at 14.
        let view = HStack {
            Text("Fish").id("left")
            Divider().id("divider")
            Text("Cats").id("right")
        }
        expectFrames(frames(view, width: 200, height: 50), [
            "left": rect(0, 14, 34, 22), "divider": rect(42, 0, 1, 50), "right": rect(51, 14, 34, 22),
        ])
    }

    @MainActor @Test func dividerCentredOnAHalfPixelStaysOnePixelThick() {
        // Centred in a 10-tall frame the divider starts at (10 − t) / 2, which is half a pixel past the grid
        // at every scale; both edges round up together, so it stays one pixel thick: at 3× it starts at
        // 4.8333 = 14.5 px and ends at 15.5 px, rounded to 15 px … 16 px.
        for (scale, line, y) in [(1, 1, 5), (2, 0.5, 5), (3, 1.0 / 3, 5)] as [(CGFloat, CGFloat, CGFloat)] {
            let view = Divider().id("divider").frame(width: 10, height: 10)
            expectFrames(frames(view, scale: scale), ["divider": rect(0, y, 10, line)])
        }
    }
}
