import BenchmarkScenes
import Easel
import Foundation
import RawPango

/// T1 text: measuring 10,000 distinct strings with Easel's `PangoTextMeasurer`, cold (a new measurer,
/// so every string misses its cache) against a raw Pango loop over the same strings, and again once
/// they are cached (re-layout).
///
/// Both sides use the body font (Inter at 17 points, the family alone as Easel asks for it), Easel's font
/// options, no width, and have their fonts loaded before timing. The raw loop (`Sources/RawPango`, C)
/// sets each string on one layout and reads its extents and baseline: the least a Pango program can do
/// to measure a string.
enum T1Text {
    static func rows(_ context: BenchContext) throws -> [Row] {
        let strings = TextCorpus.strings(count: 10_000)
        let font = Font.body.resolved(for: .large)
        let requests = strings.map { TextLayoutRequest(string: $0, font: font, width: nil) }
        let raw = try RawPangoLoop(family: "Inter", size: Double(font.size), strings: strings)

        context.log("T1 cold")
        var ourWidth = 0.0
        let cold = Comparison(rounds: context.rounds, ours: {
            let measurer = PangoTextMeasurer()
            var width = 0.0
            let seconds = Clock.cpuSeconds { for request in requests { width += Double(measurer.measure(request).size.width) } }
            ourWidth = width
            return seconds
        }, peer: { Clock.cpuSeconds { raw.measure() } })

        context.log("T1 re-layout")
        let warm = PangoTextMeasurer()
        for request in requests { _ = warm.measure(request) }
        let budget = 1e-6 * Double(requests.count)
        let relayout = Comparison(rounds: context.rounds, ours: {
            Clock.cpuSeconds { for request in requests { _ = warm.measure(request) } }
        }, peer: { budget })

        let rawWidth = Double(raw.widths) / 1024
        let agreement = "widths summed: ours \(format(ourWidth, digits: 1)) pt, raw Pango \(format(rawWidth, digits: 1)) pt"
        return [
            Row("T1 cold", timed: "measure 10,000 new strings", comparedWith: "raw Pango loop, same strings",
                ratio: cold.ratio, target: .atMost(1.2),
                detail: "ours \(formatSeconds(cold.ours.median)) (\(formatSeconds(cold.ours.median / 1e4)) a string), "
                    + "raw Pango \(formatSeconds(cold.peer.median)) (medians); \(agreement)"),
            Row("T1 re-layout", timed: "measure the same strings again", comparedWith: "1 µs a string",
                ratio: relayout.ratio, target: .atMost(1),
                detail: "\(formatSeconds(relayout.ours.median / 1e4)) a string (median)"),
        ]
    }
}

/// The C loop of `RawPango` with its strings, as NUL-terminated copies made once.
final class RawPangoLoop {
    private let pango: OpaquePointer
    private let storage: [UnsafeMutablePointer<CChar>?]
    private let pointers: [UnsafePointer<CChar>?]
    /// The sum of the widths the last run measured, in Pango units.
    private(set) var widths: Int64 = 0

    init(family: String, size: Double, strings: [String]) throws {
        guard let pango = raw_pango_new(family, size) else { throw SubprocessError(description: "raw Pango failed to start") }
        self.pango = pango
        storage = strings.map { strdup($0) }
        pointers = storage.map { UnsafePointer($0) }
    }

    deinit {
        raw_pango_free(pango)
        storage.forEach { free($0) }
    }

    /// Measures every string once.
    func measure() {
        var baselines: Int64 = 0
        widths = pointers.withUnsafeBufferPointer { raw_pango_measure(pango, $0.baseAddress, $0.count, &baselines) }
    }
}
