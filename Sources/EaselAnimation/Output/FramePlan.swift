import EaselCore
import EaselRender
import Foundation

/// The frames an animated image (GIF, APNG) shows: the timeline's frames with each run of identical
/// frames merged into one shown for the whole run.
///
/// Rule: frame f joins the frame before it when their display lists are equal (equal lists draw equal
/// pixels); the merged frame starts at its first frame's tick and lasts one tick (1 / fps seconds) per
/// frame of the run. `planned(_:concurrency:)` compares the lists in spans of frames on parallel tasks,
/// two at a time, each span starting from the list of the frame before it: the plan is the one made
/// frame by frame, and a task holds two lists at most.
struct FramePlan: Sendable {
    struct Frame: Hashable, Sendable {
        /// The timeline frame drawn.
        let index: Int
        /// The tick (1 / fps seconds) the frame starts at.
        let start: Int
        /// How many ticks the frame lasts.
        var length: Int
    }

    let frames: [Frame]

    /// The plan made on up to `concurrency` tasks, in spans of about a quarter of a task's share of frames.
    static func planned(_ timeline: AnimationTimeline, concurrency: Int) async throws -> FramePlan {
        let count = timeline.frameCount
        let length = max(16, count / max(1, 4 * concurrency))
        let spans = stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
        var joins: [Bool] = []
        joins.reserveCapacity(count)
        try await OrderedPipeline.run(count: spans.count, concurrency: concurrency,
                                      produce: { Self.joins(timeline, frames: spans[$0]) }, consume: { joins += $1 })
        return FramePlan(joins: joins)
    }

    /// For each frame of `frames`, whether its display list equals the frame before's (never for frame 0).
    private static func joins(_ timeline: AnimationTimeline, frames: Range<Int>) -> [Bool] {
        var previous = frames.lowerBound > 0 ? timeline.displayList(atFrame: frames.lowerBound - 1) : nil
        return frames.map { index in
            let list = timeline.displayList(atFrame: index)
            defer { previous = list }
            return list == previous
        }
    }

    /// Frame f starts a new frame unless `joins[f]`.
    private init(joins: [Bool]) {
        var frames: [Frame] = []
        for (index, join) in joins.enumerated() {
            if join, !frames.isEmpty {
                frames[frames.count - 1].length += 1
            } else {
                frames.append(Frame(index: index, start: index, length: 1))
            }
        }
        self.frames = frames
    }
}
