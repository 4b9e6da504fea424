import Foundation

/// Ticks of a date axis: the calendar interval (1, 5, 15 or 30 seconds or minutes; 1, 3, 6 or 12 hours;
/// 1 or 2 days; a week; 1 or 3 months; 1, 2, 5, 10 … years) whose length is nearest the domain's length
/// divided by the desired count (d3-time's rule), and the starts of those intervals inside the domain.
enum DateTicks {
    static let intervals: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
        (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_592_000), (.month, 3, 7_776_000), (.year, 1, 31_536_000),
    ]

    /// The ticks (seconds since 2001) and their unit for the domain `lower`…`upper`.
    static func ticks(lower: Double, upper: Double, desiredCount: Int, calendar: Calendar) -> (values: [Double], unit: Calendar.Component) {
        guard upper > lower, lower.isFinite, upper.isFinite else { return ([], .day) }
        let target = (upper - lower) / Double(max(desiredCount, 1))
        var best = intervals[0]
        for interval in intervals where abs(log(interval.2 / target)) < abs(log(best.2 / target)) { best = interval }
        var (component, count) = (best.0, best.1)
        if best.0 == .year {
            // Years step by a round number of years (1, 2, 5, 10, 20, 50 …), as numbers do.
            count = max(1, Int(NiceTicks.step(span: (upper - lower) / 31_536_000, desiredCount: desiredCount,
                                                 factors: NiceTicks.wholeFactors)))
            component = .year
        }
        return (values(component: component, count: count, lower: lower, upper: upper, calendar: calendar), component)
    }

    /// The starts of every `count` `component`s from the one containing `lower` through `upper`; at most 1,000.
    static func values(component: Calendar.Component, count: Int, lower: Double, upper: Double, calendar: Calendar) -> [Double] {
        let start = Date(timeIntervalSinceReferenceDate: lower)
        guard var date = calendar.dateInterval(of: component == .weekOfYear ? .weekOfYear : component, for: start)?.start else { return [] }
        // Align multi-unit steps to multiples of the unit (every 3 hours from midnight, every 5 years from 2000).
        if count > 1 {
            let unitValue = calendar.component(component == .weekOfYear ? .weekOfYear : component, from: date)
            let base = component == .day || component == .month ? 1 : 0
            let remainder = ((unitValue - base) % count + count) % count
            date = calendar.date(byAdding: component, value: -remainder, to: date) ?? date
        }
        var values: [Double] = []
        while date.timeIntervalSinceReferenceDate <= upper + 1e-6, values.count < 1000 {
            if date.timeIntervalSinceReferenceDate >= lower - 1e-6 { values.append(date.timeIntervalSinceReferenceDate) }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return values
    }

    /// The format of a tick's label for ticks a `unit` apart (estimated from iOS: "9 AM", "Jun 5", "Jun", "2024").
    static func label(_ seconds: Double, unit: Calendar.Component?, locale: Locale, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        let template: String
        switch unit {
        case .second: template = "h:mm:ss"
        case .minute: template = "h:mm"
        case .hour: template = "j"
        case .day, .weekOfYear: template = "MMMd"
        case .month: template = "MMM"
        default: template = "y"
        }
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }
}
