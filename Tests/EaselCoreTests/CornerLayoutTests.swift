import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Four fixed-size children in the corners. With spacing 5 the content is
/// max(30 + 20, 10 + 40) + 5 = 55 wide and max(10 + 30, 20 + 40) + 5 = 65 tall.
///
/// All sizes are whole points, so corner frames need no rounding; the centred fifth child lands on half
/// points and shows the rounding (each edge to the nearest whole point, halves away from zero).
@Suite struct CornerLayoutTests {
    @ViewBuilder var fourCorners: some View {
        Color.red.frame(width: 30, height: 10).id("topLeading")
        Color.green.frame(width: 20, height: 20).id("topTrailing")
        Color.blue.frame(width: 10, height: 30).id("bottomLeading")
        Color.yellow.frame(width: 40, height: 40).id("bottomTrailing")
    }

    @MainActor @Test func idealSizeFitsTheCornersWithoutOverlap() {
        let view = CornerLayout(spacing: 5) { fourCorners }.id("corners")
        expectFrames(frames(view), [
            "corners": rect(0, 0, 55, 65),
            "topLeading": rect(0, 0, 30, 10),
            "topTrailing": rect(35, 0, 20, 20),
            "bottomLeading": rect(0, 35, 10, 30),
            "bottomTrailing": rect(15, 25, 40, 40),
        ])
    }

    @MainActor @Test func aLargerProposalIsFilled() {
        let view = CornerLayout(spacing: 5) { fourCorners }.id("corners")
        expectFrames(frames(view, width: 200, height: 100), [
            "corners": rect(0, 0, 200, 100),
            "topLeading": rect(0, 0, 30, 10),
            "topTrailing": rect(180, 0, 20, 20),
            "bottomLeading": rect(0, 70, 10, 30),
            "bottomTrailing": rect(160, 60, 40, 40),
        ])
    }

    @MainActor @Test func eachDimensionTakesTheLargerOfProposalAndContent() {
        let view = CornerLayout(spacing: 5) { fourCorners }.id("corners")
        expectFrames(frames(view, width: 20, height: 20), ["corners": rect(0, 0, 55, 65)])
        expectFrames(frames(view, width: 200), ["corners": rect(0, 0, 200, 65)])
        expectFrames(frames(view, width: 10, height: 300), ["corners": rect(0, 0, 55, 300)])
    }

    @MainActor @Test func missingCornersCountAsZero() {
        // Two children: max(30 + 20, 0) + 0 = 50 wide, max(10 + 0, 20 + 0) + 0 = 20 tall.
        let view = CornerLayout {
            Color.red.frame(width: 30, height: 10).id("topLeading")
            Color.green.frame(width: 20, height: 20).id("topTrailing")
        }.id("corners")
        expectFrames(frames(view), [
            "corners": rect(0, 0, 50, 20),
            "topLeading": rect(0, 0, 30, 10),
            "topTrailing": rect(30, 0, 20, 20),
        ])
        expectFrames(frames(CornerLayout(spacing: 5) {}.id("empty")), ["empty": rect(0, 0, 5, 5)])
    }

    @MainActor @Test func extraChildrenAreCentred() {
        // Centre (27.5, 32.5): a 10×10 child spans 22.5…32.5 → 23…33 and 27.5…37.5 → 28…38.
        let view = CornerLayout(spacing: 5) {
            fourCorners
            Color.gray.frame(width: 10, height: 10).id("fifth")
            Color.gray.frame(width: 10, height: 10).id("sixth")
        }.id("corners")
        expectFrames(frames(view), [
            "corners": rect(0, 0, 55, 65),
            "bottomTrailing": rect(15, 25, 40, 40),
            "fifth": rect(23, 28, 10, 10),
            "sixth": rect(23, 28, 10, 10),
        ])
    }

    @MainActor @Test func negativeOrNaNSpacingDoesNotTrap() {
        let tooNegative = CornerLayout(spacing: -500) { fourCorners }.id("corners")
        expectFrames(frames(tooNegative), ["corners": rect(0, 0, 0, 0)])
        let notANumber = CornerLayout(spacing: .nan) { fourCorners }.id("corners")
        expectFrames(frames(notANumber, width: .nan, height: 80), ["corners": rect(0, 0, 0, 80)])
    }
}
