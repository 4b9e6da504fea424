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

    @Test func textsInAConcreteProposalTakeTheirIdealWidths() {
        // The stack measures each text's maximum by proposing an infinite width, which must not trap:
        // "Goldfish" 8 × 8.5 = 68, "Fish" 4 × 8.5 = 34, 8 between; both 21.25 → 22 tall.
        let view = HStack {
            Text("Goldfish").id("goldfish")
            Text("Fish").id("fish")
        }
        expectFrames(frames(view, width: 300, height: 100), [
            "goldfish": rect(0, 0, 68, 22), "fish": rect(76, 0, 34, 22),
        ])
    }
}
