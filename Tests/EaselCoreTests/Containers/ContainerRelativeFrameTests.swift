import Foundation
import Testing
@testable import EaselCore

@Suite struct ContainerRelativeFrameTests {
    @MainActor @Test func countAndSpanOfThePicture() {
        // (320 − 2 × 10) / 3 = 100 a part; two parts and the gap between them: 210. Height passes through.
        let view = HStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("a")
            Spacer()
        }
        expectFrames(frames(view, width: 320, height: 100), ["a": rect(0, 0, 210, 100)])
    }

    @MainActor @Test func partsOfAHorizontalScrollView() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("card\(index)") }
            }
        }
        expectFrames(frames(view, width: 320, height: 100), [
            "card0": rect(0, 0, 100, 100), "card1": rect(110, 0, 100, 100), "card3": rect(330, 0, 100, 100),
        ])
    }

    @MainActor @Test func lengthClosureOnBothAxesOfAVerticalScrollView() {
        let view = ScrollView { Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }.id("a") }
        // 100 × 50, centred across the scroll axis, at the top along it.
        expectFrames(frames(view, width: 200, height: 100), ["a": rect(50, 0, 100, 50)])
    }

    @MainActor @Test func theNearestContainerWins() {
        // Inside the navigation stack the container is its content area: 600 − 96 = 504 tall.
        let view = NavigationStack { Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.id("a").navigationTitle("T") }
        expectFrames(frames(view, width: 390, height: 600), ["a": rect(0, 96, 390, 252)])
    }

    @MainActor @Test func anUnspecifiedContainerLeavesTheProposal() {
        let view = Color.red.frame(width: 30).containerRelativeFrame(.vertical, count: 2, spacing: 0).id("a")
        // The picture is proposed no height: the frame passes the nil on, and a Color takes 10.
        expectFrames(frames(view, width: 100), ["a": rect(0, 0, 30, 10)])
    }
}
