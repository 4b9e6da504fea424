import CPangoCairo
import EaselCore
import Foundation

/// Groups as small as what they hold.
///
/// Cairo makes a group's surface (`cairo_push_group`) as large as the current clip, so a fading view on
/// an uncut canvas would clear and composite every pixel of the picture. On an image surface the painter
/// first clips to the whole device pixels its items can paint, grown by two pixels. Such a clip is exact
/// (no antialiasing), and outside it the group would stay transparent, so the picture is the same.
///
/// The bounds are never smaller than the ink (device space, through the current transform):
/// - a fill: its path's bounding box; a stroke: that box grown by half the line width, times the miter
///   limit for mitred joins (no miter reaches further) or √2 (a square cap's corner);
/// - text: its Pango layout's ink and logical rectangles;
/// - a bitmap image: its frame; an SVG image is unbounded (its drawing may leave its viewport);
/// - a group: its items' bounds through its transform, cut to its clip's bounds; nothing at zero opacity;
/// - a shadow: its items' bounds, with those moved by the offset, grown by three standard deviations
///   as `paintRaster` blurs them; a blur: grown the same way; a clip effect: cut to its path's bounds; a
///   colour filter, blend mode, mask or compositing group changes only pixels its items cover.
extension CairoPainter {
    /// Pushes a Cairo group for `items`, on an image surface clipped first to the device pixels they can
    /// paint (see above); false, with nothing pushed, when they paint nothing. Call it inside a
    /// `cairo_save`, which keeps the clip for compositing the group and drops it after.
    func pushGroup(for items: [DisplayItem]) -> Bool {
        guard clipToPaintedPixels(of: items) else { return false }
        cairo_push_group(cairo)
        return true
    }

    private func clipToPaintedPixels(of items: [DisplayItem]) -> Bool {
        guard cairo_surface_get_type(cairo_get_group_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE else { return true }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let transform = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        guard let bounds = deviceBounds(of: items, through: transform) else { return true }
        guard !bounds.isNull, !bounds.isEmpty else { return false }
        let region = PixelRegion(x: Double(bounds.minX) - 2, y: Double(bounds.minY) - 2,
                                 width: Double(bounds.width) + 4, height: Double(bounds.height) + 4)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
        return true
    }

    /// The device-space rectangle `items` can paint through `transform`: null when nothing, nil when
    /// unbounded (or not finite).
    private func deviceBounds(of items: [DisplayItem], through transform: CGAffineTransform) -> CGRect? {
        var bounds = CGRect.null
        for item in items {
            guard let itemBounds = deviceBounds(of: item, through: transform),
                  itemBounds.isNull || (itemBounds.minX.isFinite && itemBounds.minY.isFinite
                                        && itemBounds.width.isFinite && itemBounds.height.isFinite) else { return nil }
            bounds = bounds.union(itemBounds)
        }
        return bounds
    }

    private func deviceBounds(of item: DisplayItem, through transform: CGAffineTransform) -> CGRect? {
        switch item {
        case .fill(let path, _, _):
            return path.boundingRect.applying(transform)
        case .stroke(let path, _, let style):
            let corner = CGFloat(2).squareRoot()
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(style.miterLimit, corner) : corner)
            let box = path.boundingRect
            return box.isNull ? box : box.insetBy(dx: -reach, dy: -reach).applying(transform)
        case .text(let request, let frame, _):
            return text.paintedBounds(request, at: frame.origin)?.applying(transform)
        case .image(let path, let frame, _):
            guard case .pixels = try? paintableImage(at: path) else { return nil }
            return frame.applying(transform)
        case .group(let groupTransform, let clip, let opacity, let items):
            guard opacity > 0 else { return .null }
            let inner = deviceBounds(of: items, through: groupTransform.concatenating(transform))
            guard let clip else { return inner }
            let cut = clip.boundingRect.applying(transform)
            return inner.map { $0.intersection(cut) } ?? cut
        case .tagged(_, let items):
            return deviceBounds(of: items, through: transform)
        case .effect(let effect, let items):
            guard let content = deviceBounds(of: items, through: transform) else { return nil }
            // Three standard deviations of a blur of `radius` points, in device units.
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            func blurred(_ rect: CGRect, radius: CGFloat) -> CGRect {
                rect.isNull ? rect : rect.insetBy(dx: -3 * abs(radius) * scale, dy: -3 * abs(radius) * scale)
            }
            switch effect {
            case .shadow(_, let radius, let offset):
                let offsetTransform = CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(transform)
                return deviceBounds(of: items, through: offsetTransform).map { content.union(blurred($0, radius: radius)) }
            case .blur(let radius, _, _):
                return blurred(content, radius: radius)
            case .clip(let path, _):
                return content.intersection(path.boundingRect.applying(transform))
            case .colorMatrix, .blendMode, .mask, .compositingGroup:
                return content
            }
        }
    }
}
