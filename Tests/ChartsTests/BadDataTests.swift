import Charts
import Foundation
import SwiftUI
import Testing

/// Data a chart cannot plot (NaN, infinities, nothing, a million points) draws what it can, in bounded
/// time, and never traps.
@Suite struct BadDataTests {
    /// The PNG of `view` at 200 × 120 points.
    func render<V: View>(_ view: V) throws -> Data {
        try ImageRenderer(content: view.frame(width: 200, height: 120)).pngData()
    }

    @MainActor @Test func nanAndInfinitiesAreLeftOut() throws {
        let values: [Double] = [1, .nan, 3, .infinity, -.infinity, 2, .greatestFiniteMagnitude]
        let chart = Chart {
            ForEach(values.indices, id: \.self) { index in
                BarMark(x: .value("i", "\(index)"), y: .value("v", values[index]))
                LineMark(x: .value("i", Double(index)), y: .value("v", values[index]))
                PointMark(x: .value("i", values[index]), y: .value("v", values[index]))
                SectorMark(angle: .value("v", values[index]))
                RuleMark(y: .value("v", values[index]))
            }
        }
        #expect(try render(chart).count > 0)
        #expect(try render(Chart { SectorMark(angle: .value("v", Double.nan)); SectorMark(angle: .value("v", -3)) }).count > 0)
    }

    @MainActor @Test func emptyDataDrawsAnEmptyChart() throws {
        let empty: [Double] = []
        #expect(try render(Chart { ForEach(empty, id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }).count > 0)
        #expect(try render(Chart {}).count > 0)
        #expect(try render(Chart { BarMark(x: .value("x", "a"), y: .value("y", 0)) }).count > 0)
    }

    @MainActor @Test func aMillionPointsRenderInBoundedTime() throws {
        let count = 1_000_000
        let start = Date()
        let chart = Chart {
            ForEach(0..<count, id: \.self) { index in
                LineMark(x: .value("x", index), y: .value("y", sin(Double(index) / 5000)))
            }
        }
        #expect(try render(chart).count > 0)
        let points = Chart {
            ForEach(0..<count, id: \.self) { index in
                PointMark(x: .value("x", index % 997), y: .value("y", index % 1009))
            }
        }
        #expect(try render(points).count > 0)
        // Debug build on a shared machine: 37 s here; appending to an array inside an enum payload (quadratic) took over ten minutes.
        #expect(Date().timeIntervalSince(start) < 90)
    }

    @MainActor @Test func axisValuesOfTheWrongKindAreIgnored() throws {
        let chart = Chart { BarMark(x: .value("x", "a"), y: .value("y", 3)) }
            .chartXAxis { AxisMarks(values: [1.5, 2.5]) }
            .chartYAxis { AxisMarks(values: .stride(by: -1.0)) }
            .chartYScale(domain: 5...5)
        #expect(try render(chart).count > 0)
    }
}
