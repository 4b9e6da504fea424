import Foundation
import Testing
@testable import EaselCore

@Suite struct StackTests {
    @Test func flexibleFramesShareByFlexibility() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }
        expectFrames(frames(view, width: 150, height: 50), [
            "red": rect(0, 0, 75, 50),
            "green": rect(75, 0, 100, 50),
        ])
    }

    @Test func threeFlexibleColoursShareEqually() {
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        expectFrames(frames(view, width: 300, height: 20), [
            "a": rect(0, 0, 100, 20), "b": rect(100, 0, 100, 20), "c": rect(200, 0, 100, 20),
        ])
    }
}
