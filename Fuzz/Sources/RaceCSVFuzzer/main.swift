import CFuzzerDriver
import EaselRace
import Foundation

/// One fuzzing input: the bytes of a race's CSV, read wide and long, filled both ways, and turned into
/// the race's states and views (nothing is laid out, to keep each run fast). A CSV that does not read is
/// a normal outcome; only a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRaceCSV(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, let text = String(bytes: UnsafeBufferPointer(start: bytes, count: count), encoding: .utf8) else { return 0 }
    for layout in [RaceCSVLayout.wide, .long(period: "period", entity: "entity", value: "value")] {
        guard let data = try? RaceData(csv: text, layout: layout) else { continue }
        for missing in RaceData.MissingValues.allCases { _ = data.filled(missing, cumulative: true) }
        _ = RaceAnimation(data: data, top: 5, stepsPerPeriod: 2).views.count
    }
    return 0
}

var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzRaceCSV(bytes, count) })
