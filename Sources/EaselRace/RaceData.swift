import Foundation

/// The data of a ranking race: a value for each entity in each period, as a CSV gives it.
///
/// `values[p][e]` is entity `e`'s value in period `p`, nil where the data has none. Periods and entities
/// keep the order the data first names them in.
public struct RaceData: Hashable, Sendable {
    public var periods: [String]
    public var entities: [String]
    public var values: [[Double?]]

    public init(periods: [String], entities: [String], values: [[Double?]]) {
        (self.periods, self.entities, self.values) = (periods, entities, values)
    }

    /// How missing values are filled in.
    public enum MissingValues: String, Sendable, CaseIterable {
        /// Between two known values, the straight line between them.
        case interpolate
        /// The last known value, until the next.
        case hold
    }

    /// Every value known: before an entity's first value it is 0 (it has not entered the race), after its
    /// last value it holds that value, and in between `missing` fills the gaps. With `cumulative`, each
    /// value is then the running total of the values up to it.
    public func filled(_ missing: MissingValues = .interpolate, cumulative: Bool = false) -> [[Double]] {
        var filled = values.map { $0.map { $0 ?? 0 } }
        for entity in entities.indices {
            let known = values.indices.filter { values[$0][entity] != nil }
            guard let first = known.first, let last = known.last else { continue }
            for period in values.indices where values[period][entity] == nil && period > first {
                if period > last {
                    filled[period][entity] = filled[last][entity]
                    continue
                }
                let before = known.last { $0 < period }!, after = known.first { $0 > period }!
                let (from, to) = (values[before][entity]!, values[after][entity]!)
                filled[period][entity] = switch missing {
                case .hold: from
                case .interpolate: from + (to - from) * Double(period - before) / Double(after - before)
                }
            }
        }
        if cumulative {
            for period in filled.indices.dropFirst() {
                for entity in entities.indices { filled[period][entity] += filled[period - 1][entity] }
            }
        }
        return filled
    }
}
