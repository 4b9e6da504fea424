import Foundation

/// Foundation's `DateComponentsFormatter`, which Linux's Foundation declares unavailable: a duration
/// written as its calendar units, as view files write axis labels and times ("8h 30m", "1:05:00").
///
/// This module's declaration shadows Foundation's unavailable one for files that `import SwiftUI`. The
/// rules are Apple's documented ones: the units are those of `allowedUnits` counted on the Gregorian
/// calendar from the reference date (so whole units; the smallest takes what is left, cut down); zero units
/// follow `zeroFormattingBehavior` (by default the positional style drops the leading ones and pads the
/// rest, "1:00:10", and the others drop them all, "1h 10s"); at least the smallest unit is written. The
/// words are English, as Easel's strings are (`String(localized:)`); a locale or a calendar's language is
/// accepted and does not change them.
public final class DateComponentsFormatter: @unchecked Sendable {
    /// How units are written: "1:05:00", "1h 5m", "1 hr, 5 min", "1 hour, 5 minutes", "one hour, five
    /// minutes", "1hr 5min".
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }

    /// What happens to units whose value is 0.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zeros, pad the rest. Other styles: drop every zero unit.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        /// Keep every zero unit, and pad the first positional one to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 65536)
    }

    public var unitsStyle: UnitsStyle = .positional
    /// The units to write, from years to seconds; none set means years, months, days, hours, minutes and seconds.
    public var allowedUnits: NSCalendar.Unit = []
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units to write (0: no limit).
    public var maximumUnitCount = 0
    /// Accepted; the calendar is always Gregorian (Apple's default for a duration).
    public var calendar: Calendar?
    /// Accepted and not written (Easel writes no approximation or "remaining" phrases).
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var collapsesLargestUnit = false
    public var allowsFractionalUnits = false

    public init() {}

    /// `interval` seconds written in the allowed units.
    public func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite, abs(interval) < 1e15 else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(interval))
    }

    /// The time from `start` to `end` written in the allowed units.
    public func string(from start: Date, to end: Date) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return string(from: calendar.dateComponents(Set(units.map(\.component)), from: start, to: end))
    }

    /// `components` written in the allowed units (a unit not allowed is left out).
    public func string(from components: DateComponents) -> String? {
        let values = units.map { (unit: $0, value: components.value(for: $0.component) ?? 0) }
        guard !values.isEmpty else { return nil }
        var shown = keptAfterZeros(values)
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        return write(shown)
    }

    /// `components` in `unitsStyle`, with the default units and zero behaviour.
    public static func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The allowed units, largest first.
    private var units: [DurationUnit] {
        let allowed = allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
        return DurationUnit.all.filter { allowed.contains($0.calendarUnit) }
    }

    /// The units left once zeros are dropped as `zeroFormattingBehavior` says; never none.
    private func keptAfterZeros(_ values: [(unit: DurationUnit, value: Int)]) -> [(unit: DurationUnit, value: Int)] {
        var behaviour = zeroFormattingBehavior
        if behaviour.contains(.pad) { return values }
        if behaviour.contains(.default) || behaviour.isEmpty { behaviour = unitsStyle == .positional ? .dropLeading : .dropAll }
        let nonzero = values.indices.filter { values[$0].value != 0 }
        guard let first = nonzero.first, let last = nonzero.last else { return [values[values.count - 1]] }
        return values.indices.filter { index in
            if values[index].value != 0 { return true }
            if index < first { return !behaviour.contains(.dropLeading) }
            if index > last { return !behaviour.contains(.dropTrailing) }
            return !behaviour.contains(.dropMiddle)
        }.map { values[$0] }
    }

    private func write(_ shown: [(unit: DurationUnit, value: Int)]) -> String {
        switch unitsStyle {
        case .positional:
            let padsFirst = zeroFormattingBehavior.contains(.pad)
            return shown.enumerated().map { index, part in
                index == 0 && !padsFirst ? String(part.value) : String(format: "%02d", part.value)
            }.joined(separator: ":")
        case .abbreviated: return shown.map { "\($0.value)\($0.unit.abbreviation)" }.joined(separator: " ")
        case .brief: return shown.map { "\($0.value)\($0.unit.brief(plural: abs($0.value) != 1))" }.joined(separator: " ")
        case .short: return shown.map { "\($0.value) \($0.unit.short(plural: abs($0.value) != 1))" }.joined(separator: ", ")
        case .full: return shown.map { "\($0.value) \($0.unit.full(plural: abs($0.value) != 1))" }.joined(separator: ", ")
        case .spellOut:
            let words = NumberFormatter()
            words.numberStyle = .spellOut
            words.locale = Locale(identifier: "en_US")
            return shown.map { part in
                "\(words.string(from: NSNumber(value: part.value)) ?? String(part.value)) \(part.unit.full(plural: abs(part.value) != 1))"
            }.joined(separator: ", ")
        }
    }
}

/// A unit a duration is written in, with its English names (singular, plural).
private struct DurationUnit {
    let calendarUnit: NSCalendar.Unit
    let component: Calendar.Component
    let abbreviation: String
    let briefNames: (String, String)
    let shortNames: (String, String)
    let fullName: String

    /// Years to seconds, largest first.
    static let all = [
        DurationUnit(calendarUnit: .year, component: .year, abbreviation: "y", briefNames: ("yr", "yr"), shortNames: ("yr", "yrs"), fullName: "year"),
        DurationUnit(calendarUnit: .month, component: .month, abbreviation: "mo", briefNames: ("mth", "mth"), shortNames: ("mth", "mths"), fullName: "month"),
        DurationUnit(calendarUnit: .weekOfMonth, component: .weekOfMonth, abbreviation: "w", briefNames: ("wk", "wk"), shortNames: ("wk", "wks"), fullName: "week"),
        DurationUnit(calendarUnit: .day, component: .day, abbreviation: "d", briefNames: ("day", "days"), shortNames: ("day", "days"), fullName: "day"),
        DurationUnit(calendarUnit: .hour, component: .hour, abbreviation: "h", briefNames: ("hr", "hr"), shortNames: ("hr", "hr"), fullName: "hour"),
        DurationUnit(calendarUnit: .minute, component: .minute, abbreviation: "m", briefNames: ("min", "min"), shortNames: ("min", "min"), fullName: "minute"),
        DurationUnit(calendarUnit: .second, component: .second, abbreviation: "s", briefNames: ("sec", "sec"), shortNames: ("sec", "sec"), fullName: "second"),
    ]

    func brief(plural: Bool) -> String { plural ? briefNames.1 : briefNames.0 }
    func short(plural: Bool) -> String { plural ? shortNames.1 : shortNames.0 }
    func full(plural: Bool) -> String { plural ? fullName + "s" : fullName }
}
