// Renders a few rounds of the pet poll's voting to an animated GIF: Goldfish catches up, a three-way tie
// lines the avatars up in a row (AnyLayout keeps their identity, so they move), a newcomer fades in, and
// the standings, sorted by votes, slide to their new ranks while the counts count.
//
// poll-animation [OUTPUT.gif|OUTPUT.png|FOLDER/] [--scale N] [--fps N] [--rounds N] [--duration S] [--hold S]
//                [--end-hold S] [--threads N]
// (default: out/poll.gif, 2×, 30 fps, every round, each move as long as its spring, all cores)
import Easel
import Foundation
import PetPoll

let rounds: [[String: Int]] = [
    ["Cat": 25, "Goldfish": 9, "Dog": 16],
    ["Cat": 25, "Goldfish": 19, "Dog": 16],
    ["Cat": 25, "Goldfish": 25, "Dog": 25],
    ["Cat": 26, "Goldfish": 31, "Dog": 25, "Rabbit": 6],
    ["Cat": 33, "Goldfish": 31, "Dog": 27, "Rabbit": 14],
]

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: Double) -> Double {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Double(arguments[index + 1]) else {
        return value
    }
    arguments.removeSubrange(index...index + 1)
    return number
}
let scale = option("--scale", default: 2)
let fps = Int(option("--fps", default: 30))
let roundCount = Int(option("--rounds", default: Double(rounds.count)))
let duration = option("--duration", default: 0)
let threads = Int(option("--threads", default: 0))
let hold = option("--hold", default: 0.6)
let endHold = option("--end-hold", default: 1.5)
let output = URL(fileURLWithPath: arguments.first ?? "out/poll.gif")

do {
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    let poll = PollTimeline(votes: Array(rounds.prefix(max(roundCount, 1))), sortsByVotes: true)
    let timing = AnimationTimeline.Timing(fps: fps, duration: duration > 0 ? duration : nil, hold: hold, endHold: endHold)
    let timeline = try poll.timeline(scale: scale, timing: timing)
    let start = Date()
    let options = AnimationOutputOptions(threads: threads > 0 ? threads : nil)
    try await timeline.write(to: output, options: options) { progress in
        FileHandle.standardError.write(Data("\r\(output.lastPathComponent): \(progress.completed)/\(progress.total) frames".utf8))
    }
    let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
    FileHandle.standardError.write(Data("\nwrote \(output.path) (\(timeline.frameCount) timeline frames in \(seconds) s)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("poll-animation: \(error)\n".utf8))
    exit(1)
}
