import CFuzzerDriver
import Easel
import Foundation

/// One fuzzing input: the bytes of a font file, written to a file of their own and registered with
/// `FontRegistry` (FreeType reads its faces, fontconfig adds it to the application font set); when it
/// registers, a line of text in its first family is laid out and drawn to PNG (HarfBuzz shapes it,
/// Cairo draws its glyphs). A file that is not a font is a normal outcome (the registry refuses it); only
/// a crash, a sanitizer report or a hang is a finding.
///
/// Registered files stay registered (and on disk, in a temporary folder) for the run: the registry keeps
/// them for the process, as it does in `easel serve`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let file = Fuzzing.folder.appendingPathComponent("input-\(Fuzzing.nextIndex()).ttf")
    guard (try? Data(bytes: bytes, count: count).write(to: file)) != nil else { return 0 }
    guard let families = try? FontRegistry.register(url: file), let family = families.first else {
        try? FileManager.default.removeItem(at: file)
        return 0
    }
    let text = Text("Hamburgefonstiv 0123 ffi É").font(.custom(family, size: 24)).bold()
    _ = try? ImageRenderer(content: text.frame(width: 200)).pngData()
    return 0
}

enum Fuzzing {
    /// Where each input's file is written.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-font-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    nonisolated(unsafe) private static var count = 0

    /// A new number for each input (libFuzzer runs the inputs one at a time).
    static func nextIndex() -> Int {
        count += 1
        return count
    }
}

var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzFontFile(bytes, count) })
