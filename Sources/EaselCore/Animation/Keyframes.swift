import Foundation

// Keyframe animation (SwiftUI's `keyframeAnimator`, `KeyframeAnimator`, `KeyframeTimeline`, iOS 17): tracks
// of keyframes that move properties of a value over time, evaluated by `KeyframeTimeline.value(time:)`.

/// Keyframes of one or more tracks that animate a `Value` (SwiftUI's `Keyframes`).
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Value> var body: Body { get }
    /// The tracks, erased; a conformance defines only `body`.
    func _tracks() -> [_KeyframeTrack<Value>]
}

extension Keyframes where Body.Value == Value {
    public func _tracks() -> [_KeyframeTrack<Value>] { body._tracks() }
}

/// The keyframes of one track (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// The keyframes, erased; a conformance defines only `body`.
    func _segments() -> [_KeyframeSegment<Value>]
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _segments() -> [_KeyframeSegment<Value>] { body._segments() }
}

/// One keyframe: the value reached at its end, how long it takes, and how it gets there.
public struct _KeyframeSegment<Value: Animatable> {
    enum Motion {
        /// Jumps to the value at once.
        case move
        /// Interpolates along a timing curve.
        case linear(UnitCurve)
        /// A cubic Hermite curve; velocities not given are chosen as `KeyframeTimeline` says.
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// A spring released towards the value.
        case spring(Spring, startVelocity: Value.AnimatableData?)
    }
    let target: Value
    let duration: TimeInterval
    let motion: Motion

    init(target: Value, duration: TimeInterval, motion: Motion) {
        self.target = target
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.motion = motion
    }
}

/// A track erased: how long it runs, and what it writes into the value at a time.
public struct _KeyframeTrack<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

/// Keyframes that jump to a value (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    public init(_ to: Value) { self.to = to }
    public var body: Self { return self }
    public func _segments() -> [_KeyframeSegment<Value>] { [_KeyframeSegment(target: to, duration: 0, motion: .move)] }
}

/// Keyframes that interpolate to a value along a timing curve (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = _KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
    }
    public var body: Self { return self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// Keyframes that follow a cubic curve to a value (SwiftUI's `CubicKeyframe`): next to other cubic
/// keyframes, a Catmull-Rom spline through the values, as Apple's documentation says.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = _KeyframeSegment(target: to, duration: duration,
                                   motion: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    public var body: Self { return self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// Keyframes that spring to a value (SwiftUI's `SpringKeyframe`); without a duration, the spring's
/// settling duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = _KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration,
                                   motion: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    public var body: Self { return self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// The keyframes a `KeyframeTrackContentBuilder` collects.
public struct _KeyframeSegments<Value: Animatable>: KeyframeTrackContent {
    let segments: [_KeyframeSegment<Value>]
    public var body: Self { return self }
    public func _segments() -> [_KeyframeSegment<Value>] { segments }
}

/// Collects keyframes in order (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression(_ content: some KeyframeTrackContent<Value>) -> [_KeyframeSegment<Value>] { content._segments() }
    public static func buildBlock(_ parts: [_KeyframeSegment<Value>]...) -> [_KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[_KeyframeSegment<Value>]]) -> [_KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_KeyframeSegment<Value>]?) -> [_KeyframeSegment<Value>] { part ?? [] }
    public static func buildEither(first: [_KeyframeSegment<Value>]) -> [_KeyframeSegment<Value>] { first }
    public static func buildEither(second: [_KeyframeSegment<Value>]) -> [_KeyframeSegment<Value>] { second }
    public static func buildLimitedAvailability(_ part: [_KeyframeSegment<Value>]) -> [_KeyframeSegment<Value>] { part }
    public static func buildFinalResult(_ segments: [_KeyframeSegment<Value>]) -> _KeyframeSegments<Value> { _KeyframeSegments(segments: segments) }
}

/// The keyframes of one property of a value (SwiftUI's `KeyframeTrack`): they start from the property's
/// value when the timeline starts, and run one after the other.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [_KeyframeSegment<Value>]

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content()._segments()
    }

    init(_ keyPath: WritableKeyPath<Root, Value>, segments: [_KeyframeSegment<Value>]) {
        (self.keyPath, self.segments) = (keyPath, segments)
    }

    public var body: Self { return self }

    public func _tracks() -> [_KeyframeTrack<Root>] {
        let (keyPath, segments) = (keyPath, segments)
        return [_KeyframeTrack(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
            root[keyPath: keyPath] = KeyframeInterpolation.value(from: root[keyPath: keyPath], segments: segments, at: time)
        }]
    }
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// The tracks a `KeyframesBuilder` collects.
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrack<Value>]
    public var body: Self { return self }
    public func _tracks() -> [_KeyframeTrack<Value>] { tracks }
}

