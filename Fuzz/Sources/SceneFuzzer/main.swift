import CFuzzerDriver
import EaselScene
import Foundation

enum Fuzzing {
    /// The folder scenes name their images relative to: `Examples/scenes`, so that the corpus's photo
    /// scene finds its pictures.
    static let baseDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/scenes", isDirectory: true)
}

/// One fuzzing input: the bytes of a scene file, parsed, decoded, laid out (Pango measures the text) and
/// turned into a display list. Encoding pixels is left out to keep each run fast. A scene that does not
/// decode is a normal outcome; only a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    guard let scene = try? SceneDocument(json: data, baseDirectory: Fuzzing.baseDirectory) else { return 0 }
    let layout = scene.renderer().layout()
    _ = layout.displayList
    _ = layout.frames
    return 0
}

/// The entry point: libFuzzer's driver, with libFuzzer's own flags (`-max_total_time=60`, `-dict=…`,
/// corpus folders) from the command line.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzScene(bytes, count) })
