import CFuzzerDriver
import Easel
import Foundation

/// One fuzzing input: a string (the input's bytes as UTF-8, invalid sequences repaired) taken as a
/// `LocalizedStringKey`, so its inline Markdown is parsed (`InlineMarkdown`), with a symbol and a value
/// interpolated after it; the text is laid out at two widths with a line limit (Pango measures every
/// run) and turned into a display list. Only a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let string = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let plain = Text(LocalizedStringKey(string))
    let interpolated = Text("\(string) \(Image(systemName: "star.fill")) **\(count)**")
    for (text, width) in [(plain, 120.0), (interpolated, 300.0)] {
        let layout = ImageRenderer(content: text.lineLimit(3).frame(width: width)).layout()
        _ = layout.displayList
    }
    return 0
}

var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzMarkdown(bytes, count) })
