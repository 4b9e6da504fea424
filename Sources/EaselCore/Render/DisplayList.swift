import Foundation

/// What a laid-out view draws: a tree of drawing items, in painting order (later items on top), with
/// every coordinate in absolute points from the top-left of the picture.
///
/// The layout pass (`ViewLayout.displayList`) produces it; a renderer (Easel's Cairo renderer, or any
/// other) paints it. It is a plain value: two renders of the same view give equal display lists.
public struct DisplayList: Hashable, Sendable {
    /// The size of the picture in points.
    public var size: CGSize
    /// The items, back to front.
    public var items: [DisplayItem]
    /// Pixels per point of the grid the layout rounded every frame to: a list is painted at the scale it
    /// was laid out at, so its edges fall on whole pixels.
    public var scale: CGFloat

    public init(size: CGSize, items: [DisplayItem], scale: CGFloat = 1) {
        (self.size, self.items, self.scale) = (size, items, scale)
    }
}

/// One drawing instruction of a `DisplayList`.
///
/// Paths and frames are in absolute points. A `group` changes how the items inside it are drawn:
/// 1. its `clip`, when set, is applied first, in the coordinates the group itself is drawn in;
/// 2. then its `transform` maps the items' coordinates to those coordinates;
/// 3. the items are painted and the result composited at `opacity`.
/// So an item's effective transform, clip and opacity are those of all the groups around it.
public indirect enum DisplayItem: Hashable, Sendable {
    /// The inside of `path` (by `style`'s rule: non-zero winding or even-odd) painted with a paint.
    case fill(Path, Paint, style: FillStyle = FillStyle())
    /// The outline of `path` stroked as `style` says (width centred on the path, caps, joins, dashes),
    /// painted with a paint.
    case stroke(Path, Paint, style: StrokeStyle)
    /// A run of text laid out as `request` describes (the request's width is the wrapping and alignment
    /// width) with its top-left corner at `frame.origin`, its glyphs painted with `paint`.
    case text(TextLayoutRequest, frame: CGRect, paint: Paint)
    /// The picture of the image file at `path` (pixels or vectors), filling `frame` as `style` says.
    case image(path: String, frame: CGRect, style: ImageStyle = ImageStyle())
    /// `items` drawn through `transform`, clipped to `clip` and composited at `opacity`.
    case group(transform: CGAffineTransform, clip: Path?, opacity: Double, items: [DisplayItem])
    /// `items`, drawn as they are, marked as what one view drew (`ViewLayout.displayList(tagging:)`).
    /// A tag changes nothing in the picture; animations match items between two lists by it.
    case tagged(DisplayTag, items: [DisplayItem])
    /// `items` drawn through a visual effect (a shadow, a blur, a colour filter, a blend mode, a mask, …):
    /// see `DisplayEffect` for what each does.
    case effect(DisplayEffect, items: [DisplayItem])
}

extension DisplayList {
    /// The list without its tags: every `tagged` item replaced by its items, and what cannot show
    /// dropped as the untagged layout pass drops it (groups left empty, or at zero opacity).
    ///
    /// `layout.displayList(tagging: table).untagged == layout.displayList` for every layout.
    public var untagged: DisplayList { DisplayList(size: size, items: Self.untagged(items), scale: scale) }

    private static func untagged(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            switch item {
            case .tagged(_, let inner):
                return untagged(inner)
            case .group(let transform, let clip, let opacity, let inner):
                let kept = untagged(inner)
                return kept.isEmpty || !(opacity > 0) ? [] : [.group(transform: transform, clip: clip, opacity: opacity, items: kept)]
            case .effect(let effect, let inner):
                let kept = untagged(inner)
                return kept.isEmpty ? [] : [.effect(effect.untagged, items: kept)]
            case .fill, .stroke, .text, .image:
                return [item]
            }
        }
    }
}
