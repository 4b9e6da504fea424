import CPangoCairo
import EaselCore
import Foundation

/// A symbol inside text (`Text("\(Image(systemName: "star.fill")) 4.8")`), drawn by Pango as a shape.
///
/// The symbol's characters (object replacement characters, see `RunStyle.symbol`) carry a Pango shape
/// attribute (`pango_attr_shape_new_with_data`) whose logical rectangle is the symbol's square relative
/// to the baseline (`SymbolMetrics.square`): Pango measures, wraps and places it as a glyph of that
/// size, so the symbol is measured with the text, and lines that hold it grow when it is taller than the
/// font. When Pango draws the layout on Cairo it calls `render` (installed on every drawing context
/// with `pango_cairo_context_set_shape_renderer`) with the current point on the glyph's baseline origin
/// and the run's colour as the source; `render` fills the symbol's outline in that square, so the
/// symbol takes the run's foreground style (a colour, or the text's gradient) and is a vector in SVG
/// and PDF output.
final class InlineSymbolShape {
    /// The outline on the symbol set's grid (`SymbolLibrary.gridSize` units square).
    let outline: Path

    init(outline: Path) { self.outline = outline }

    /// A shape attribute for `style`'s symbol at its font's size, or nil when the set has no such symbol.
    static func attribute(for style: TextLayoutRequest.RunStyle) -> UnsafeMutablePointer<PangoAttribute>? {
        guard let name = style.symbol, let outline = SymbolLibrary.outline(systemName: name) else { return nil }
        let size = style.font.size.isFinite ? max(style.font.size, 0) : 0
        let square = SymbolMetrics.square(fontSize: size, factor: style.symbolScale)
        var rectangle = PangoRectangle(x: PangoRunAttributes.pangoUnits(square.minX), y: PangoRunAttributes.pangoUnits(square.minY),
                                       width: PangoRunAttributes.pangoUnits(square.width), height: PangoRunAttributes.pangoUnits(square.height))
        let data = Unmanaged.passRetained(InlineSymbolShape(outline: outline)).toOpaque()
        return pango_attr_shape_new_with_data(&rectangle, &rectangle, data, { data in
            guard let data else { return nil }
            _ = Unmanaged<InlineSymbolShape>.fromOpaque(data).retain()
            return UnsafeMutableRawPointer(mutating: data)
        }, { data in
            guard let data else { return }
            Unmanaged<InlineSymbolShape>.fromOpaque(data).release()
        })
    }

    /// Installs `render` on `context`, a Pango context that draws on Cairo.
    static func install(on context: OpaquePointer) {
        pango_cairo_context_set_shape_renderer(context, { cairo, attribute, doPath, _ in
            guard let cairo, let attribute, let data = attribute.pointee.data else { return }
            Unmanaged<InlineSymbolShape>.fromOpaque(data).takeUnretainedValue()
                .render(on: cairo, in: attribute.pointee.logical_rect, pathOnly: doPath != 0)
        }, nil, nil)
    }

    /// Fills (or, with `pathOnly`, adds to the current path) the outline stretched over `rectangle`
    /// (Pango units, relative to the current point).
    private func render(on cairo: OpaquePointer, in rectangle: PangoRectangle, pathOnly: Bool) {
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cairo, &x, &y)
        let scale = Double(PANGO_SCALE)
        let (left, top) = (x + Double(rectangle.x) / scale, y + Double(rectangle.y) / scale)
        let (sx, sy) = (Double(rectangle.width) / scale / SymbolLibrary.gridSize, Double(rectangle.height) / scale / SymbolLibrary.gridSize)
        func map(_ p: CGPoint) -> (Double, Double) { (left + Double(p.x) * sx, top + Double(p.y) * sy) }
        cairo_new_path(cairo)
        var (current, start) = ((left, top), (left, top))
        for element in outline.elements {
            switch element {
            case .move(let p): (current, start) = (map(p), map(p)); cairo_move_to(cairo, current.0, current.1)
            case .line(let p): current = map(p); cairo_line_to(cairo, current.0, current.1)
            case .quadCurve(let p, let c):
                // A quadratic curve as the cubic with the same shape (control points 2/3 of the way to c).
                let (end, control) = (map(p), map(c))
                cairo_curve_to(cairo, current.0 + 2 / 3 * (control.0 - current.0), current.1 + 2 / 3 * (control.1 - current.1),
                               end.0 + 2 / 3 * (control.0 - end.0), end.1 + 2 / 3 * (control.1 - end.1), end.0, end.1)
                current = end
            case .curve(let p, let c1, let c2):
                let (end, first, second) = (map(p), map(c1), map(c2))
                cairo_curve_to(cairo, first.0, first.1, second.0, second.1, end.0, end.1)
                current = end
            case .closeSubpath: cairo_close_path(cairo); current = start
            }
        }
        guard !pathOnly else { return }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }
}