/// Collects the tracks of keyframes, which run side by side (SwiftUI's `KeyframesBuilder`).
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression(_ keyframes: some Keyframes<Value>) -> [_KeyframeTrack<Value>] { keyframes._tracks() }
    /// Keyframes outside a track animate the whole value, as a `KeyframeTrack` without a key path.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [_KeyframeTrack<Value>] where Content.Value == Value {
        KeyframeTrack<Value, Value, Content>(\.self, segments: content._segments())._tracks()
    }
    public static func buildBlock(_ parts: [_KeyframeTrack<Value>]...) -> [_KeyframeTrack<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[_KeyframeTrack<Value>]]) -> [_KeyframeTrack<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_KeyframeTrack<Value>]?) -> [_KeyframeTrack<Value>] { part ?? [] }
    public static func buildEither(first: [_KeyframeTrack<Value>]) -> [_KeyframeTrack<Value>] { first }
    public static func buildEither(second: [_KeyframeTrack<Value>]) -> [_KeyframeTrack<Value>] { second }
    public static func buildLimitedAvailability(_ part: [_KeyframeTrack<Value>]) -> [_KeyframeTrack<Value>] { part }
    public static func buildFinalResult(_ tracks: [_KeyframeTrack<Value>]) -> _KeyframeTracks<Value> { _KeyframeTracks(tracks: tracks) }
}

/// A value's keyframes as a function of time (SwiftUI's `KeyframeTimeline`).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrack<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks()
    }

    /// The longest track's duration, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in: each track writes its property; past its end, its last keyframe's value.
    public func value(time: Double) -> Value {
        var value = initialValue
        let time = time.isNaN ? 0 : time
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// How a track's keyframes give its value at a time.
///
/// The track starts from the property's value at time 0, and each keyframe runs from the value the one
/// before it reached (its target) to its own target over its duration:
/// - `MoveKeyframe` is at its target from its start;
/// - `LinearKeyframe` interpolates, its timing curve mapping time progress to value progress;
/// - `CubicKeyframe` is a cubic Hermite curve between the two values, with the velocities given, else, at
///   a value between two cubic keyframes, the Catmull-Rom tangent (next − previous) / (time between them),
///   and zero at other ends (Apple's documentation says adjacent cubic keyframes make a Catmull-Rom
///   spline; the end velocities are not published and are estimated as zero);
/// - `SpringKeyframe` is the spring released from the start value with its start velocity (zero if not
///   given) towards the target, cut at its duration (the next keyframe starts from the target).
enum KeyframeInterpolation {
    static func value<Value: Animatable>(from start: Value, segments: [_KeyframeSegment<Value>], at time: TimeInterval) -> Value {
        guard !segments.isEmpty else { return start }
        let points = [start.animatableData] + segments.map(\.target.animatableData)
        var times = [0.0]
        for segment in segments { times.append(times[times.count - 1] + segment.duration) }
        let time = max(time, 0)
        // Past the end (or all jumps): the last value. Else the keyframe in progress (jumps take no time).
        guard let index = segments.indices.first(where: { time < times[$0 + 1] }) else { return segments[segments.count - 1].target }
        let segment = segments[index]
        let (from, to) = (points[index], points[index + 1])
        let local = max(time - times[index], 0)
        var result = start
        switch segment.motion {
        case .move:
            return segment.target
        case .linear(let curve):
            let progress = segment.duration > 0 ? curve.value(at: local / segment.duration) : 1
            result.animatableData = from + (to - from).scaled(by: progress)
        case .cubic(let startVelocity, let endVelocity):
            func isCubic(_ i: Int) -> Bool {
                guard segments.indices.contains(i), case .cubic = segments[i].motion else { return false }
                return true
            }
            /// The tangent at point `k` (between segments k − 1 and k).
            func tangent(at k: Int) -> Value.AnimatableData {
                guard isCubic(k - 1), isCubic(k), times[k + 1] > times[k - 1] else { return .zero }
                return (points[k + 1] - points[k - 1]).scaled(by: 1 / (times[k + 1] - times[k - 1]))
            }
            let v0 = startVelocity ?? tangent(at: index)
            let v1 = endVelocity ?? tangent(at: index + 1)
            let d = segment.duration
            guard d > 0 else { return segment.target }
            let s = local / d, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            result.animatableData = from.scaled(by: h00) + v0.scaled(by: h10 * d) + to.scaled(by: h01) + v1.scaled(by: h11 * d)
        case .spring(let spring, let startVelocity):
            result.animatableData = spring.value(fromValue: from, toValue: to, initialVelocity: startVelocity ?? .zero, time: local)
        }
        return result
    }
}

/// A view drawn with a value that keyframes animate (SwiftUI's `KeyframeAnimator`, iOS 17).
///
/// On iOS the keyframes start on appearance (and repeat, by default) or on each change of `trigger`. A
/// still draws the content with the value the keyframes give at their start (time 0): the initial value,
/// with any leading `MoveKeyframe` applied, which is what iOS shows first.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        (self.initialValue, self.content, self.keyframes) = (initialValue, content, keyframes)
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        (self.initialValue, self.content, self.keyframes) = (initialValue, content, keyframes)
    }

    public var body: Content {
        content(KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }.value(time: 0))
    }
}

nonisolated extension View {
    /// Draws the view through `content` with a value that `keyframes` animate, repeating by default
    /// (SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`; a still: `KeyframeAnimator`).
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { value in content(PlaceholderContentView(content: self), value) },
                         keyframes: keyframes)
    }

    /// Draws the view through `content` with a value that `keyframes` animate on each change of `trigger`
    /// (SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`; a still: `KeyframeAnimator`).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { value in content(PlaceholderContentView(content: self), value) },
                         keyframes: keyframes)
    }
}
