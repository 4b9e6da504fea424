import Easel

/// One entity's standing in one state of a ranking race.
public struct RaceEntry: Identifiable, Hashable, Sendable {
    public var name: String
    public var value: Double
    public var color: Color
    /// The path of an image file shown beside the name (what `Image(_:)` reads), or nil.
    public var image: String?
    public var id: String { name }

    public init(name: String, value: Double, color: Color, image: String? = nil) {
        (self.name, self.value, self.color, self.image) = (name, value, color, image)
    }
}

/// One state of a ranking race: a title, the entries ranked by value in rows, and the period's label.
///
/// Rules:
/// 1. Entries are ranked by value, largest first; equal values keep the order of `entries`, so ties are
///    stable from one state to the next.
/// 2. The first `top` ranks are rows, one under the other, each `row(entry, fraction)` with `fraction`
///    its value over the scale's maximum (`maximum`, or else the leader's value).
/// 3. Entries ranked below `top` are laid out just below the last row, transparent and clipped away:
///    animated from one state to the next, an entry entering the top slides up from the bottom edge as it
///    fades in, and one leaving slides down and fades out. Every row keeps its entry's name as identity.
///
/// An Easel addition (`import EaselRace`), built from SwiftUI views: restyle it with your own `row`.
nonisolated public struct RankingRace<Row: View>: View {
    public var entries: [RaceEntry]
    public var top: Int
    public var title: String?
    public var period: String?
    public var maximum: Double?
    let row: (RaceEntry, Double) -> Row

    public init(entries: [RaceEntry], top: Int = 10, title: String? = nil, period: String? = nil, maximum: Double? = nil,
                @ViewBuilder row: @escaping (_ entry: RaceEntry, _ fraction: Double) -> Row) {
        (self.entries, self.top, self.title, self.period, self.maximum, self.row) = (entries, max(1, top), title, period, maximum, row)
    }

    /// The entries with their ranks (rule 1).
    public var ranked: [(rank: Int, entry: RaceEntry)] {
        entries.enumerated().sorted { ($0.element.value, $1.offset) > ($1.element.value, $0.offset) }
            .enumerated().map { (rank: $0.offset, entry: $0.element.element) }
    }

    public var body: some View {
        let ranked = self.ranked
        let scale = maximum ?? ranked.first.map { max($0.entry.value, 0) } ?? 0
        VStack(alignment: .leading, spacing: 12) {
            if let title {
                Text(title).font(.title2).bold().id("race-title")
            }
            RaceRows(top: top) {
                ForEach(ranked, id: \.entry.id) { item in
                    row(item.entry, scale > 0 ? min(max(item.entry.value / scale, 0), 1) : 0)
                        .layoutValue(key: RaceRank.self, value: item.rank)
                        .opacity(item.rank < top ? 1 : 0)
                        .id(item.entry.id)
                }
            }
            .clipped()
            if let period {
                Text(period).font(.largeTitle).bold().foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .id("race-period")
            }
        }
        .padding()
    }
}

extension RankingRace where Row == RaceRow {
    /// A race drawn with the default rows (`RaceRow`), values written by `format`.
    public init(entries: [RaceEntry], top: Int = 10, title: String? = nil, period: String? = nil, maximum: Double? = nil,
                format: @escaping @Sendable (Double) -> String = RaceRow.wholeNumber) {
        self.init(entries: entries, top: top, title: title, period: period, maximum: maximum) { entry, fraction in
            RaceRow(entry: entry, fraction: fraction, value: format(entry.value))
        }
    }
}

/// The default row of a `RankingRace`: the name, right-aligned in a column 120 points wide; the entry's
/// image, if it has one, fitted in a 28-point square and clipped to a circle (as avatars are drawn); a bar
/// in the entry's colour, `fraction` of the width left; the value just after the bar's end, counting from
/// one state to the next (`numericText`) when it is a whole number.
nonisolated public struct RaceRow: View {
    public var entry: RaceEntry
    public var fraction: Double
    public var value: String

    public init(entry: RaceEntry, fraction: Double, value: String) {
        (self.entry, self.fraction, self.value) = (entry, fraction, value)
    }

    /// A value rounded to a whole number, without grouping: "1234".
    public static let wholeNumber: @Sendable (Double) -> String = { value in
        value.isFinite && abs(value) < 1e15 ? String(Int(value.rounded())) : String(value)
    }

    public var body: some View {
        HStack(spacing: 8) {
            Text(entry.name).font(.headline).lineLimit(1)
                .frame(width: 120, alignment: .trailing)
            if let image = entry.image {
                Image(image).resizable().scaledToFit()
                    .frame(width: 28, height: 28)
                    .clipShape(Circle())
            }
            RaceBar(fraction: fraction) {
                RoundedRectangle(cornerRadius: 4).fill(entry.color)
                Text(value).font(.subheadline).monospacedDigit()
                    .contentTransition(.numericText())
            }
        }
        .frame(height: 28)
    }
}
