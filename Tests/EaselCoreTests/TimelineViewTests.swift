import Foundation
import Testing
@testable import EaselCore

/// A still draws a timeline view once, for the schedule's last date at or before `easelNow`.
@Suite struct TimelineViewTests {
    /// 2001-01-01 10:09:38 UTC.
    let now = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 38)

    @MainActor @Test func everyMinuteShowsTheStartOfTheCurrentMinute() {
        // Apple's example: created at 10:09:38, the first entry is 10:09:00.
        #expect(TimelineDates.shown(.everyMinute, at: now) == Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60))
    }

    @MainActor @Test func periodicKeepsItsPhase() {
        // Half past each minute, from 08:00:30: the last is 10:09:30.
        let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 8 * 3600 + 30), by: 60)
        #expect(TimelineDates.shown(schedule, at: now) == Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 30))
        // A schedule that starts later than now: now.
        #expect(TimelineDates.shown(.periodic(from: now + 5, by: 1), at: now) == now)
    }

    @MainActor @Test func animationAndExplicitSchedules() {
        #expect(TimelineDates.shown(.animation, at: now) == now)
        #expect(TimelineDates.shown(.animation(minimumInterval: 0.5, paused: true), at: now) == now)
        #expect(TimelineDates.shown(.explicit([now - 60, now - 10, now + 10]), at: now) == now - 10)
        #expect(TimelineDates.shown(.explicit([Date]()), at: now) == now)
    }

    @MainActor @Test func theContentIsDrawnForTheShownDate() {
        let view = TimelineView(.everyMinute) { context in
            Text(context.date, style: .time)
        }
        let list = displayList(view) { $0.easelNow = now }
        let strings = list.items.compactMap { item -> String? in
            if case .text(let request, _, _) = item { request.string } else { nil }
        }
        #expect(strings == ["10:09\u{202F}AM"] || strings == ["10:09 AM"], "\(strings)")
    }
}
