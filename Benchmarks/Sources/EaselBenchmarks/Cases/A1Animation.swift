import Easel
import Foundation
import PetPoll

/// A1 animation: the poll's 60-frame transition at 3× — a vote moving Goldfish from 9 to 19, one move of
/// one second at 60 fps, 61 frames — written by `easel poll --timeline` to a folder of PNG frames and to
/// a GIF, as a process so that its wall time covers everything (start-up, layout, drawing, encoding on
/// every core, writing) and its peak memory is its own (`wait4`'s `ru_maxrss`).
///
/// The floor is what the frames cost at the least: 60 × one frame of the poll rendered and encoded to
/// PNG (timed in process, on one thread: the median of five renders, as V1's floor), divided by the
/// cores. Rounds alternate the floor and ours; the ratio is the median of the rounds' ratios of wall
/// times. Target: ≤ 1.2 × the floor, and a peak of at most 200 MB.
enum A1Animation {
    static let frameCount = 60

    static func rows(_ context: BenchContext) throws -> [Row] {
        let timedFrames = "poll transition, \(frameCount) frames @3× → PNG files"
        let timedGIF = "poll transition, \(frameCount) frames @3× → GIF"
        let floorName = "\(frameCount) × one frame's render and encode ÷ cores"
        guard let easel = context.options.easel, FileManager.default.isExecutableFile(atPath: easel) else {
            let reason = "needs `easel poll --timeline`; `make bench` passes the tool with `--easel` once it builds"
            return [.pending("A1 frames", timed: timedFrames, comparedWith: floorName, target: .atMost(1.2), reason: reason),
                    .pending("A1 GIF", timed: timedGIF, comparedWith: floorName, target: .atMost(1.2), reason: reason)]
        }
        let rounds = context.scratch.appendingPathComponent("rounds.json")
        try Data(#"[{"Cat": 25, "Goldfish": 9, "Dog": 16}, {"Cat": 25, "Goldfish": 19, "Dog": 16}]"#.utf8).write(to: rounds)
        let timing = ["--scale", "3", "--fps", "\(frameCount)", "--duration", "1", "--hold", "0"]

        let renderer = ImageRenderer(content: PollScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
        // A render takes about 20 ms: one stray slow one no longer sets a round's floor.
        func floor() throws -> Double {
            try (0..<5).map { _ in try Clock.cpuSeconds { _ = try renderer.pngData() } }.sorted()[2] * Double(frameCount) / cores
        }

        var peakKilobytes = 0
        func animate(to output: URL) throws -> Double {
            try? FileManager.default.removeItem(at: output)
            // A folder is named with its trailing slash, which tells easel to write frames.
            let path = output.hasDirectoryPath ? output.path + "/" : output.path
            let result = try Subprocess.run(easel, ["poll", "--timeline", rounds.path, "-o", path] + timing)
            guard result.succeeded else { throw SubprocessError(description: "easel poll --timeline: \(result.standardError)") }
            peakKilobytes = max(peakKilobytes, result.maxResidentKilobytes)
            return result.wallSeconds
        }

        // Fewer rounds than the in-process cases: one round renders 122 frames at 3×.
        let animationRounds = 3
        context.log("A1 frames")
        let folder = context.scratch.appendingPathComponent("frames", isDirectory: true)
        let frames = try Comparison(rounds: animationRounds, ours: { try animate(to: folder) }, peer: floor)
        context.log("A1 GIF")
        let gif = try Comparison(rounds: animationRounds, ours: { try animate(to: context.scratch.appendingPathComponent("poll.gif")) },
                                 peer: floor)
        let peakMB = Double(peakKilobytes) / 1024
        return [
            Row("A1 frames", timed: timedFrames, comparedWith: floorName, ratio: frames.ratio, target: .atMost(1.2),
                detail: "ours \(formatSeconds(frames.ours.median)) wall, floor \(formatSeconds(frames.peer.median)) (medians), \(Int(cores)) cores"),
            Row("A1 GIF", timed: timedGIF, comparedWith: floorName, ratio: gif.ratio, target: .atMost(1.2),
                detail: "ours \(formatSeconds(gif.ours.median)) wall, floor \(formatSeconds(gif.peer.median)) (medians)"),
            Row("A1 memory", timed: "peak memory of the two renders", comparedWith: "200 MB", ratio: peakMB / 200,
                target: .atMost(1), detail: "\(Int(peakMB.rounded())) MB at the most"),
        ]
    }
}
