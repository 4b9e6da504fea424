import CPangoCairo
import EaselCore
import EaselText
import Foundation

/// Paints display items on a Cairo context.
///
/// Each item maps to Cairo directly:
/// - `fill` and `stroke`: the path, then `cairo_fill` (by the fill style's rule) or `cairo_stroke` (with
///   the stroke style's width, caps, joins, miter limit and dashes), with the item's paint as the source
///   (`CairoPaintSource`);
/// - `text`: Pango lays out the request and `pango_cairo_show_layout` draws it at the frame's origin,
///   with the item's paint as the source;
/// - `image`: the file's decoded pixels or SVG vectors (`ImageFiles`), loaded once per painter, filling
///   the frame as the item's style says (`CairoPainter+Images.swift`);
/// - `group`: save; clip to its path; concatenate its transform; paint its items, into an intermediate
///   group composited at the group's opacity when below 1 (no larger than its items: see
///   `CairoPainter+Bounds.swift`); restore. A group whose transform cannot be
///   inverted (a zero scale) shows nothing and is skipped.
/// - a fill, stroke or text painted with a material: see `CairoPainter+Backdrop.swift`;
/// - `tagged`: its items, as they are (a tag only marks who drew them);
/// - `effect`: see `CairoPainter+Effects.swift`.
/// Items with coordinates that are not finite are skipped: they have no place on the canvas.
final class CairoPainter {
    let cairo: OpaquePointer
    let text: PangoTextPainter
    private let source: CairoPaintSource
    /// Where materials find what lies behind them (see `CairoPainter+Backdrop.swift`).
    let backdrops: BackdropSource
    let padsImageEdges: Bool
    /// Pixels per device unit of the images effects are drawn into: 1 where the device unit is the
    /// output's pixel (PNG, SVG), the render scale for PDF (whose unit is the point).
    let rasterScale: CGFloat
    /// The image limits, checked before an image file is read or decoded.
    let limits: CanvasLimits
    /// The images drawn so far, by path: Cairo surfaces and librsvg handles of this painter.
    var images: [String: PaintableImage] = [:]

    /// A painter for `cairo`. `padsImageEdges` extends an image's edge pixels when it is scaled, so its
    /// edges stay sharp; vector surfaces do without, as they cannot express padding without rasterising.
    init(cairo: OpaquePointer, padsImageEdges: Bool, rasterScale: CGFloat = 1, limits: CanvasLimits = .default,
         backdrops: BackdropSource = .none) {
        self.cairo = cairo
        self.backdrops = backdrops
        self.padsImageEdges = padsImageEdges
        self.rasterScale = rasterScale
        self.limits = limits
        text = PangoTextPainter(cairo: cairo)
        source = CairoPaintSource(cairo: cairo)
    }


    func paint(_ items: [DisplayItem]) throws {
        for item in items {
            switch item {
            case .fill(let path, let paint, let style):
                guard addPath(path) else { continue }
                setSource(paint) { extents(cairo_fill_extents) }
                cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !style.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
                cairo_fill(cairo)
                if !style.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT) }
            case .stroke(let path, let paint, let style):
                guard addPath(path) else { continue }
                setStrokeStyle(style)
                setSource(paint) { extents(cairo_stroke_extents) }
                cairo_stroke(cairo)
            case .effect(let effect, let items):
                try paintEffect(effect, items)
            case .text(let request, let frame, let paint):
                guard frame.origin.x.isFinite, frame.origin.y.isFinite else { continue }
                // Glyphs may reach past the frame (italics, accents): the paint covers a frame's height more.
                setSource(paint) { frame.insetBy(dx: -frame.height, dy: -frame.height) }
                text.draw(request, at: frame.origin)
            case .image(let path, let frame, let style):
                try drawImage(at: path, in: frame, style: style)
            case .group(let transform, let clip, let opacity, let items):
                try paintGroup(items, transform: transform, clip: clip, opacity: opacity)
            case .tagged(_, let items):
                try paint(items)
            }
        }
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
    }

    private func paintGroup(_ items: [DisplayItem], transform: CGAffineTransform, clip: Path?, opacity: Double) throws {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard values.allSatisfy(\.isFinite), determinant != 0, opacity > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let clip {
            guard addPath(clip) else { return }
            cairo_clip(cairo)
        }
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                                    yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
        guard opacity < 1 else { return try paint(items) }
        guard pushGroup(for: items) else { return }
        do {
            try paint(items)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cairo))
            throw error
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacity)
    }

    /// Sets Cairo's source to `paint`; `extents` (user space) is where it must reach. A material reads
    /// what lies behind (`setBackdropSource`); every other paint is `CairoPaintSource`'s.
    private func setSource(_ paint: Paint, extents: () -> CGRect) {
        if case .backdrop(let backdrop) = paint, setBackdropSource(backdrop, extents: extents()) { return }
        source.set(paint, extents: extents)
    }

    /// The user-space extents of the current path, as `measure` (`cairo_fill_extents` or
    /// `cairo_stroke_extents`) gives them.
    private func extents(_ measure: (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void) -> CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        measure(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Sets Cairo's line width, cap, join, miter limit and dashes. A dash pattern Cairo would reject (a
    /// negative or non-finite length, or all lengths zero) draws a solid line, as CoreGraphics does.
    private func setStrokeStyle(_ style: StrokeStyle) {
        cairo_set_line_width(cairo, Double(style.lineWidth))
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, style.miterLimit.isFinite ? max(Double(style.miterLimit), 1) : 10)
        let dashes = style.dash.map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }),
           style.dashPhase.isFinite {
            cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Replaces Cairo's current path with `path`; false (and no path) when a coordinate is not finite.
    /// Quadratic curves become the equivalent cubic ones.
    func addPath(_ path: Path) -> Bool {
        cairo_new_path(cairo)
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                guard point.isFinite else { return abandonPath() }
                cairo_move_to(cairo, Double(point.x), Double(point.y))
                (current, start) = (point, point)
            case .line(let point):
                guard point.isFinite else { return abandonPath() }
                cairo_line_to(cairo, Double(point.x), Double(point.y))
                current = point
            case .quadCurve(let point, let control):
                guard point.isFinite, control.isFinite else { return abandonPath() }
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(point.x), Double(point.y))
                current = point
            case .curve(let point, let control1, let control2):
                guard point.isFinite, control1.isFinite, control2.isFinite else { return abandonPath() }
                cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(point.x), Double(point.y))
                current = point
            case .closeSubpath:
                cairo_close_path(cairo)
                current = start
            }
        }
        return true
    }

    private func abandonPath() -> Bool {
        cairo_new_path(cairo)
        return false
    }
}

extension CGPoint {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}
