import CFuzzerDriver
import EaselScene
import Foundation

/// A folder of this process's own, where each input's CSV part is written as `data.csv`.
let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()

/// One fuzzing input: a scene with a `Chart` (the bytes up to the first NUL) and a CSV file it may name
/// as `"csv": "data.csv"` (the bytes after it), decoded, laid out (Pango measures the axis labels) and
/// turned into a display list, as `SceneFuzzer` does; the chart's marks, scales, stacking and paths are
/// made on the way. Encoding pixels is left out to keep each run fast. A scene that does not decode is a
/// normal outcome; only a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChartScene(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let input = UnsafeBufferPointer(start: bytes, count: count)
    let split = input.firstIndex(of: 0) ?? count
    let scene = Data(input[..<split])
    let csv = split < count ? Data(input[(split + 1)...]) : Data()
    let csvFile = folder.appendingPathComponent("data.csv")
    FileManager.default.createFile(atPath: csvFile.path, contents: csv)
    guard let document = try? SceneDocument(json: scene, baseDirectory: folder) else { return 0 }
    let layout = document.renderer().layout()
    _ = layout.displayList
    _ = layout.frames
    return 0
}

/// The entry point: libFuzzer's driver, with libFuzzer's own flags from the command line.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzChartScene(bytes, count) })
