// V1's worker: writes the benchmark race (`V1RaceVideo`'s CSV and options) to one output, as `easel race`
// does, in a process of its own so that V1 reads its wall time and peak memory from `wait4`, without
// building the whole `easel` tool (and its HTTP server) in release.
//
// RaceEncode DATA.csv OUTPUT [none|ordered|floyd-steinberg] [WebP quality]
import Easel
import EaselRace
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: RaceEncode DATA.csv OUTPUT [dither]\n".utf8))
    exit(64)
}
do {
    let csv = try String(contentsOfFile: arguments[1], encoding: .utf8)
    let race = RaceAnimation(data: try RaceData(csv: csv), top: 12, title: "A race of twelve", stepsPerPeriod: 5)
    let timeline = try race.timeline(width: 1080, height: 1080, periodLength: 0.5, hold: 0.5, fps: 30)
    let dither = arguments.count > 3 ? AnimationOutputOptions.Dither(rawValue: arguments[3]) ?? .none : .none
    let quality = arguments.count > 4 ? Int(arguments[4]) ?? 90 : 90
    try await timeline.write(to: URL(fileURLWithPath: arguments[2]), options: AnimationOutputOptions(dither: dither, quality: quality))
    print(timeline.frameCount)
} catch {
    FileHandle.standardError.write(Data("RaceEncode: \(error)\n".utf8))
    exit(1)
}
