@testable import Charts
import Foundation
import SwiftUI
import Testing

/// The ticks and domains the scales choose, as Swift Charts chooses them: the smallest step of 1, 2, 2.5 or
/// 5 times a power of ten that covers the domain in at most four intervals, the domain widened to the
/// ticks and reaching zero. The second group is what the pictures of Apple's documentation show.
@Suite struct ScaleTests {
    @MainActor @Test(arguments: [
        (0.0, 25.0, [0.0, 10, 20, 30]),
        (0.0, 100.0, [0.0, 25, 50, 75, 100]),
        (0.0, 93.0, [0.0, 25, 50, 75, 100]),
        (0.0, 1.0, [0.0, 0.25, 0.5, 0.75, 1]),
        (0.0, 7.0, [0.0, 2, 4, 6, 8]),
        (-12.0, 37.0, [-20.0, 0, 20, 40]),
        (0.0, 1234.0, [0.0, 500, 1000, 1500]),
        (0.0, 0.033, [0.0, 0.01, 0.02, 0.03, 0.04]),
        (5.0, 5.0, [4.0, 4.5, 5, 5.5, 6]),
        // Creating a chart (5, 4, 4 shapes: "a maximum of six"), Customizing axes (0…40), BarMark (15,000),
        // AreaMark (1.1 reaches 1.5; ±0.55 spans −1…1), Chart (9 reaches 10).
        (0.0, 5.0, [0.0, 2, 4, 6]),
        (0.0, 40.0, [0.0, 10, 20, 30, 40]),
        (0.0, 15000.0, [0.0, 5000, 10000, 15000]),
        (0.0, 1.1, [0.0, 0.5, 1, 1.5]),
        (-0.55, 0.55, [-1.0, -0.5, 0, 0.5, 1]),
        (0.0, 9.0, [0.0, 2.5, 5, 7.5, 10]),
    ])
    func niceTicks(lower: Double, upper: Double, expected: [Double]) {
        let nice = NiceTicks.nice(lower: lower, upper: upper, desiredCount: 4)
        #expect(nice.ticks == expected)
        #expect(nice.domain == expected.first!...expected.last!)
    }

    @MainActor @Test func aNumericDomainReachesZeroAndACategoryDomainKeepsTheDataOrder() {
        let marks = _ChartMarks.resolve(ForEach(["b", "a", "c", "a"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Count", name == "a" ? 42 : 17))
        })
        let stacked = Stacking.stack(marks)
        let calendar = Calendar(identifier: .gregorian)
        let x = ScaleResolution.scale(for: .x, marks: marks, stacked: stacked, configuration: ScaleConfiguration(), calendar: calendar)
        let y = ScaleResolution.scale(for: .y, marks: marks, stacked: stacked, configuration: ScaleConfiguration(), calendar: calendar)
        #expect(x?.kind == .category)
        #expect(x?.categories == ["b", "a", "c"])
        #expect(x?.ticks == [0.5, 1.5, 2.5])
        // "a" is stacked twice: 84 at most, so 0…100 by 25.
        #expect(y?.lower == 0 && y?.upper == 100)
        #expect(y?.ticks == [0, 25, 50, 75, 100])
    }

    @MainActor @Test func includesZeroFalseFitsTheData() {
        let marks = _ChartMarks.resolve(ForEach([151.0, 158.5, 162.0], id: \.self) { weight in
            LineMark(x: .value("Day", weight), y: .value("Weight", weight))
        })
        var configuration = ScaleConfiguration()
        configuration.domain = AutomaticScaleDomain.automatic(includesZero: false)._chartDomain
        let y = ScaleResolution.scale(for: .y, marks: marks, stacked: Stacking.stack(marks), configuration: configuration,
                                      calendar: Calendar(identifier: .gregorian))
        #expect(y?.ticks == [150, 155, 160, 165])
    }

    /// `automatic(dataType:modifyInferredDomain:)`: the inferred categories sorted and extended, a number
    /// domain's ends extended (mont-blanc's scale samples).
    @MainActor @Test func anInferredDomainIsModified() {
        let marks = _ChartMarks.resolve(ForEach(["b10", "a", "b2"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Count", 40))
        })
        var configuration = ScaleConfiguration()
        configuration.domain = AutomaticScaleDomain.automatic(dataType: String.self) { domain in
            domain.sort()
            domain.append("New")
        }._chartDomain
        let calendar = Calendar(identifier: .gregorian)
        let x = ScaleResolution.scale(for: .x, marks: marks, stacked: Stacking.stack(marks), configuration: configuration, calendar: calendar)
        #expect(x?.categories == ["a", "b10", "b2", "New"])
        configuration.domain = AutomaticScaleDomain.automatic(dataType: Int.self) { $0.append(200) }._chartDomain
        let y = ScaleResolution.scale(for: .y, marks: marks, stacked: Stacking.stack(marks), configuration: configuration, calendar: calendar)
        #expect(y?.lower == 0 && y?.upper == 200)
    }

    @MainActor @Test func anExplicitDomainIsKeptAsGiven() {
        let marks = _ChartMarks.resolve(PointMark(x: .value("x", 3), y: .value("y", 40)))
        var configuration = ScaleConfiguration()
        configuration.domain = (0...50)._chartDomain
        let y = ScaleResolution.scale(for: .y, marks: marks, stacked: Stacking.stack(marks), configuration: configuration,
                                      calendar: Calendar(identifier: .gregorian))
        #expect(y?.lower == 0 && y?.upper == 50)
        #expect(y?.ticks == [0, 20, 40])
    }

    @MainActor @Test func dateTicksFallOnCalendarUnits() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!.timeIntervalSinceReferenceDate
        // A month of days: ticks a week apart, at the starts of weeks (Sundays in the Gregorian calendar).
        let month = DateTicks.ticks(lower: start, upper: start + 30 * 86_400, desiredCount: 5, calendar: calendar)
        #expect(month.unit == .weekOfYear)
        #expect(month.values.count == 4)
        #expect(month.values.allSatisfy { calendar.component(.weekday, from: Date(timeIntervalSinceReferenceDate: $0)) == 1 })
        // A year: quarters, labelled by month.
        let year = DateTicks.ticks(lower: start, upper: start + 365 * 86_400, desiredCount: 5, calendar: calendar)
        #expect(year.unit == .month)
        #expect(year.values.map { calendar.component(.month, from: Date(timeIntervalSinceReferenceDate: $0)) } == [1, 4, 7, 10])
        #expect(DateTicks.label(year.values[1], unit: .month, locale: Locale(identifier: "en_US"), timeZone: calendar.timeZone) == "Apr")
        // A day: every 6 hours from midnight.
        let day = DateTicks.ticks(lower: start, upper: start + 86_400, desiredCount: 5, calendar: calendar)
        #expect(day.unit == .hour)
        #expect(day.values.map { ($0 - start) / 3600 } == [0, 6, 12, 18, 24])
    }

    @MainActor @Test func numbersAreLabelledInTheLocalesFormat() {
        #expect(NumberLabel.format(1500) == "1,500")
        #expect(NumberLabel.format(0.25) == "0.25")
        #expect(NumberLabel.format(-20) == "-20")
        #expect(NumberLabel.format(1500, locale: Locale(identifier: "de_DE")) == "1.500")
    }
}
