import Foundation

/// A collection of bins for a chart that plots data against numbers (Apple's `NumberBins`): N thresholds,
/// in increasing order, surround N − 1 bins, each the `ChartBinRange` from one threshold to the next.
/// `BarMark(x: .value("Price", bins[i]), y: .value("Count", n))` stands a bar in a bin, as a day's bar in its day.
///
/// Apple documents the initialisers, not the thresholds they choose. Easel's rules, estimated:
/// `init(range:count:)` splits the range evenly; `init(size:range:)` starts at the multiple of `size` at
/// or below the range and ends at the first multiple at or above it; `init(data:desiredCount:)` takes the
/// tick step `NiceTicks` would choose for about `desiredCount` bins (Sturges' ⌈log₂ n⌉ + 1 without one).
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection, Sendable where Value: Sendable {
    /// The thresholds that surround the bins.
    public let thresholds: [Value]

    /// N − 1 bins between the N `thresholds` (sorted here, as a bin's bounds must be).
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The bin at `position`: from its threshold to the next, open but for the last bin.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == count - 1)
    }

    /// The index of the bin that holds `value`: the last bin whose lower threshold is at or below it. A
    /// value below the first bin is in the first, one above the last in the last (estimated: Apple does
    /// not say), so that an index is always a bin's.
    public func index(for value: Value) -> Int {
        guard count > 1 else { return 0 }
        // The first threshold above `value`, found by halving; the bin before it holds the value.
        var low = 1, high = thresholds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if thresholds[middle] > value { high = middle } else { low = middle + 1 }
        }
        return Swift.min(Swift.max(low - 1, 0), count - 1)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins (at most 1,000) of equal width from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        self.init(thresholds: NumberBinWidth.evenThresholds(Double(range.lowerBound), Double(range.upperBound), count: count).map { Value($0) })
    }

    /// Bins `size` wide, at multiples of `size`, that cover the range (at most 1,000 of them: no bins when
    /// more would be needed).
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(thresholds: NumberBinWidth.multiples(of: Double(size), covering: Double(range.lowerBound), Double(range.upperBound)).map { Value($0) })
    }

    /// Bins of a round width that cover `data`: about `desiredCount` of them.
    public init(data: [Value], desiredCount: Int? = nil) {
        let finite = data.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { self.init(thresholds: []); return }
        self.init(size: Value(NumberBinWidth.step(low: Double(low), high: Double(high), count: desiredCount ?? NumberBinWidth.sturges(finite.count))),
                  range: low...high)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins (at most 1,000) of equal width from the range's lower bound to its upper bound. Apple
    /// expects the range's length to be a multiple of `count`; when it is not, the thresholds are rounded
    /// down to whole numbers.
    public init(range: ClosedRange<Value>, count: Int) {
        let inner = NumberBinWidth.evenThresholds(Double(range.lowerBound), Double(range.upperBound), count: count).dropFirst().dropLast()
            .compactMap { Value(exactly: $0.rounded(.down)) }.filter { $0 > range.lowerBound && $0 < range.upperBound }
        self.init(thresholds: Array(Set([range.lowerBound] + inner + [range.upperBound])))
    }

    /// Bins `size` wide, at multiples of `size`, that cover the range (at most 1,000 of them).
    public init(size: Value, range: ClosedRange<Value>) {
        let multiples = NumberBinWidth.multiples(of: Double(size), covering: Double(range.lowerBound), Double(range.upperBound))
        self.init(thresholds: multiples.compactMap { Value(exactly: $0) })
    }

    /// Bins of a round, whole width that cover `data`: about `desiredCount` of them.
    public init(data: [Value], desiredCount: Int? = nil) {
        guard let low = data.min(), let high = data.max() else { self.init(thresholds: []); return }
        let step = NumberBinWidth.step(low: Double(low), high: Double(high), count: desiredCount ?? NumberBinWidth.sturges(data.count))
        self.init(size: Value(exactly: Swift.max(step.rounded(.up), 1)) ?? 1, range: low...high)
    }
}

/// The range of data one bin of a chart holds (Apple's `ChartBinRange`): from its lower bound up to its
/// upper bound, which only the last bin of a collection includes (Apple: "All bins except the last ...
/// represent an open range").
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    public let lowerBound: Bound
    public let upperBound: Bound
    /// Whether the upper bound is in the bin: the last bin's.
    let isClosed: Bool

    public func contains(_ element: Bound) -> Bool {
        element >= lowerBound && (isClosed ? element <= upperBound : element < upperBound)
    }

    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound { lowerBound..<upperBound }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

/// The thresholds of `NumberBins`' initialisers, computed in `Double` so that no range overflows.
enum NumberBinWidth {
    /// The most bins an initialiser makes.
    static let maximumCount = 1000

    /// `count` even steps from `low` to `high`, both included.
    static func evenThresholds(_ low: Double, _ high: Double, count: Int) -> [Double] {
        let bins = Swift.min(Swift.max(count, 1), maximumCount)
        return (0...bins).map { $0 == bins ? high : low + (high - low) * Double($0) / Double(bins) }
    }

    /// Sturges' rule: ⌈log₂ n⌉ + 1 bins for n values.
    static func sturges(_ count: Int) -> Int { Int(log2(Double(Swift.max(count, 1))).rounded(.up)) + 1 }

    /// The round step (1, 2, 2.5 or 5 × 10ⁿ, as the axes') that splits `low…high` into at most `count` bins.
    static func step(low: Double, high: Double, count: Int) -> Double {
        NiceTicks.step(span: high > low ? high - low : 1, desiredCount: Swift.max(count, 1))
    }

    /// The multiples of `size` from the one at or below `low` to the first above `high` (at least two),
    /// exact in decimal as the axes' ticks are; none when `size` is not positive or they would pass
    /// `maximumCount` (as the axes' ticks, `NiceTicks.ticks`).
    static func multiples(of size: Double, covering low: Double, _ high: Double) -> [Double] {
        guard size > 0, size.isFinite, low.isFinite, high.isFinite else { return [] }
        let first = (low / size).rounded(.down), last = Swift.max((high / size).rounded(.up), first + 1)
        return NiceTicks.ticks(lower: first * size, upper: last * size, step: size)
    }
}
