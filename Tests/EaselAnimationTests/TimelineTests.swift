import Easel
import Foundation
import Testing

@Suite struct TimelineTests {
    /// The frame count is duration × fps + 1 per move, plus the holds (rounded to whole frames): three
    /// states, moves of 0.35 s at 30 fps (10.5 → 11 steps, 12 frames), a 0.5 s hold between (15 frames)
    /// and at the end (15), a 0.2 s hold at the start (6).
    @MainActor @Test func frameCountIsDurationTimesFPSPlusOnePerMovePlusHolds() throws {
        let timing = AnimationTimeline.Timing(fps: 30, duration: 0.35, hold: 0.5, startHold: 0.2)
        let timeline = try AnimationTimeline(states: [Mover(x: 0), Mover(x: 40), Mover(x: 0)], environment: fixedEnvironment(),
                                             animation: .easeInOut, timing: timing)
        #expect(timeline.frameCount == 6 + 12 + 15 + 12 + 15)
        #expect(timeline.stateFrames == [0, 6 + 11, 6 + 12 + 15 + 11])
        #expect(timeline.time(ofFrame: 30) == 1)
    }

    /// The first frame is the first state's display list and the last the last state's, and a state's
    /// frame is that state exactly; in between, an easeInOut move is monotonic and slowest at both ends.
    /// A timeline is drawn at the scale its states were laid out at, which their lists carry; states laid
    /// out at two scales would round to two pixel grids, and are refused.
    @MainActor @Test func theStatesScaleIsTheTimelines() throws {
        let timeline = try AnimationTimeline(displayLists: taggedLists([Mover(x: 0), Mover(x: 40)], scale: 3),
                                             textMeasurer: FixedAdvanceTextMeasurer())
        #expect(timeline.scale == 3)
        #expect((0..<timeline.frameCount).allSatisfy { timeline.displayList(atFrame: $0).scale == 3 })
        let mixed = taggedLists([Mover(x: 0)], scale: 2) + taggedLists([Mover(x: 40)], scale: 3)
        #expect(throws: AnimationError.mixedScales([2, 3])) {
            try AnimationTimeline(displayLists: mixed, textMeasurer: FixedAdvanceTextMeasurer())
        }
    }

    @MainActor @Test func framesRunFromStateToState() throws {
        let lists = taggedLists([Mover(x: 0), Mover(x: 60)])
        let timeline = try AnimationTimeline(displayLists: lists, animation: .easeInOut(duration: 1),
                                             timing: AnimationTimeline.Timing(fps: 20, hold: 0), textMeasurer: FixedAdvanceTextMeasurer())
        #expect(timeline.frameCount == 21)
        #expect(timeline.displayList(atFrame: 0) == lists[0])
        #expect(timeline.displayList(atFrame: 20) == lists[1])
        let x = (0...20).map { fills(timeline.displayList(atFrame: $0)).first?.bounds.minX ?? .nan }
        let steps = zip(x, x.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= 0 })
        #expect(steps[0] < steps[10] / 4 && steps[19] < steps[10] / 4)
    }

    /// A single state is one frame plus its end hold; bad timings are refused with a message.
    @MainActor @Test func singleStatesAndBadTimings() throws {
        let single = try AnimationTimeline(states: [Mover(x: 0)], environment: fixedEnvironment(), timing: .init(fps: 10, hold: 0.3))
        #expect(single.frameCount == 4)
        #expect(throws: AnimationError.noStates) { try AnimationTimeline(states: [Mover](), environment: fixedEnvironment()) }
        #expect(throws: AnimationError.invalidFrameRate(0)) {
            try AnimationTimeline(states: [Mover(x: 0)], environment: fixedEnvironment(), timing: .init(fps: 0))
        }
        #expect(throws: AnimationError.invalidTime(name: "hold", value: -1)) {
            try AnimationTimeline(states: [Mover(x: 0)], environment: fixedEnvironment(), timing: .init(hold: -1))
        }
        // Past a day, a time's frame count could overflow (1e300 × fps trapped converting to Int).
        #expect(throws: AnimationError.invalidTime(name: "duration", value: 1e300)) {
            try AnimationTimeline(states: [Mover(x: 0)], environment: fixedEnvironment(), timing: .init(duration: 1e300))
        }
        #expect("\(AnimationError.invalidTime(name: "hold", value: .nan))" == "invalid hold nan: use a number of seconds from 0 to 86400")
        #expect(throws: Never.self) {
            try AnimationTimeline(states: [Mover(x: 0)], environment: fixedEnvironment(), timing: .init(fps: 1, hold: 86_400))
        }
    }

    /// States of different sizes share the largest size.
    @MainActor @Test func framesTakeTheLargestStateSize() throws {
        struct Box: View {
            var side: CGFloat
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        let timeline = try AnimationTimeline(states: [Box(side: 10), Box(side: 30)], environment: fixedEnvironment())
        #expect(timeline.size == CGSize(width: 30, height: 10))
        #expect(timeline.displayList(atFrame: 0).size == CGSize(width: 30, height: 10))
    }
}
