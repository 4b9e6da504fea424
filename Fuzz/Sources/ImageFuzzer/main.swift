import CFuzzerDriver
import Easel
import Foundation

/// One fuzzing input: the bytes of an image file (any format: the decoder sniffs it — PNG, JPEG with
/// its EXIF segment, WebP still or animated, GIF, SVG) drawn by `Image` through the renderer's decoder
/// seam, to PNG, and to SVG so SVG documents are drawn as vectors too. Each input is a file of its own
/// (the decoded-image cache is keyed by path, time and size), removed afterwards. The picture limit is
/// lowered to 4 megapixels so a run is not spent decoding huge pictures; a refused or unreadable file is
/// a normal outcome; only a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    inputs += 1
    let file = folder.appendingPathComponent("input-\(inputs)")
    guard (try? Data(bytes: bytes, count: count).write(to: file)) != nil else { return 0 }
    defer { try? FileManager.default.removeItem(at: file) }
    let renderer = ImageRenderer(content: Image(file.path).resizable().frame(width: 24, height: 16))
    renderer.canvasLimits.maximumPixels = 4_000_000
    _ = try? renderer.pngData()
    _ = try? renderer.svgData()
    _ = ImageRenderer(content: Image(file.path)).layoutFrames()
    return 0
}

nonisolated(unsafe) var inputs = 0
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-image-fuzz-\(getpid())", isDirectory: true)
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzImage(bytes, count) })
