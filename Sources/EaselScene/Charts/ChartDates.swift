import Charts
import Foundation

/// The fields of a scene chart's data that hold dates: the chart's `"dates"` property, an object whose
/// members name the fields, each `{}` or `{"unit": "month"}` (a calendar unit to bin by, as
/// `.value("Month", date, unit: .month)` bins: a bar spans its month, a point sits in its middle).
///
/// A date is an ISO-8601 string: a day (`"2024-03-15"`, midnight UTC) or a time with its zone
/// (`"2024-03-15T09:30:00Z"`, `"2024-03-15T09:30:00+02:00"`, fractional seconds allowed), read by
/// Foundation's `ISO8601DateFormatter`. Units bin in the Gregorian calendar in UTC, the calendar and
/// time zone Easel's environment has unless set (not the machine's), so a scene draws the same anywhere.
struct ChartDateFields {
    /// The units a field may bin by, named as `Calendar.Component`'s cases.
    static let units: KeyValuePairs<String, Calendar.Component> = [
        "second": .second, "minute": .minute, "hour": .hour, "day": .day, "weekOfYear": .weekOfYear,
        "month": .month, "quarter": .quarter, "year": .year,
    ]

    /// Each date field and its unit (nil: not binned).
    var fields: [String: Calendar.Component?] = [:]
    /// Where each field was declared, for errors about fields the data lacks.
    var nodes: [String: JSONNode] = [:]

    init() {}

    init(_ node: JSONNode) throws {
        for (field, spec) in try node.members("an object naming the fields that hold dates, such as {\"day\": {\"unit\": \"day\"}}") {
            let object = try spec.object("property of a date field", allowedKeys: ["unit"],
                                         expected: "{} or {\"unit\": …}, such as {\"unit\": \"month\"}")
            let unit: Calendar.Component? = try object["unit"].map { try $0.name(among: Self.units) }
            fields[field] = .some(unit)
            nodes[field] = spec
        }
    }

    func isDate(_ field: String) -> Bool { fields[field] != nil }

    /// The unit `field` bins by, if any.
    func unit(_ field: String) -> Calendar.Component? { fields[field] ?? nil }

    /// The calendar dates bin in: Gregorian, UTC.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// What a bad date's error says it expected.
    static let expected = "an ISO-8601 date such as \"2024-03-15\" or \"2024-03-15T09:30:00Z\""
}

/// Reads ISO-8601 dates: a full date, or a date and time with a zone, with or without fractional
/// seconds. One reader per chart (the formatters are not shared between threads).
struct ISODateReader {
    private let day = ISO8601DateFormatter()
    private let time = ISO8601DateFormatter()
    private let fractional = ISO8601DateFormatter()

    init() {
        day.formatOptions = [.withFullDate, .withDashSeparatorInDate]
        time.formatOptions = [.withInternetDateTime]
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    /// The date `text` writes, or nil when it is not one of the forms above.
    func date(_ text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        // At most 40 characters (the longest form with nanoseconds and an offset is 35), checked before
        // the formatter sees it; a day is exactly "YYYY-MM-DD".
        guard text.count <= 40, text.count >= 10 else { return nil }
        if text.count == 10 { return day.date(from: text) }
        return time.date(from: text) ?? fractional.date(from: text)
    }
}
