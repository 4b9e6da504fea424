import Easel
import Testing

// A fitness dashboard as Apple's sample apps write one: gauges in their accessory and linear styles
// with plain and gradient tints, progress views with labels, and an activity indicator. Compiled
// against `import Easel` exactly as against `import SwiftUI`.

private struct Metric: Identifiable {
    let id = UUID()
    let name: String
    let value: Double
    let range: ClosedRange<Double>
    let tint: Color
}

private struct DashboardScreen: View {
    let metrics = [
        Metric(name: "BPM", value: 72, range: 40...180, tint: .red),
        Metric(name: "Steps", value: 6_400, range: 0...10_000, tint: .green),
        Metric(name: "Sleep", value: 6.5, range: 0...8, tint: .indigo),
    ]
    @State private var uploadProgress = 0.65

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Today")
                .font(.largeTitle.bold())
            HStack(spacing: 24) {
                ForEach(metrics) { metric in
                    Gauge(value: metric.value, in: metric.range) {
                        Text(metric.name)
                    } currentValueLabel: {
                        Text("\(Int(metric.value))")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(metric.tint)
                }
            }
            HStack(spacing: 24) {
                Gauge(value: 22, in: -10...40) {
                    Text("°C")
                } currentValueLabel: {
                    Text("22")
                } minimumValueLabel: {
                    Text("-10")
                } maximumValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.blue, .green, .yellow, .red]))
                Gauge(value: 0.3) {
                    Text("AQI")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.orange)
            }
            Gauge(value: 67, in: 0...170) {
                Text("Heart rate")
            } currentValueLabel: {
                Text("67 BPM")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("170")
            }
            Gauge(value: 0.8) {
                Text("Battery")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(Gradient(colors: [.red, .yellow, .green]))
            ProgressView("Uploading workout", value: uploadProgress)
            ProgressView(value: 0.3) {
                Text("Syncing")
            } currentValueLabel: {
                Text("3 of 10 files")
            }
            .tint(.purple)
            HStack(spacing: 12) {
                ProgressView()
                Text("Refreshing…")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// A style of the app's own, as SwiftUI code writes one: a thick bar in a rounded track with the
/// percentage trailing.
private struct ChunkyProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        HStack {
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule().fill(Color.orange).frame(width: 200 * fraction)
            }
            .frame(width: 200, height: 12)
            Text("\(Int(fraction * 100))%")
                .font(.caption.monospacedDigit())
        }
    }
}

@Suite struct DashboardScreenTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func dashboard(_ scheme: ColorScheme) {
        assertCompatible(DashboardScreen(), named: "\(scheme)", width: 390, height: 600, colorScheme: scheme)
    }

    @MainActor @Test func customProgressViewStyle() {
        assertCompatible(ProgressView(value: 0.42).progressViewStyle(ChunkyProgressStyle()).padding(), named: "chunky",
                         width: 300, height: 60)
    }
}
