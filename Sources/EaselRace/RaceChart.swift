import Charts
import Easel

/// One state of a ranking race drawn as a chart (`easel race --style chart`): the first `top` entries
/// ranked by value (`RankingRace`'s rule 1) as horizontal `BarMark`s, the leader at the top, each in its
/// entry's colour with its value written after the bar's end (`annotation(position: .trailing)`); the x
/// axis from zero to a little past the leader's value (or `maximum`), the names as the y axis's labels on
/// the leading side; the title above
/// and the period's label below the plot, as `RankingRace` places them.
///
/// The chart is `rowHeight` points a row tall, so that a race keeps one height from state to state.
/// An Easel addition, built with `Charts`.
nonisolated public struct RaceChart: View {
    public var entries: [RaceEntry]
    public var top: Int
    public var title: String?
    public var period: String?
    public var maximum: Double?
    public var format: @Sendable (Double) -> String
    /// The height of a row of the plot, in points.
    public static let rowHeight: CGFloat = 32

    public init(entries: [RaceEntry], top: Int = 10, title: String? = nil, period: String? = nil, maximum: Double? = nil,
                format: @escaping @Sendable (Double) -> String = RaceRow.wholeNumber) {
        (self.entries, self.top, self.title, self.period, self.maximum, self.format) = (entries, max(1, top), title, period, maximum, format)
    }

    /// The entries shown, ranked (largest first; ties keep the order of `entries`).
    public var shown: [RaceEntry] {
        Array(RankingRace(entries: entries, top: top).ranked.prefix(top).map(\.entry))
    }

    public var body: some View {
        let shown = self.shown
        let leader = maximum ?? shown.first.map { max($0.value, 0) } ?? 0
        let format = self.format
        VStack(alignment: .leading, spacing: 12) {
            if let title {
                Text(title).font(.title2).bold().id("race-title")
            }
            Chart {
                ForEach(shown) { entry in
                    BarMark(x: .value("Value", max(entry.value, 0)), y: .value("Name", entry.name))
                        .foregroundStyle(entry.color)
                        .annotation(position: .trailing, alignment: .leading, spacing: 6) {
                            Text(format(entry.value)).font(.subheadline).monospacedDigit()
                        }
                }
            }
            // A little room past the leader for its value.
            .chartXScale(domain: 0...(leader > 0 ? leader * 1.15 : 1))
            .chartYAxis { AxisMarks(position: .leading) }
            .chartLegend(.hidden)
            .frame(height: CGFloat(top) * Self.rowHeight + 24)
            .id("race-chart")
            if let period {
                Text(period).font(.largeTitle).bold().foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .id("race-period")
            }
        }
        .padding()
    }
}
