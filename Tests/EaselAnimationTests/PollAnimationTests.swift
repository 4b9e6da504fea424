import Easel
import Foundation
import PetPoll
import Testing
@testable import EaselAnimation
@testable import EaselRender

/// The poll animated through rounds of votes, end to end.
@Suite struct PollAnimationTests {
    static let rounds: [[String: Int]] = [
        ["Cat": 25, "Goldfish": 9, "Dog": 16],
        ["Cat": 25, "Goldfish": 25, "Dog": 25],
        ["Cat": 25, "Goldfish": 31, "Dog": 25, "Rabbit": 3],
    ]

    /// Rows keep the order candidates first appear in (most votes first), newcomers last; sorting by
    /// votes ranks each state (ties keep that order); a candidate is only in the states that name it.
    @MainActor @Test func statesFromVotes() {
        let poll = PollTimeline(votes: Self.rounds)
        #expect(poll.candidates == ["Cat", "Dog", "Goldfish", "Rabbit"])
        #expect(poll.states.map { $0.map(\.type) } == [["Cat", "Dog", "Goldfish"], ["Cat", "Dog", "Goldfish"],
                                                       ["Cat", "Dog", "Goldfish", "Rabbit"]])
        let sorted = PollTimeline(votes: Self.rounds, sortsByVotes: true)
        #expect(sorted.states.map { $0.map(\.type) } == [["Cat", "Dog", "Goldfish"], ["Cat", "Dog", "Goldfish"],
                                                         ["Goldfish", "Cat", "Dog", "Rabbit"]])
        #expect(sorted.states[2].map(\.votes) == [31, 25, 25, 3])
        let ordered = PollTimeline(votes: Self.rounds, order: ["Goldfish", "Cat"])
        #expect(ordered.candidates == ["Goldfish", "Cat", "Dog", "Rabbit"])
    }

    /// Sorted by votes, Goldfish's row slides from third to first while its count counts up, and the
    /// newcomer's row fades in.
    @MainActor @Test func rowsSlideToTheirRankAndNewcomersFadeIn() throws {
        let screens = PollTimeline(votes: Array(Self.rounds[1...]), sortsByVotes: true).screens
        let proposal = ProposedViewSize(width: 390, height: 844)
        let frames = screens.map { ViewLayout(content: $0, proposal: proposal, environment: fixedEnvironment()).frames }
        let move = transition(screens[0], screens[1], animation: .linear(duration: 1), proposal: proposal)
        let middle = texts(move.displayList(at: 0.5))
        guard let from = frames[0]["name-Goldfish"], let to = frames[1]["name-Goldfish"],
              let goldfish = middle.first(where: { $0.string == "Goldfish" }) else {
            Issue.record("no Goldfish row")
            return
        }
        #expect(to.minY < from.minY)
        #expect(close(goldfish.frame.minY, (from.minY + to.minY) / 2, 1e-6))
        #expect(goldfish.opacity == 1)
        #expect(middle.contains { $0.string == "28" && $0.opacity == 1 })
        #expect(middle.first { $0.string == "Rabbit" }.map { close($0.opacity, 0.5) } == true)
    }

    /// The poll's GIF decodes with giflib: the screen's size, a frame per merged run of the timeline,
    /// looping; its first and last frames show the first and last states (quantized where they have
    /// more than 256 colours, so within a few levels on average).
    @MainActor @Test func pollGIF() async throws {
        let timing = AnimationTimeline.Timing(fps: 10, duration: 0.5, hold: 0.3)
        let timeline = try PollTimeline(votes: Self.rounds, sortsByVotes: true).timeline(scale: 1, animation: .easeInOut, timing: timing)
        #expect(timeline.frameCount == 6 + 3 + 6 + 3)
        let url = try temporaryFolder().appendingPathComponent("poll.gif")
        try await timeline.write(to: url)
        let gif = try DecodedGIF(path: url.path)
        #expect(gif.width == 390 && gif.height == 844 && gif.loopCount == 0)
        #expect(gif.frames.count == GIFTiming.frames(try await FramePlan.planned(timeline, concurrency: 1), fps: 10).count)
        #expect(gif.frames.map(\.delay).reduce(0, +) == 180)
        for (shown, frame) in [(gif.composited.first, 0), (gif.composited.last, timeline.frameCount - 1)] {
            let source = try flattenedPixels(timeline.displayList(atFrame: frame))
            let worst = zip(source, shown ?? []).map { GIFFrameEncoder.maximumChannelDifference($0, $1) }
            #expect(worst.count == source.count)
            #expect(Double(worst.reduce(0, +)) / Double(worst.count) < 2)
        }
        // The first state as a static render, exactly as the first timeline frame draws it.
        let first = try staticPNG(PollTimeline(votes: Self.rounds, sortsByVotes: true).screens[0], scale: 1,
                                  proposal: ProposedViewSize(width: 390, height: 844))
        #expect(try timeline.displayList(atFrame: 0).data(format: .png) == first)
    }
}
