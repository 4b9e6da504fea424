import EaselCore
import Foundation

/// The frames an animated image (GIF, APNG) shows: the timeline's frames with each run of identical
/// frames merged into one shown for the whole run.
///
/// Rule: frame f joins the frame before it when their display lists are equal (equal lists draw equal
/// pixels); the merged frame starts at its first frame's tick and lasts one tick (1 / fps seconds) per
/// frame of the run. The display lists are compared two at a time, so planning holds two lists at most.
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

    init(_ timeline: AnimationTimeline) {
        var frames: [Frame] = []
        var previous: DisplayList?
        for index in 0..<timeline.frameCount {
            let list = timeline.displayList(atFrame: index)
            if list == previous, !frames.isEmpty {
                frames[frames.count - 1].length += 1
            } else {
                frames.append(Frame(index: index, start: index, length: 1))
            }
            previous = list
        }
        self.frames = frames
    }
}
