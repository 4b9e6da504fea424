import Charts
import Easel

/// Charts: Swift Charts as iOS draws it — stacked bars with rounded corners and a legend, lines told
/// apart by their dash patterns and sized symbols, and a donut of rounded sectors.
nonisolated public struct ChartsScreen: View {
    public init() {}

    struct Sale: Identifiable { let month: String; let kind: String; let count: Int; var id: String { month + kind } }
    static let sales = [Sale(month: "Jan", kind: "Cakes", count: 4), Sale(month: "Jan", kind: "Pies", count: 3),
                        Sale(month: "Feb", kind: "Cakes", count: 6), Sale(month: "Feb", kind: "Pies", count: 2),
                        Sale(month: "Mar", kind: "Cakes", count: 5), Sale(month: "Mar", kind: "Pies", count: 5),
                        Sale(month: "Apr", kind: "Cakes", count: 7), Sale(month: "Apr", kind: "Pies", count: 4)]

    struct Reading: Identifiable { let day: Int; let city: String; let value: Double; var id: String { "\(day)\(city)" } }
    static let rome: [Double] = [21, 24, 25.5, 23, 26.5, 27, 26.5]
    static let oslo: [Double] = [9.3, 10.6, 11.9, 9.2, 12.5, 11.8, 13.1]
    static let readings: [Reading] = rome.indices.map { Reading(day: $0 + 1, city: "Rome", value: rome[$0]) }
        + oslo.indices.map { Reading(day: $0 + 1, city: "Oslo", value: oslo[$0]) }

    struct Pet { let name: String; let votes: Int }
    static let pets = [Pet(name: "Cats", votes: 9), Pet(name: "Dogs", votes: 7), Pet(name: "Fish", votes: 3), Pet(name: "Birds", votes: 2)]

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Charts")
                .font(.title2.bold())
            Chart(Self.sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.count))
                    .foregroundStyle(by: .value("Kind", sale.kind))
                    .cornerRadius(3)
            }
            .chartYAxisLabel("Sales")
            .id("charts-bars")
            Chart(Self.readings) { reading in
                LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.value))
                    .foregroundStyle(by: .value("City", reading.city))
                    .lineStyle(by: .value("City", reading.city))
                PointMark(x: .value("Day", reading.day), y: .value("Temperature", reading.value))
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbolSize(by: .value("Temperature", reading.value))
            }
            .id("charts-lines")
            Chart(Self.pets, id: \.name) { pet in
                SectorMark(angle: .value("Votes", pet.votes), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Pet", pet.name))
            }
            .frame(minHeight: 120)
            .id("charts-donut")
        }
        .padding()
    }
}
