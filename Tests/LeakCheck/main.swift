import Easel
import EaselScene
import Foundation

/// `make test-sanitize`'s leak check: renders through the real stack in a loop and fails when the
/// process's resident memory grows.
///
/// The rule: one round renders a view to PNG bytes (Pango text, Cairo pixels, the PNG encoder) and
/// parses a scene file (the card example) and renders it to PNG bytes at 1×. After `warmUp` rounds (caches filled, the allocator
/// settled) the resident set size is read from /proc/self/statm; after `rounds` in all it is read
/// again, and the growth must stay under `allowedGrowth`. A leak of one picture a round (≥ 100 KB)
/// would grow it by ≥ 90 MB; of one Pango layout or surface header a round (≥ 2 KB), by ≥ 1.8 MB.

let warmUp = 100, rounds = 1_000
let allowedGrowth = 1_536 * 1024

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
