import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The date alone, long: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time alone, short: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed, in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a timer: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date written in `style`, against the environment's `easelNow` (a fixed instant unless set,
    /// so that renders never change); `.date` and `.time` in the environment's `locale` and `timeZone`
    /// (`en_US` and UTC unless set).
    public init(_ date: Date, style: DateStyle) { segments = [Segment(content: .date(date, style))] }

    /// `input` written by `format` in the environment's `locale` (`en_US` unless set).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(content: .formatted(FormattedValue(input, format)))]
    }
}

/// A value a format style writes when its text is resolved, in the environment's locale, as SwiftUI's
/// `Text(_:format:)` does. Sendable as `LocalizedStringKey` is: `write` only reads the input and format
/// style it captured, which are not changed after.
struct FormattedValue: Equatable, @unchecked Sendable {
    /// The value written in Easel's default locale: what a title or label made from the text reads, and
    /// what tells two values apart.
    let defaultString: String
    let write: (Locale) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, _ format: F) where F.FormatOutput == String {
        defaultString = TextDateFormatting.formatted(input, format)
        write = { format.locale($0).format(input) }
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.defaultString == rhs.defaultString }
}

/// How Easel writes dates and formatted values: in the environment's locale and time zone, which are
/// `en_US` and UTC unless set (not the machine's, so renders are the same on every machine; SwiftUI
/// follows the device's, which a renderer does not have). `TextField(value:format:)` writes in `en_US`.
///
/// The `Text.DateStyle` texts follow Apple's examples for each style: `.relative` names the two largest
/// non-zero calendar units of the time between now and the date ("1 year, 1 month"; seconds alone when
/// under a minute), `.offset` the largest, with its sign, `.timer` writes hours (when any), minutes and
/// seconds as `H:MM:SS` or `M:SS`.
enum TextDateFormatting {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current

    static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.locale(locale).format(input)
    }

    static func string(for date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        let now = environment.easelNow
        switch style.kind {
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: environment.locale, timeZone: environment.timeZone).format(date)
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: environment.locale, timeZone: environment.timeZone).format(date)
        case .relative:
            let units = calendarUnits(from: now, to: date)
            return units.prefix(2).map { "\($0.count) \($0.name)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
        case .offset:
            let unit = calendarUnits(from: now, to: date)[0]
            let sign = date < now ? "-" : "+"
            return "\(sign)\(unit.count) \(unit.name)\(unit.count == 1 ? "" : "s")"
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)))
            let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
            let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
        }
    }

    /// The non-zero calendar units between two instants, largest first (at least "0 seconds").
    private static func calendarUnits(from now: Date, to date: Date) -> [(count: Int, name: String)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (start, end) = date < now ? (date, now) : (now, date)
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        let units: [(Int?, String)] = [(components.year, "year"), (components.month, "month"), (components.day, "day"),
                                       (components.hour, "hour"), (components.minute, "minute"), (components.second, "second")]
        let nonZero = units.compactMap { count, name in count.flatMap { $0 > 0 ? (count: $0, name: name) : nil } }
        return nonZero.isEmpty ? [(0, "second")] : nonZero
    }
}
