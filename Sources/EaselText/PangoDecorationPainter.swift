import CPangoCairo
import EaselCore
import Foundation

/// Draws the dotted and dashed underlines and strikethroughs Pango cannot (Pango draws solid ones).
///
/// Rules:
/// 1. Each run with a patterned line is found on every line it spans (`pango_layout_line_get_x_ranges`).
/// 2. The line lies where Pango would put a solid one: the run's font's underline or strikethrough
///    position and thickness (at least 1 point), measured from the baseline raised by the run's offset.
/// 3. Dots are as long as the line is thick and dashes three times that, with gaps of twice that
///    (Apple does not document Core Text's lengths).
/// 4. The line's colour is its own, else the run's, else the text's paint (the Cairo context's source).
enum PangoDecorationPainter {
    static func draw(_ request: TextLayoutRequest, layout: PangoTextLayout, context: OpaquePointer, cairo: OpaquePointer,
                     origin: CGPoint) {
        var start = 0
        for run in request.runs {
            defer { start += run.length }
            let lines = [(run.style.underline, true), (run.style.strikethrough, false)].compactMap { line, isUnderline in
                line.flatMap { $0.pattern == .solid ? nil : ($0, isUnderline) }
            }
            guard !lines.isEmpty, let description = PangoTextLayout.fontDescription(run.style.font) else { continue }
            defer { pango_font_description_free(description) }
            // The metrics of the font itself, as Pango's own lines use (a context's metrics, averaged
            // over a fontset, lack the strikethrough position).
            guard let font = pango_context_load_font(context, description) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let metrics = pango_font_get_metrics(font, nil) else { continue }
            defer { pango_font_metrics_unref(metrics) }
            for (line, isUnderline) in lines {
                let scale = CGFloat(PANGO_SCALE)
                let position = CGFloat(isUnderline ? pango_font_metrics_get_underline_position(metrics)
                                                   : pango_font_metrics_get_strikethrough_position(metrics)) / scale
                let thickness = max(1, CGFloat(isUnderline ? pango_font_metrics_get_underline_thickness(metrics)
                                                           : pango_font_metrics_get_strikethrough_thickness(metrics)) / scale)
                cairo_save(cairo)
                if let lineColor = line.color ?? run.style.color {
                    cairo_set_source_rgba(cairo, lineColor.red, lineColor.green, lineColor.blue, lineColor.alpha)
                }
                cairo_set_line_width(cairo, Double(thickness))
                let dashes = pattern(line.pattern).map { Double($0 * thickness) }
                cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
                forEachSpan(of: layout, start: start, end: start + run.length) { minX, maxX, baseline in
                    let y = origin.y + baseline - run.style.baselineOffset - position + thickness / 2
                    cairo_move_to(cairo, Double(origin.x + minX), Double(y))
                    cairo_line_to(cairo, Double(origin.x + maxX), Double(y))
                }
                cairo_stroke(cairo)
                cairo_restore(cairo)
            }
        }
    }

    /// Dash and gap lengths, in line thicknesses.
    private static func pattern(_ pattern: Text.LineStyle.Pattern) -> [CGFloat] {
        switch pattern {
        case .dot: [1, 2]
        case .dash: [3, 2]
        case .dashDot: [3, 2, 1, 2]
        case .dashDotDot: [3, 2, 1, 2, 1, 2]
        default: []
        }
    }

    /// Calls `body` with the horizontal extent and baseline (points, from the layout's top-left) of each
    /// piece of the bytes `start ..< end` on each line of `layout`.
    private static func forEachSpan(of layout: PangoTextLayout, start: Int, end: Int, _ body: (CGFloat, CGFloat, CGFloat) -> Void) {
        guard let iterator = pango_layout_get_iter(layout.layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            guard lineStart < end, lineEnd > start else { continue }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(max(start, lineStart)), Int32(min(end, lineEnd)), &ranges, &count)
            guard let ranges else { continue }
            defer { g_free(ranges) }
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            for index in 0..<Int(count) {
                let minX = CGFloat(ranges[2 * index]) / scale, maxX = CGFloat(ranges[2 * index + 1]) / scale
                if maxX > minX { body(minX, maxX, baseline) }
            }
        } while pango_layout_iter_next_line(iterator) != 0
    }
}
