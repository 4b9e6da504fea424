import Charts
import Testing

/// `NumberBins`: N thresholds surround N − 1 bins, and `index(for:)` names the bin of a value.
@Suite struct NumberBinsTests {
    @Test func aRangeSplitsIntoEvenBins() {
        let bins = NumberBins(range: 0.0...10.0, count: 4)
        #expect(bins.thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(bins.count == 4 && bins[1].lowerBound == 2.5 && bins[1].upperBound == 5)
        #expect(NumberBins(range: 0...12, count: 4).thresholds == [0, 3, 6, 9, 12])
    }

    /// Apple's `ChartBinRange`: every bin but the last leaves out its upper bound.
    @Test func binsAreOpenButTheLast() {
        let bins = NumberBins(range: 0.0...10.0, count: 4)
        #expect(!bins[0].contains(2.5) && bins[1].contains(2.5))
        #expect(bins[3].contains(10) && !bins[3].contains(10.5))
        #expect(bins.index(for: 2.5) == 1)
    }

    /// A heat map's colours: every value, the ends included, falls in one of the bins.
    @Test func everyValueFallsInABin() {
        let bins = NumberBins(range: -1.0...11.0, count: 6)
        #expect(bins.index(for: -1) == 0)
        #expect(bins.index(for: 0.9) == 0 && bins.index(for: 1) == 1)
        #expect(bins.index(for: 11) == 5)
        #expect(bins.index(for: -50) == 0 && bins.index(for: 50) == 5)
    }

    @Test func binsOfASizeCoverTheRangeAtItsMultiples() {
        #expect(NumberBins(size: 0.1, range: 0.05...0.31).thresholds == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(NumberBins(size: 5, range: 3...17).thresholds == [0, 5, 10, 15, 20])
        #expect(NumberBins(size: 5, range: -7...2).thresholds == [-10, -5, 0, 5])
    }

    /// Sturges' ⌈log₂ 100⌉ + 1 = 8 bins at most, of a round width: 0…97 in steps of 20.
    @Test func dataGetsRoundBins() {
        let data = (0..<100).map { Double($0) * 0.97 }
        #expect(NumberBins(data: data).thresholds == [0, 20, 40, 60, 80, 100])
        #expect(NumberBins(data: data, desiredCount: 10).thresholds == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
        #expect(NumberBins(data: [3, 7, 12]).thresholds == [0, 5, 10, 15])
    }

    @Test func badInputGivesNoBinsAndNoCrash() {
        #expect(NumberBins<Double>(data: []).isEmpty)
        #expect(NumberBins(data: [Double.nan, .infinity]).isEmpty)
        #expect(NumberBins(size: 0.0, range: 0...1).isEmpty)
        #expect(NumberBins(size: 1e-9, range: 0...1e9).isEmpty)
        #expect(NumberBins<Double>(thresholds: []).index(for: 3) == 0)
        #expect(NumberBins(range: 0.0...1.0, count: .max).count == 1000)
        #expect(NumberBins(range: Int.min...Int.max, count: 4).count == 4)
        #expect(NumberBins(range: 0...10, count: 0).thresholds == [0, 10])
    }
}
