import Easel
import Foundation

/// Rich text: runs joined with `+`, Markdown, lines, spacing, dates and formats, truncation and
/// shrinking. Dates count from the environment's `easelNow`, a fixed instant.
nonisolated public struct RichText: View {
    public init() {}

    let launch = Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(2 * 3600 + 23 * 60)

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Rich text").font(.title2.bold())
            (Text("Vote ").bold() + Text("now").foregroundColor(.orange).italic() + Text(" for the best pet 🐶")).id("runs")
            Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.com)").id("markdown")
            HStack(spacing: 12) {
                Text("Underline").underline(color: .blue)
                Text("Dashed").underline(pattern: .dash, color: .red)
                Text("Struck").strikethrough(pattern: .dot)
            }
            .id("lines")
            HStack(spacing: 12) {
                Text("Kerning").kerning(3)
                Text("Tracking").tracking(-0.5)
                Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O")
            }
            .id("spacing")
            Text("Score: \(42) · \(0.25, format: .percent) · \(1234.5, format: .currency(code: "USD"))").id("interpolation")
            (Text("Launch in ") + Text(launch, style: .relative).bold() + Text(" · ") + Text(launch, style: .timer).monospacedDigit())
                .id("dates")
            Text("Upper case").textCase(.uppercase).font(.caption).foregroundStyle(.secondary).id("case")
            Text("A very long title that is truncated in the middle").lineLimit(1).truncationMode(.middle).id("middle")
            Text("A long title shrinks to fit its line").font(.title3).lineLimit(1).minimumScaleFactor(0.5).id("shrink")
            Text("Line spacing: two lines of wrapped text, spread out by eight points.").lineSpacing(8).id("lineSpacing")
        }
        .padding()
    }
}
