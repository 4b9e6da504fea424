import Foundation

/// Turns a laid-out node tree into a `DisplayList`.
///
/// The walk:
/// 1. Start at the root; each node appends its own items through `ViewNode.draw(into:)`, which by
///    default draws the node's children in their drawing order (background before content before
///    overlay, stack children first to last).
/// 2. A node that changes how its subtree looks (opacity, rotation, scale, clipping) collects its
///    children's items apart with `collect(_:)` and wraps them in one `group`.
/// 3. Items that cannot show are left out: fills and strokes with a transparent colour or an empty
///    path, groups with no items or zero opacity. Groups that change nothing are flattened.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []

    /// The display list of `root`, laid out to a picture of `size` points.
    static func displayList(of root: ViewNode, size: CGSize) -> DisplayList {
        var builder = DisplayListBuilder()
        root.draw(into: &builder)
        return DisplayList(size: size, items: builder.items)
    }

    /// Appends the drawing of each of `node`'s children, in order.
    mutating func drawChildren(of node: ViewNode) {
        DeepRecursion.run {
            for child in node.children { child.draw(into: &self) }
        }
    }

    /// The items `body` appends, collected apart from the items so far.
    mutating func collect(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        var inner = DisplayListBuilder()
        body(&inner)
        return inner.items
    }

    /// Fills `path` with `color`, unless nothing would show.
    mutating func fill(_ path: Path, _ color: RGBA) {
        guard color.alpha > 0, !path.isEmpty else { return }
        items.append(.fill(path, color))
    }

    /// Strokes `path` with `color`, unless nothing would show.
    mutating func stroke(_ path: Path, _ color: RGBA, lineWidth: CGFloat) {
        guard color.alpha > 0, !path.isEmpty, lineWidth > 0, lineWidth.isFinite else { return }
        items.append(.stroke(path, color, lineWidth: lineWidth))
    }

    /// Draws a run of text in `frame`, unless it is empty or transparent.
    mutating func text(_ request: TextLayoutRequest, frame: CGRect, color: RGBA) {
        guard color.alpha > 0, !request.string.isEmpty else { return }
        items.append(.text(request, frame: frame, color: color))
    }

    /// Draws the image file at `path` scaled to `frame`.
    mutating func image(path: String, frame: CGRect) {
        items.append(.image(path: path, frame: frame))
    }

    /// Appends `items` drawn through `transform`, clipped to `clip` and at `opacity`: as they are when
    /// the group would change nothing, not at all when they could not show.
    mutating func group(_ items: [DisplayItem], transform: CGAffineTransform = .identity, clip: Path? = nil,
                        opacity: Double = 1) {
        guard !items.isEmpty, opacity > 0 else { return }
        if transform == .identity, clip == nil, opacity >= 1 {
            self.items.append(contentsOf: items)
        } else {
            self.items.append(.group(transform: transform, clip: clip, opacity: min(opacity, 1), items: items))
        }
    }
}
