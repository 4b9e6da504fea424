import Foundation
import Testing
@testable import EaselCore

private struct Pose {
    var scale: CGFloat = 1
    var offset: CGFloat = 0
    var angle = Angle.zero
}

@Suite struct KeyframeAnimationTests {
    @MainActor @Test func tracksRunSideBySideAndEachKeyframeStartsWhereTheLastEnded() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 1)
                MoveKeyframe(5)
                LinearKeyframe(3, duration: 2, timingCurve: .easeIn)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(10, duration: 0.5)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0).scale == 1)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 0.25).offset == 5)
        // The jump takes no time: just after 1 s the scale runs from 5 towards 3, easing in.
        #expect(timeline.value(time: 1).scale == 5)
        let easing = UnitCurve.easeIn.value(at: 0.5)
        #expect(abs(timeline.value(time: 2).scale - (5 + (3 - 5) * easing)) < 1e-9)
        #expect(timeline.value(time: 99).scale == 3 && timeline.value(time: 99).offset == 10)
        #expect(timeline.value(progress: 1).scale == 3)
        #expect(timeline.value(time: .nan).scale == 1)
    }

    @MainActor @Test func adjacentCubicKeyframesFollowACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10, duration: 1)
                CubicKeyframe(0, duration: 1)
            }
        }
        // The start has no neighbour before it: velocity 0; at 10 the tangent is (0 − 0) / 2 s = 0, so each
        // half is a smooth step, symmetric about its middle.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        #expect(abs(timeline.value(time: 1) - 10) < 1e-9)
        let rising = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10, duration: 1)
                CubicKeyframe(20, duration: 1)
            }
        }
        // At 10 the tangent is (20 − 0) / 2 s = 10 per second: h10·0 + h01·10 + h11·10 at s = 0.5.
        #expect(abs(rising.value(time: 0.5) - (0.5 * 10 + (0.125 - 0.25) * 10)) < 1e-9)
    }

    @MainActor @Test func aSpringKeyframeReleasesTheSpringTowardsItsValue() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(100, duration: 1, spring: spring) }
        }
        #expect(timeline.value(time: 0) == 0)
        // Bouncy: it overshoots within its first period.
        #expect((0..<50).map { timeline.value(time: Double($0) / 100) }.max()! > 100)
        #expect(abs(timeline.value(time: 0.3) - spring.value(fromValue: 0.0, toValue: 100, time: 0.3)) < 1e-9)
        #expect(timeline.value(time: 1) == 100)
        // Without a duration, the keyframe lasts the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1, spring: .smooth) } }
        #expect(settling.duration == Spring.smooth.settlingDuration)
        #expect(Spring(duration: 0.5, bounce: 0.3).bounce.isApproximatelyEqual(to: 0.3))
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio == 0.5)
    }

    @MainActor @Test func aStillDrawsTheKeyframesAtTheirStartAndPhasesInTheirFirstPhase() {
        let keyframed = Rectangle()
            .frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: Pose(), repeating: true) { content, pose in
                content.frame(width: 10 * pose.scale, height: 10).id("bar")
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    MoveKeyframe(3)
                    LinearKeyframe(1, duration: 1)
                }
            }
        // A leading jump applies at once: the still shows scale 3.
        #expect(frames(keyframed)["bar"] == rect(0, 0, 30, 10))

        let phased = Text("A").phaseAnimator([2.0, 1.0, 0.5]) { content, scale in
            content.frame(width: 20 * scale).id("phase")
        } animation: { _ in .bouncy(duration: 0.3, extraBounce: 0.1) }
        #expect(frames(phased)["phase"]?.width == 40)
        #expect(frames(PhaseAnimator([3, 1], trigger: 0) { Color.red.frame(width: CGFloat($0)).id("p") })["p"]?.width == 3)
    }
}

@Suite struct RedactionTests {
    @MainActor @Test func placeholderRedactionDrawsBarsForTextWithTheSameLayout() throws {
        let view = VStack(spacing: 0) {
            Text("Hello").id("text")
            Text("Kept").unredacted()
        }
        let plain = displayList(view)
        let redacted = displayList(view.redacted(reason: .placeholder))
        #expect(redacted.size == plain.size)
        func texts(_ items: [DisplayItem]) -> Int {
            items.reduce(0) {
                switch $1 {
                case .text: $0 + 1
                case .group(_, _, _, let inner): $0 + texts(inner)
                default: $0
                }
            }
        }
        #expect(texts(plain.items) == 2 && texts(redacted.items) == 1)
        // One bar in the first text's frame: 70 % of its line, in the primary colour at 16 %.
        let bar = redacted.items.compactMap { item -> (Path, Paint)? in
            if case .fill(let path, let paint, _) = item { return (path, paint) }
            return nil
        }
        #expect(bar.count == 1)
        #expect(bar.first?.1 == .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.16)))
        let frame = frames(view)["text"]!
        let bounds = try #require(bar.first?.0.boundingRect)
        let expected = CGRect(x: frame.minX, y: frame.minY + frame.height * 0.15, width: frame.width, height: frame.height * 0.7)
        #expect(abs(bounds.minY - expected.minY) < 1e-9 && abs(bounds.height - expected.height) < 1e-9)
        #expect(bounds.minX == expected.minX && bounds.width == expected.width)
        // Privacy redaction draws only what is marked sensitive.
        #expect(texts(displayList(view.redacted(reason: .privacy)).items) == 2)
        #expect(texts(displayList(VStack { Text("PIN").privacySensitive() }.redacted(reason: .privacy)).items) == 0)
    }

    @MainActor @Test func placeholderRedactionDrawsAnImageAsABoxOfItsFrame() throws {
        // A PNG's header is all layout and the display list read: a 4 × 2 picture.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-redacted-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 2]).write(to: file)
        let items = displayList(Image(file.path).redacted(reason: .placeholder)).items
        #expect(items == [.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), RGBA(red: 0, green: 0, blue: 0, alpha: 0.16))])
        #expect(displayList(Image(file.path)).items == [.image(path: file.path, frame: CGRect(x: 0, y: 0, width: 4, height: 2), style: ImageStyle())])
    }
}

extension Double {
    fileprivate func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
