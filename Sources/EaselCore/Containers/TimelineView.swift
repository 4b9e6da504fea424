import Foundation

/// A view that redraws its content on a schedule. A still draws it once, at the environment's
/// `easelNow` (Easel never reads the clock): the content gets the schedule's last date at or before that
/// instant, as a timeline view's first update gets it on iOS ("the beginning of the current minute" for
/// `.everyMinute`, Apple's documentation says), or `easelNow` itself when every date is later.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

nonisolated extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        (self.schedule, self.content) = (schedule, content)
    }

    public var body: some View { TimelineContent(schedule: schedule, content: content) }
}

extension TimelineView {
    public typealias Context = TimelineViewDefaultContext
}

/// Reads `easelNow` and draws the content for the date shown then.
nonisolated private struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.easelNow) private var now

    var body: some View { content(TimelineViewDefaultContext(date: TimelineDates.shown(schedule, at: now), cadence: .live)) }
}

/// What a timeline view's content is drawn for.
public struct TimelineViewDefaultContext {
    /// How often the content is redrawn; a still is drawn for one instant, so `.live`.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

    /// The date of the update.
    public let date: Date
    public let cadence: Cadence
}

/// The date a still shows a schedule at: its last entry at or before `now` (looking at most 100,000
/// entries ahead, so an endless schedule ends), else `now`.
enum TimelineDates {
    static func shown<Schedule: TimelineSchedule>(_ schedule: Schedule, at now: Date) -> Date {
        var shown: Date?
        for date in schedule.entries(from: now, mode: .normal).prefix(100_000) {
            guard date <= now else { break }
            shown = date
        }
        return shown ?? now
    }
}

/// How often a schedule may update: `.lowFrequency` when the device dims its display.
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// A sequence of dates at which a `TimelineView` redraws.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Updates as often as the display refreshes (`minimumInterval` apart, 1/60 s by default), from the
/// start date. `paused` stops the updates after the first, which is the one a still draws, so it
/// changes nothing here.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public typealias Entries = PeriodicTimelineSchedule.Entries
    let minimumInterval: TimeInterval

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.map { $0 > 0 ? $0 : 1.0 / 60 } ?? 1.0 / 60
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: minimumInterval)
    }
}

/// Updates at the start of every minute, the first entry the start of the current one.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public typealias Entries = PeriodicTimelineSchedule.Entries
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60), interval: 60)
    }
}

/// Updates every `interval` seconds in phase with `startDate`: the first entry is the last such date at or
/// before the date asked from (or `startDate`, when that is later).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Dates `interval` apart from a first one, without end (the entries of every schedule but the
    /// explicit one).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        (start, self.interval) = (startDate, interval.isFinite && interval > 0 ? interval : 1)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let periods = max((startDate.timeIntervalSince(start) / interval).rounded(.down), 0)
        return PeriodicTimelineSchedule.Entries(upcoming: start + periods * interval, interval: interval)
    }
}

/// Updates on the given dates, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
