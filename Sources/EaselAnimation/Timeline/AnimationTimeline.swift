import EaselCore
import EaselRender
import EaselText
import Foundation

/// A list of states of one view played one after the other: a move from each state to the next, with
/// holds between them, sampled at a constant frame rate.
///
/// The frames, in order (each `1 / fps` seconds long):
/// 1. `startHold × fps` frames (rounded) of the first state;
/// 2. for each move i, from state i to state i + 1: `Nᵢ + 1` frames, Nᵢ = the move's duration × fps
///    (rounded), frame k showing the move `k / fps` seconds in, and frame Nᵢ showing its end, the new
///    state exactly (`LayoutTransition`);
/// 3. after each move but the last, `hold × fps` frames (rounded) of the state it reached, and after the
///    last move `endHold × fps` frames.
/// So a timeline of n states has Σ(Nᵢ + 1) + (n − 2)·hold·fps + endHold·fps + startHold·fps frames; a
/// single state gives one frame plus the holds. Frame f is shown at time f / fps.
public struct AnimationTimeline: Sendable {
    /// How the states are played.
    public struct Timing: Hashable, Sendable {
        /// Frames per second, 1…1000.
        public var fps: Int
        /// Seconds each move lasts; nil: as long as its longest animation (`LayoutTransition`).
        public var duration: Double?
        /// Seconds each state reached by a move holds before the next move.
        public var hold: Double
        /// Seconds the last state holds at the end.
        public var endHold: Double
        /// Seconds the first state holds before the first move.
        public var startHold: Double

        public init(fps: Int = 30, duration: Double? = nil, hold: Double = 0.5, endHold: Double? = nil, startHold: Double = 0) {
            (self.fps, self.duration, self.hold) = (fps, duration, hold)
            (self.endHold, self.startHold) = (endHold ?? hold, startHold)
        }

        /// The longest duration or hold, a day: long enough for any animation, short enough that its
        /// frame count (`seconds × fps`) is a small integer.
        public static let maximumSeconds: Double = 86_400

        func validated() throws -> Timing {
            guard (1...1000).contains(fps) else { throw AnimationError.invalidFrameRate(fps) }
            let times = [("duration", duration ?? 0), ("hold", hold), ("end hold", endHold), ("start hold", startHold)]
            for (name, value) in times where !(value >= 0 && value <= Self.maximumSeconds) {
                throw AnimationError.invalidTime(name: name, value: value)
            }
            return self
        }

        func frames(_ seconds: Double) -> Int { Int((seconds * Double(fps)).rounded()) }
    }

    /// A run of frames: a hold of one state or a move.
    enum Segment: Hashable, Sendable {
        case hold(state: Int, frames: Int)
        /// The frames of a move: `steps + 1` of them.
        case move(transition: Int, steps: Int)

        var frameCount: Int {
            switch self {
            case .hold(_, let frames): frames
            case .move(_, let steps): steps + 1
            }
        }
    }

    /// The states' tagged display lists, all of the timeline's size.
    public let states: [DisplayList]
    /// The move from each state to the next.
    public let transitions: [LayoutTransition]
    public let timing: Timing
    /// Pixels per point the states were laid out at, and the frames are rendered at (the lists' own).
    public var scale: CGFloat { states[0].scale }
    /// The size of every frame in points: the largest state's, in each dimension.
    public let size: CGSize
    let segments: [Segment]
    /// The first frame of each segment.
    private let segmentStarts: [Int]
    public let frameCount: Int

    /// A timeline of tagged display lists (made in order with one `DisplayTagTable`), all laid out at one
    /// scale. `animation` is each move's own animation (`LayoutTransition`).
    public init(displayLists: [DisplayList], animation: Animation? = .default, timing: Timing = Timing(),
                textMeasurer: any TextMeasuring = PangoTextMeasurer.shared) throws {
        guard let scale = displayLists.first?.scale else { throw AnimationError.noStates }
        guard displayLists.allSatisfy({ $0.scale == scale }) else { throw AnimationError.mixedScales(displayLists.map(\.scale)) }
        self.timing = try timing.validated()
        let size = displayLists.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.size.width), height: max($0.height, $1.size.height)) }
        self.size = size
        states = displayLists.map { DisplayList(size: size, items: $0.items, scale: scale) }
        transitions = zip(states, states.dropFirst()).map { from, to in
            LayoutTransition(from: from, to: to, animation: animation, duration: timing.duration, textMeasurer: textMeasurer)
        }
        var segments: [Segment] = [.hold(state: 0, frames: timing.frames(timing.startHold))]
        if transitions.isEmpty { segments.append(.hold(state: 0, frames: 1)) }
        for (index, transition) in transitions.enumerated() {
            segments.append(.move(transition: index, steps: timing.frames(transition.duration)))
            let isLast = index == transitions.count - 1
            segments.append(.hold(state: index + 1, frames: timing.frames(isLast ? timing.endHold : timing.hold)))
        }
        if transitions.isEmpty { segments.append(.hold(state: 0, frames: timing.frames(timing.endHold))) }
        self.segments = segments.filter { $0.frameCount > 0 }
        var starts: [Int] = []
        var total = 0
        for segment in self.segments {
            starts.append(total)
            total += segment.frameCount
        }
        segmentStarts = starts
        frameCount = total
    }

    /// A timeline of `states` of a view, each laid out as `ImageRenderer` lays it out for `proposal` at
    /// `scale` in `environment` (by default `defaultEnvironment`: text measured by Pango).
    public init<Content: View>(states: [Content], proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                               environment: EnvironmentValues = AnimationTimeline.defaultEnvironment,
                               animation: Animation? = .default, timing: Timing = Timing()) throws {
        let table = DisplayTagTable()
        let lists = states.map { state in
            ViewLayout(content: state, proposal: proposal, scale: scale, environment: environment).displayList(tagging: table)
        }
        try self.init(displayLists: lists, animation: animation, timing: timing,
                      textMeasurer: environment.textMeasurer)
    }

    /// The environment states are laid out in unless told otherwise: `ImageRenderer`'s, a fresh one with
    /// text measured by Pango. Change its values (colour scheme, Dynamic Type size…) and pass it on.
    public static var defaultEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textMeasurer = PangoTextMeasurer.shared
        environment.imageDecoder = ImageFiles.shared
        return environment
    }

    /// Seconds from the first frame to frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(timing.fps) }

    /// The picture of frame `index` (0 ..< `frameCount`).
    public func displayList(atFrame index: Int) -> DisplayList {
        let clamped = min(max(index, 0), frameCount - 1)
        var segmentIndex = segmentStarts.count - 1
        while segmentIndex > 0, segmentStarts[segmentIndex] > clamped { segmentIndex -= 1 }
        let step = clamped - segmentStarts[segmentIndex]
        switch segments[segmentIndex] {
        case .hold(let state, _):
            return states[state]
        case .move(let transition, let steps):
            let move = transitions[transition]
            return move.displayList(at: step == steps ? move.duration : Double(step) / Double(timing.fps))
        }
    }

    /// The first frame showing each state exactly: the first frame for the first state, the last frame
    /// of the move reaching each other state.
    public var stateFrames: [Int] {
        var frames = [0]
        for (segment, start) in zip(segments, segmentStarts) {
            if case .move(_, let steps) = segment { frames.append(start + steps) }
        }
        return frames
    }
}
