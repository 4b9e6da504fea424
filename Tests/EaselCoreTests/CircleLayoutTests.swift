import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Fixed-size children on a circle of radius 50. A child at angle θ (clockwise from the top) is centred
/// on (cx + 50 sin θ, cy − 50 cos θ). Quarter turns land on whole points; the 45° case shows the
/// rounding of each edge to the nearest whole point at scale 1.
@Suite struct CircleLayoutTests {
    func dot(_ id: String) -> some View { Color.orange.frame(width: 20, height: 20).id(id) }

    @ViewBuilder var fourDots: some View {
        dot("a")
        dot("b")
        dot("c")
        dot("d")
    }

    @MainActor @Test func childrenStartAtTheTopAndGoClockwise() {
        // Size (20 / 2 + 50) × 2 = 120 square, centre (60, 60).
        let view = CircleLayout(radius: 50) { fourDots }.id("circle")
        expectFrames(frames(view), [
            "circle": rect(0, 0, 120, 120),
            "a": rect(50, 0, 20, 20), "b": rect(100, 50, 20, 20),
            "c": rect(50, 100, 20, 20), "d": rect(0, 50, 20, 20),
        ])
    }

    @MainActor @Test func rotationTurnsTheWholeCircle() {
        // At 45°: centre (60 + 35.355, 60 − 35.355) = (95.355, 24.645); origin (85.355 → 85, 14.645 → 15).
        let view = CircleLayout(radius: 50, rotation: .degrees(45)) { fourDots }
        expectFrames(frames(view), [
            "a": rect(85, 15, 20, 20), "b": rect(85, 85, 20, 20),
            "c": rect(15, 85, 20, 20), "d": rect(15, 15, 20, 20),
        ])
    }

    @MainActor @Test func sizeAddsHalfTheLargestChildInEachDimension() {
        // Largest width 40, largest height 20: (20 + 50) × 2 = 140 wide, (10 + 50) × 2 = 120 tall.
        // Centre (70, 60); the two children sit at the top (70, 10) and the bottom (70, 110).
        let view = CircleLayout(radius: 50) {
            Color.red.frame(width: 40, height: 10).id("wide")
            Color.blue.frame(width: 20, height: 20).id("square")
        }.id("circle")
        expectFrames(frames(view, width: 500, height: 500), [
            "circle": rect(0, 0, 140, 120),
            "wide": rect(50, 5, 40, 10),
            "square": rect(60, 100, 20, 20),
        ])
    }

    @MainActor @Test func emptyCircleIsItsDiameter() {
        expectFrames(frames(CircleLayout(radius: 50) {}.id("circle")), ["circle": rect(0, 0, 100, 100)])
    }

    @MainActor @Test func negativeOrNaNRadiusPutsEveryChildOnTheCentre() {
        for radius in [-30, CGFloat.nan] {
            let view = CircleLayout(radius: radius) {
                dot("a")
                dot("b")
            }.id("circle")
            expectFrames(frames(view), [
                "circle": rect(0, 0, 20, 20), "a": rect(0, 0, 20, 20), "b": rect(0, 0, 20, 20),
            ])
        }
    }
}
