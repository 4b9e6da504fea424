// Runs one benchmark scenario a number of times, for a profiler:
//
//     valgrind --tool=callgrind .build/release/EaselProfile layout-nested 3
//
// Scenarios: layout-nested, layout-wide, layout-deep, layout-deep-100k, layout-growth (resolve and lay
// out a tree of BenchmarkScenes), poll-png (the pet poll at 390 × 844 @3× to PNG bytes), card-png (C1's card,
// 1200 × 630 at 1×, to PNG bytes, after one untimed render as C1 warms up), text-cold (measure the 10,000
// strings of T1 with an empty cache).
@_spi(Benchmarks) import EaselCore
import BenchmarkScenes
import Easel
import Foundation
import PetPoll

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "help"
let repetitions = arguments.dropFirst().first.flatMap { Int($0) } ?? 1

let hundredThousandLevels = scenario == "layout-deep-100k" ? LayoutTree.deep(100_000) : .leaf(0)

func layOut(_ tree: LayoutTree) {
    for _ in 0..<repetitions {
        let resolved = ResolvedView(content: LayoutTreeView(tree: tree))
        _ = resolved.layout(proposal: ProposedViewSize(width: 1024, height: 768))
    }
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
case "poll-png":
    let renderer = ImageRenderer(content: PollScreen())
    renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
    renderer.scale = 3
    for _ in 0..<repetitions {
        do { _ = try renderer.pngData() } catch { print("poll-png: \(error)"); exit(1) }
    }
case "card-png":
    let renderer = ImageRenderer(content: BenchmarkCard())
    do {
        for _ in 0...repetitions { _ = try renderer.pngData() }
    } catch { print("card-png: \(error)"); exit(1) }
case "text-cold":
    let font = Font.body.resolved(for: .large)
    let requests = TextCorpus.strings(count: 10_000).map { TextLayoutRequest(string: $0, font: font, width: nil) }
    for _ in 0..<repetitions {
        let measurer = PangoTextMeasurer()
        for request in requests { _ = measurer.measure(request) }
    }
default:
    print("usage: EaselProfile layout-nested|layout-wide|layout-deep|layout-deep-100k|layout-growth|poll-png|card-png|text-cold [repetitions]")
    exit(scenario == "help" ? 0 : 1)
}
