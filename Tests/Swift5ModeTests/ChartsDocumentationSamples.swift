// Samples in the shape of Apple's Swift Charts documentation (the `Chart`, `LineMark`, `PointMark`,
// `BarMark` and `SectorMark` pages), as an app in Swift 5 language mode writes them: `import SwiftUI`,
// `import Charts`, module-level data. Each must compile unchanged and draw one accessibility element per
// mark, with the axes (or, for a pie, none) its documentation picture shows.
import Charts
import Foundation
import SwiftUI
import Testing

// `Chart`'s overview: bars by category, `Chart(data, id:)`.
struct ValuePerCategory {
    var category: String
    var value: Double
}

let categoryData: [ValuePerCategory] = [
    .init(category: "A", value: 5),
    .init(category: "B", value: 9),
    .init(category: "C", value: 7),
]

struct CategoryBars: View {
    var body: some View {
        Chart(categoryData, id: \.category) { item in
            BarMark(
                x: .value("Category", item.category),
                y: .value("Value", item.value)
            )
        }
    }
}

// `LineMark`'s overview: a line over dates, then one line per city with `foregroundStyle(by:)`.
struct MonthlyHoursOfSunshine: Identifiable {
    var city: String
    var date: Date
    var hoursOfSunshine: Double
    var id: String { city + "\(date)" }

    init(city: String, month: Int, hoursOfSunshine: Double) {
        let calendar = Calendar.autoupdatingCurrent
        self.city = city
        self.date = calendar.date(from: DateComponents(year: 2020, month: month))!
        self.hoursOfSunshine = hoursOfSunshine
    }
}

var seattle: [MonthlyHoursOfSunshine] = zip(1...12, [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62]).map {
    MonthlyHoursOfSunshine(city: "Seattle", month: $0.0, hoursOfSunshine: Double($0.1))
}
var cupertino: [MonthlyHoursOfSunshine] = zip(1...12, [196, 203, 273, 297, 343, 369, 364, 345, 314, 242, 181, 188]).map {
    MonthlyHoursOfSunshine(city: "Cupertino", month: $0.0, hoursOfSunshine: Double($0.1))
}

struct SunshineLine: View {
    var body: some View {
        Chart(seattle) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
        }
    }
}

struct SunshineCities: View {
    var body: some View {
        Chart(seattle + cupertino) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
            .foregroundStyle(by: .value("City", $0.city))
        }
    }
}

// `BarMark` with a date binned by month.
struct SunshineBars: View {
    var body: some View {
        Chart(seattle) {
            BarMark(
                x: .value("Month", $0.date, unit: .month),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
        }
    }
}

// `PointMark(y:)`: a vertical strip of points.
struct Weight: Identifiable {
    var weight: Double
    var id = UUID()
}

let weights: [Weight] = [22, 24, 18, 22, 30, 27, 20, 14, 29].map { Weight(weight: $0) }

struct WeightStrip: View {
    var body: some View {
        Chart(weights) {
            PointMark(
                y: .value("Weight", $0.weight)
            )
        }
    }
}

// `SectorMark`: a donut of rounded, inset sectors coloured by name.
struct ProductSales {
    var name: String
    var sales: Int
}

let productSales: [ProductSales] = [
    .init(name: "Cachapa", sales: 916),
    .init(name: "Injera", sales: 850),
    .init(name: "Crêpe", sales: 802),
    .init(name: "Jian Bing", sales: 753),
]

struct SalesDonut: View {
    var body: some View {
        Chart(productSales, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
        }
    }
}

// "Customizing axes in Swift Charts": a battery level over a day, its y axis at 0…100 with grid lines at
// every quarter and labels at every half, written by a format inferred from the values; and `BarMark`'s
// one-dimensional form, whose bars pile up in one stack.
struct BatteryLevel {
    var date: Date
    var level: Int
}

let batteryLevels = (0..<12).map { BatteryLevel(date: Date(timeIntervalSinceReferenceDate: Double($0) * 7200), level: 90 - $0 * 6) }

struct BatteryChart: View {
    var body: some View {
        Chart(batteryLevels, id: \.date) {
            BarMark(x: .value("Time", $0.date ..< $0.date.addingTimeInterval(7200)), y: .value("Level", $0.level))
        }
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: [0, 25, 50, 75, 100]) {
                AxisGridLine()
            }
            AxisMarks(format: .number, values: [0, 50, 100])
        }
    }
}

struct ProfitStack: View {
    var body: some View {
        Chart(categoryData, id: \.category) {
            BarMark(x: .value("Value", $0.value))
                .foregroundStyle(by: .value("Category", $0.category))
        }
    }
}

@Suite struct ChartsDocumentationSampleTests {
    /// The number of marks `view` reads to VoiceOver, and whether it drew.
    func drawn<V: View>(_ view: V) throws -> (marks: Int, png: Int) {
        let renderer = ImageRenderer(content: view.frame(width: 300, height: 200).id("chart"))
        let marks = renderer.layoutAccessibility()["chart"]?.elements.count ?? 0
        return (marks, try renderer.pngData().count)
    }

    @Test func theDocumentationsSamplesCompileAndDrawEveryMark() throws {
        #expect(try drawn(CategoryBars()).marks == 3)
        #expect(try drawn(SunshineLine()).marks == 12)
        #expect(try drawn(SunshineCities()).marks == 24)
        #expect(try drawn(SunshineBars()).marks == 12)
        #expect(try drawn(WeightStrip()).marks == 9)
        #expect(try drawn(SalesDonut()).marks == 4)
        #expect(try drawn(BatteryChart()).marks == 12)
        #expect(try drawn(ProfitStack()).marks == 3)
        for png in [try drawn(CategoryBars()).png, try drawn(SalesDonut()).png] { #expect(png > 1000) }
    }
}
