import Easel
import EaselRace
import Foundation

/// V1 race video: a ranking race of 30 periods and 12 bars at 1080 × 1080 points, 30 fps (5 steps a
/// period of 0.5 s, holds of 0.5 s: 610 frames), written by `easel race` as a process, to a GIF, an
/// animated WebP (quality 90), a lossless WebP, an MP4 (H.264, CRF 23, through ffmpeg), and GIFs with
/// each dither — wall time, peak memory (`wait4`'s `ru_maxrss`; ffmpeg's own memory is not counted) and
/// file size side by side. It runs the tool a user runs, so it pays what they pay: start-up, reading the
/// CSV, and the allocator the tool sets up for animations (`MemoryTuning`).
///
/// The floor is what the frames cost at the least: the frames × one state's render and PNG encoding
/// (timed in process on one thread, the race's middle state: one untimed render, then the median of
/// five) ÷ the cores. The GIF runs three times, alternating with a measure of the floor, and reads the
/// median of the three ratios (`Comparison`, as A1); the others, information, once each against the
/// median floor (a run renders 610 frames of 1080 × 1080). Target: the GIF's, 1.2 × the floor as A1's.
///
/// It runs when `make bench` finds the `easel` tool (it builds the `easel` product in release and passes
/// it with `--easel`).
enum V1RaceVideo {
    static let periods = 30, entities = 12
    static let top = 12, title = "A race of twelve", stepsPerPeriod = 5, periodLength = 0.5, hold = 0.5, fps = 30, side = 1080

    /// The race's settings as `easel race` spells them.
    static let raceOptions = ["--top", "\(top)", "--title", title, "--steps-per-period", "\(stepsPerPeriod)",
                              "--period-length", "\(periodLength)", "--hold", "\(hold)", "--fps", "\(fps)",
                              "--width", "\(side)", "--height", "\(side)"]

    /// The race's CSV: each entity grows by its own pseudo-random steps, so ranks change often.
    static var csv: String {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 40) / Double(1 << 24)
        }
        let names = (0..<entities).map { "Entity \($0 + 1)" }
        var values = names.map { _ in 100 + 900 * next() }
        var lines = ["period," + names.joined(separator: ",")]
        for period in 0..<periods {
            values = values.map { $0 + 400 * next() }
            lines.append("P\(period + 1)," + values.map { String(Int($0)) }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func rows(_ context: BenchContext) throws -> [Row] {
        let floorName = "frames × one frame's render and PNG encode ÷ cores"
        guard let easel = context.options.easel, FileManager.default.isExecutableFile(atPath: easel) else {
            return [.pending("V1 race", timed: "30-period race @1080² → GIF, WebP, MP4", comparedWith: floorName, target: .none,
                             reason: "needs `easel race`; `make bench` passes the tool with `--easel` once it builds")]
        }
        let data = context.scratch.appendingPathComponent("race.csv")
        try Data(csv.utf8).write(to: data)
        let race = RaceAnimation(data: try RaceData(csv: csv), top: top, title: title, stepsPerPeriod: stepsPerPeriod)
        let timeline = try race.timeline(width: CGFloat(side), height: CGFloat(side), periodLength: periodLength, hold: hold, fps: fps)
        let renderer = ImageRenderer(content: race.views[race.views.count / 2])
        renderer.proposedSize = ProposedViewSize(width: CGFloat(side), height: CGFloat(side))
        let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
        context.log("V1 floor")
        _ = try renderer.pngData()
        func floor() throws -> Double {
            try (0..<5).map { _ in try Clock.cpuSeconds { _ = try renderer.pngData() } }.sorted()[2] * Double(timeline.frameCount) / cores
        }
        func encode(to output: String, dither: String, quality: Int) throws -> (seconds: Double, megabytes: Double, peakMegabytes: Int) {
            let url = context.scratch.appendingPathComponent(output)
            let result = try Subprocess.run(easel, ["race", data.path, "-o", url.path] + raceOptions + ["--dither", dither, "--quality", String(quality)])
            guard result.succeeded else { throw SubprocessError(description: "easel race -o \(output): \(result.standardError)") }
            let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            return (result.wallSeconds, Double(bytes) / 1_000_000, result.maxResidentKilobytes / 1024)
        }
        func row(_ name: String, _ output: String, ratio: Double, seconds: Double, floor: Double,
                 file: (megabytes: Double, peakMegabytes: Int)) -> Row {
            Row("V1 \(name)", timed: "`easel race`, \(timeline.frameCount) frames @1080² → \(output)", comparedWith: floorName,
                ratio: ratio, target: name == "GIF" ? .atMost(1.2) : .none,
                detail: "\(formatSeconds(seconds)) wall, floor \(formatSeconds(floor)); "
                    + "\(String(format: "%.2f", file.megabytes)) MB; peak \(file.peakMegabytes) MB")
        }

        // The GIF, which has a target, runs three times, each beside a measure of the floor, and reads the
        // median of the three ratios, as A1 does: the floor is a few renders (about 20 ms), and a single
        // measure of it read 1.10 and 2.29 s in two whole runs of the same binaries.
        context.log("V1 GIF")
        var file = (megabytes: 0.0, peakMegabytes: 0)
        let gif = try Comparison(rounds: 3, warmup: 0, ours: {
            let run = try encode(to: "race.gif", dither: "none", quality: 90)
            file = (run.megabytes, max(file.peakMegabytes, run.peakMegabytes))
            return run.seconds
        }, peer: floor)
        let floorSeconds = gif.peer.median
        var rows = [row("GIF", "race.gif", ratio: gif.ratio, seconds: gif.ours.median, floor: floorSeconds, file: file)]
        // The others, information, once each against the GIF's floor.
        for (name, output, dither, quality) in [("WebP", "race.webp", "none", 90), ("WebP lossless", "lossless.webp", "none", 100),
                                                ("MP4", "race.mp4", "none", 90), ("GIF ordered", "ordered.gif", "ordered", 90),
                                                ("GIF floyd-steinberg", "fs.gif", "floyd-steinberg", 90)] {
            context.log("V1 \(name)")
            let run = try encode(to: output, dither: dither, quality: quality)
            rows.append(row(name, output, ratio: run.seconds / floorSeconds, seconds: run.seconds, floor: floorSeconds,
                            file: (run.megabytes, run.peakMegabytes)))
        }
        return rows
    }
}
