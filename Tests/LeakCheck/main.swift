import Easel
import EaselScene
import Foundation

/// `make test-sanitize`'s leak check: renders through the real stack in a loop and fails when the
/// process's resident memory grows.
///
/// The rule: one round renders a view to PNG bytes (Pango text, Cairo pixels, the PNG encoder) and
/// parses a scene file (the card example) and renders it to PNG bytes at 1×. After `warmUp` rounds (caches filled, the allocator
/// settled) the resident set size is read from /proc/self/statm; after `rounds` in all it is read
/// again, and the growth must stay under `allowedGrowth`. Without a leak it grows by 0 KiB (measured on
/// 2 shared cores). A leak of 2 KiB a round (`EASEL_LEAK_CHECK_PLANT=2048`) grows it by about 1.1 MiB and
/// fails; a leak of one picture a round (≥ 30 KB) would grow it by ≥ 27 MB. Leaks of under 1 KiB a round
/// are partly absorbed by memory the allocator already holds, and are LeakSanitizer's to find.
let warmUp = 100, rounds = 1_000
let allowedGrowth = 512 * 1024
/// To see the check bite: `EASEL_LEAK_CHECK_PLANT=2048` leaks that many bytes (written, so resident) a
/// round, and the check fails.
let plantedLeak = ProcessInfo.processInfo.environment["EASEL_LEAK_CHECK_PLANT"].flatMap { Int($0) } ?? 0

/// The resident set size of this process in bytes.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Best pet").font(.title).bold()
            HStack {
                Circle().fill(Color.orange).frame(width: 40, height: 40)
                Text("Whiskers, the cat who wins every poll").lineLimit(2)
            }
            ProgressView(value: 25, total: 50)
            RoundedRectangle(cornerRadius: 8).stroke(Color.purple, lineWidth: 2).frame(height: 30)
        }
        .padding()
        .frame(width: 240)
        .background(Color.white)
    }
}

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let scenes = repository.appendingPathComponent("Examples/scenes")
guard let sceneData = try? Data(contentsOf: scenes.appendingPathComponent("card.json")) else {
    FileHandle.standardError.write(Data("leak-check: cannot read Examples/scenes/card.json\n".utf8))
    exit(1)
}

/// One round: a view and a scene, each rendered to PNG bytes. The bytes made, to keep the work live.
func round() throws -> Int {
    let renderer = ImageRenderer(content: Card())
    renderer.scale = 2
    let view = try renderer.pngData()
    var scene = try SceneDocument(json: sceneData, baseDirectory: scenes)
    scene.canvas.scale = 1
    let rendered = try scene.renderer().pngData()
    if plantedLeak > 0, let leaked = malloc(plantedLeak) { memset(leaked, 1, plantedLeak) }
    return view.count + rendered.count
}

var bytes = 0
let start = Date()
do {
    for _ in 0..<warmUp { bytes += try round() }
    let before = residentBytes()
    for _ in warmUp..<rounds { bytes += try round() }
    let after = residentBytes()
    let growth = after - before
    let seconds = Date().timeIntervalSince(start)
    print("leak-check: \(rounds) rounds (view and scene to PNG, \(bytes / rounds) bytes a round) in \(String(format: "%.1f", seconds)) s; "
        + "resident \(before / 1024) KiB after \(warmUp), \(after / 1024) KiB after \(rounds): growth \(growth / 1024) KiB "
        + "(allowed \(allowedGrowth / 1024) KiB)")
    if growth > allowedGrowth {
        print("leak-check: FAILED: resident memory grew by \(growth / 1024) KiB over \(rounds - warmUp) rounds")
        exit(1)
    }
} catch {
    print("leak-check: a render failed: \(error)")
    exit(1)
}
