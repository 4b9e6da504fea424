import Foundation
import Testing
@testable import EaselCore

/// `onHover` and `onContinuousHover` only react to a pointer: a still draws the view as it is, and the
/// actions never run.
@Suite struct HoverTests {
    @MainActor @Test func hoverLeavesThePictureUnchangedAndNeverCalls() {
        var calls = 0
        let plain = VStack {
            Text("Hover me")
            Color.blue.frame(width: 20, height: 10)
            Color.red.frame(width: 8, height: 8)
        }.padding(4)
        let hovered = VStack {
            Text("Hover me").onHover { _ in calls += 1 }
            Color.blue.frame(width: 20, height: 10).onContinuousHover { phase in
                if case .active(let point) = phase { calls += Int(point.x) } else { calls += 1 }
            }
            Color.red.frame(width: 8, height: 8).onContinuousHover(coordinateSpace: .global) { _ in calls += 1 }
        }.padding(4)
        #expect(displayList(hovered) == displayList(plain))
        #expect(!displayList(hovered).items.isEmpty)
        #expect(calls == 0)
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) != .ended)
    }
}
