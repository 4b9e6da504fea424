import Charts
import Easel

/// G1's charts, 800 × 500 points at 1× on white, drawn with Easel's `Charts` and, from the same data
/// (`spec`), by matplotlib (`Scripts/matplotlib_worker.py`) at the same size in pixels: a bar chart of 50
/// categories and a line of 10,000 points. Each side draws with its own defaults (axes, ticks, grid, colours).
public enum BenchmarkCharts {
    public static let width = 800.0, height = 500.0

    /// The bars' categories ("B00" … "B49") and values, from a fixed recurrence so both sides draw the same.
    public static let bars: [(category: String, value: Double)] = (0..<50).map { index in
        let name = index < 10 ? "B0\(index)" : "B\(index)"
        return (name, Double((index * 37 + 11) % 53 + 5))
    }

    /// The line's 10,000 points: x from 0 to 9,999, y a slow wave plus a deterministic wobble.
    public static let line: [(x: Double, y: Double)] = {
        var state: UInt32 = 12_345
        return (0..<10_000).map { index in
            state = state &* 1_103_515_245 &+ 12_345
            let noise = Double(state >> 16 & 0x7FFF) / 32_767 - 0.5
            return (Double(index), 50 + 30 * sin(Double(index) / 400) + 8 * noise)
        }
    }()

    /// The data and size for matplotlib's worker.
    public static var spec: [String: Any] {
        ["width": width, "height": height,
         "bars": ["categories": bars.map(\.category), "values": bars.map(\.value)],
         "line": ["x": line.map(\.x), "y": line.map(\.y)]]
    }

    /// The bar chart: one `BarMark` a category.
    nonisolated public struct Bars: View {
        public init() {}
        public var body: some View {
            Chart {
                ForEach(0..<BenchmarkCharts.bars.count) { index in
                    BarMark(x: .value("Category", BenchmarkCharts.bars[index].category),
                            y: .value("Value", BenchmarkCharts.bars[index].value))
                }
            }
            .padding(16)
            .frame(width: BenchmarkCharts.width, height: BenchmarkCharts.height)
            .background(Color.white)
        }
    }

    /// The line chart: one `LineMark` a point, one series.
    nonisolated public struct Line: View {
        public init() {}
        public var body: some View {
            Chart {
                ForEach(0..<BenchmarkCharts.line.count) { index in
                    LineMark(x: .value("x", BenchmarkCharts.line[index].x), y: .value("y", BenchmarkCharts.line[index].y))
                }
            }
            .padding(16)
            .frame(width: BenchmarkCharts.width, height: BenchmarkCharts.height)
            .background(Color.white)
        }
    }
}
