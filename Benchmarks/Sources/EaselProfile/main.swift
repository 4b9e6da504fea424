// Runs one benchmark scenario a number of times, for a profiler:
//
//     valgrind --tool=callgrind .build/release/EaselProfile layout-nested 3
//
// Scenarios: layout-nested, layout-wide, layout-deep, layout-deep-100k, layout-growth (resolve and lay
// out a tree of BenchmarkScenes), time-nested, time-wide, time-deep (L1's trees, their layout pass
// timed: for two builds side by side), poll-png (the pet poll at 390 × 844 @3× to PNG bytes), card-png
// (C1's card, 1200 × 630 at 1×, to PNG bytes, after one untimed render as C1 warms up), shadow-png (E1's
// card of six shadowed tiles at 3× to PNG bytes, after one untimed render), chart-bars, chart-line (G1's
// charts, 800 × 500 at 1×, to PNG bytes; a third argument writes the PNG there), text-cold
// (measure the 10,000 strings of T1 with an empty cache), text-warm (measure them again, from the cache,
// and print the time a string).
@_spi(Benchmarks) import EaselCore
import BenchmarkScenes
import Easel
import Foundation
import PetPoll

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "help"
let repetitions = arguments.dropFirst().first.flatMap { Int($0) } ?? 1

let hundredThousandLevels = scenario == "layout-deep-100k" ? LayoutTree.deep(100_000) : .leaf(0)

/// Seconds on `clock` (a CPU-time clock of the process or the thread).
func seconds(on clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func layOut(_ tree: LayoutTree) {
    for _ in 0..<repetitions {
        let resolved = ResolvedView(content: LayoutTreeView(tree: tree))
        _ = resolved.layout(proposal: ProposedViewSize(width: 1024, height: 768))
    }
}

/// Times the layout pass alone, on a tree resolved afresh (untimed) each repetition, and prints the
/// fastest and the median pass in CPU time of the process, and the page faults of the last pass (fresh
/// stack pages: deep trees recurse on threads of their own), for comparing two builds side by side.
func timeLayout(_ tree: LayoutTree) {
    func now() -> (seconds: Double, faults: Int) {
        var usage = rusage()
        let time = seconds(on: CLOCK_PROCESS_CPUTIME_ID)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (time, usage.ru_minflt)
    }
    var times: [Double] = []
    var faults = 0
    for _ in 0..<max(repetitions, 1) {
        let resolved = ResolvedView(content: LayoutTreeView(tree: tree))
        let start = now()
        let layout = resolved.layout(proposal: ProposedViewSize(width: 1024, height: 768))
        let end = now()
        withExtendedLifetime(layout) {}
        times.append(end.seconds - start.seconds)
        faults = end.faults - start.faults
    }
    times.sort()
    print(String(format: "fastest %.2f ms, median %.2f ms, page faults %d", times[0] * 1000, times[times.count / 2] * 1000, faults))
}

switch scenario {
case "layout-nested": layOut(.nested(fanout: 10, depth: 4))
case "layout-wide": layOut(.wide(10_000))
case "layout-deep": layOut(.deep(8_000))
case "layout-deep-100k":
    // Easel frees its nodes without recursing; the benchmark's own description of the tree is a nested
    // enum that Swift would free recursively, so it is kept for the life of the process.
    layOut(hundredThousandLevels)
case "layout-growth": layOut(.growth(depth: 1_000))
case "time-nested": timeLayout(.nested(fanout: 10, depth: 4))
case "time-wide": timeLayout(.wide(10_000))
case "time-deep": timeLayout(.deep(8_000))
case "poll-png":
    let renderer = ImageRenderer(content: PollScreen())
    renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
    renderer.scale = 3
    for _ in 0..<repetitions {
        do { _ = try renderer.pngData() } catch { print("poll-png: \(error)"); exit(1) }
    }
case "shadow-png":
    let renderer = ImageRenderer(content: ShadowCard(shadows: true))
    renderer.scale = 3
    do {
        for _ in 0...repetitions { _ = try renderer.pngData() }
    } catch { print("shadow-png: \(error)"); exit(1) }
case "card-png":
    let renderer = ImageRenderer(content: BenchmarkCard())
    do {
        for _ in 0...repetitions { _ = try renderer.pngData() }
    } catch { print("card-png: \(error)"); exit(1) }
case "chart-bars", "chart-line":
    let renderer = ImageRenderer(content: scenario == "chart-bars" ? AnyView(BenchmarkCharts.Bars()) : AnyView(BenchmarkCharts.Line()))
    renderer.proposedSize = ProposedViewSize(width: BenchmarkCharts.width, height: BenchmarkCharts.height)
    do {
        var png = Data()
        for _ in 0..<repetitions { png = try renderer.pngData() }
        // A third argument: where to write the last PNG, to look at it.
        if let path = arguments.dropFirst(2).first { try png.write(to: URL(fileURLWithPath: path)) }
    } catch { print("\(scenario): \(error)"); exit(1) }
case "text-cold":
    let font = Font.body.resolved(for: .large)
    let requests = TextCorpus.strings(count: 10_000).map { TextLayoutRequest(string: $0, font: font, width: nil) }
    for _ in 0..<repetitions {
        let measurer = PangoTextMeasurer()
        for request in requests { _ = measurer.measure(request) }
    }
case "text-warm":
    let font = Font.body.resolved(for: .large)
    let requests = TextCorpus.strings(count: 10_000).map { TextLayoutRequest(string: $0, font: font, width: nil) }
    let measurer = PangoTextMeasurer()
    for request in requests { _ = measurer.measure(request) }
    let start = seconds(on: CLOCK_THREAD_CPUTIME_ID)
    for _ in 0..<repetitions {
        for request in requests { _ = measurer.measure(request) }
    }
    let elapsed = seconds(on: CLOCK_THREAD_CPUTIME_ID) - start
    print(String(format: "%.0f ns a string", elapsed / Double(max(repetitions, 1) * requests.count) * 1e9))
default:
    print("usage: EaselProfile layout-nested|layout-wide|layout-deep|layout-deep-100k|layout-growth|time-nested|time-wide|time-deep|poll-png|card-png|chart-bars|chart-line|text-cold|text-warm [repetitions]")
    exit(scenario == "help" ? 0 : 1)
}
