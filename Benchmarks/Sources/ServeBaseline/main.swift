import EaselScene
import Foundation

/// The in-process floor of `easel serve`'s load test: the OG card template substituted with a new title,
/// decoded and rendered to PNG on one thread, as a cache miss does, without HTTP. Prints the median and
/// 99th percentile of 60 renders (after 5 warm-ups), wall-clock.
///
///     ServeBaseline TEMPLATE.json ASSETS_FOLDER
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ServeBaseline TEMPLATE.json ASSETS_FOLDER\n".utf8))
    exit(64)
}
let template = try SceneTemplate(json: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let assets = URL(fileURLWithPath: arguments[2], isDirectory: true)
var times: [Double] = []
for index in 0..<65 {
    let start = ContinuousClock.now
    let scene = try template.substituted(["title": "Card \(index)"])
    let document = try SceneDocument(node: JSONNode(scene, path: JSONPath([.key("scene")])), baseDirectory: assets, confiningImages: true)
    _ = try document.renderer().pngData()
    let elapsed = ContinuousClock.now - start
    if index >= 5 { times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15) }
}
times.sort()
let median = times[times.count / 2], p99 = times[times.count * 99 / 100]
print(String(format: "in-process render (one thread, no HTTP): p50 %.2f ms, p99 %.2f ms, %.1f renders/s", median, p99, 1000 / median))
