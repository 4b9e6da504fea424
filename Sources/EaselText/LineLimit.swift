import CPangoCairo
import Foundation

/// Truncates a laid-out text to a number of lines, with an ellipsis, as `lineLimit(_:)` asks.
///
/// SwiftUI counts lines over the whole text; Pango's negative layout height counts them per paragraph.
/// The rule:
/// 1. Lay the text out without a limit. If it has at most `limit` lines, it stays as it is.
/// 2. A single paragraph with a width: ask Pango for at most `limit` lines with the last one ellipsized
///    at its end (`pango_layout_set_height(-limit)`, `PANGO_ELLIPSIZE_END`).
/// 3. Otherwise (several paragraphs, or no width to ellipsize at): cut the text at the end of the
///    paragraph holding the last line kept; when text followed, append "…" so the cut shows. With a
///    width, limit the height to the bottom of the last line kept and ellipsize its end, so a paragraph
///    that goes on, or that the "…" makes too long, ends in an ellipsis on that line. (Pango decides
///    which line is last from the height of the line before it, so lines of very different heights can
///    end one line early.)
enum LineLimit {
    static func apply(_ limit: Int, to text: PangoTextLayout, string: String, hasWidth: Bool, ellipsize: PangoEllipsizeMode = PANGO_ELLIPSIZE_END) {
        guard text.lineCount > limit else { return }
        let layout = text.layout
        let isOneParagraph = (1..<text.lineCount).allSatisfy { index in
            text.line(at: index).map { $0.pointee.is_paragraph_start == 0 } ?? true
        }
        if isOneParagraph, hasWidth {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, Int32(-limit))
            return
        }
        // The end of the paragraph holding the last line kept: where the next paragraph's first line
        // starts, less the newline before it.
        let bytes = Array(string.utf8)
        var end = bytes.count
        for index in limit..<text.lineCount {
            guard let line = text.line(at: index), line.pointee.is_paragraph_start != 0 else { continue }
            end = min(Int(line.pointee.start_index), bytes.count)
            break
        }
        let followed = end < bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        if end > 0, bytes[end - 1] == 0xA9, end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80 { end -= 3 } // U+2029
        let bottom = text.lineExtents(at: limit - 1)
        text.setText(String(decoding: bytes[..<end], as: UTF8.self) + (followed ? "\u{2026}" : ""))
        if hasWidth {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, bottom.y + bottom.height)
        }
    }
}
