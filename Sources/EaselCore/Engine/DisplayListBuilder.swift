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
///
/// A tagging walk (`tagging` set) also marks what each view draws, for animations:
/// 4. Every node whose `displayRole` is set wraps everything it appends (its children's tagged items
///    too, for an effect) in one `tagged` item, even when that is nothing, so that a view drawing
///    nothing in one state still matches itself in another.
/// 5. The tag records the `.animation(_:value:)` modifiers of the node and of its ancestors.
/// 6. Groups at zero opacity are kept (with their items), so that their content can fade in from
///    them. `DisplayList.untagged` removes tags and those groups again, giving the untagged list.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []
    private var tagging: DisplayTagging?
    /// Whether groups at zero opacity are kept (rule 6): in tagging walks, and for recipes applied to
    /// tagged items.
    private var keepsHiddenGroups = false

    /// The display list of `root`, laid out to a picture of `size` points at `scale`, tagged when `tagging` is set.
    static func displayList(of root: ViewNode, size: CGSize, scale: CGFloat, tagging: DisplayTagging? = nil) -> DisplayList {
        var builder = DisplayListBuilder()
        builder.tagging = tagging
        builder.keepsHiddenGroups = tagging != nil
        builder.draw(root)
        return DisplayList(size: size, items: builder.items, scale: scale)
    }

    /// Appends the drawing of `node`, tagged in a tagging walk.
    mutating func draw(_ node: ViewNode) {
        guard let tagging else { return node.draw(into: &self) }
        let pushed = tagging.enter(node)
        defer { tagging.leave(pushed: pushed) }
        guard let role = node.displayRole else { return node.draw(into: &self) }
        let tag = tagging.tag(for: node, role: role)
        items.append(.tagged(tag, items: collect { node.draw(into: &$0) }))
    }

    /// Appends the drawing of each of `node`'s children, in order of their `zIndex`.
    mutating func drawChildren(of node: ViewNode) {
        DeepRecursion.run {
            for child in ZIndexTrait.drawingOrder(node.children) { draw(child) }
        }
    }

    /// The items `body` appends, collected apart from the items so far.
    mutating func collect(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        var inner = DisplayListBuilder()
        inner.tagging = tagging
        inner.keepsHiddenGroups = keepsHiddenGroups
        body(&inner)
        return inner.items
    }

    /// The items `body` appends outside a layout pass, for drawing recipes (`ProgressDrawing`,
    /// `EffectDrawing`); `keepingHiddenGroups` applies rule 6, as for tagged items.
    static func items(keepingHiddenGroups: Bool = false, _ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        var builder = DisplayListBuilder()
        builder.keepsHiddenGroups = keepingHiddenGroups
        body(&builder)
        return builder.items
    }

    /// Fills `path` with `paint`, unless nothing would show.
    mutating func fill(_ path: Path, _ paint: Paint, style: FillStyle = FillStyle()) {
        guard paint.isVisible, !path.isEmpty else { return }
        items.append(.fill(path, paint, style: style))
    }

    /// Fills `path` with a solid colour, unless nothing would show.
    mutating func fill(_ path: Path, _ color: RGBA, style: FillStyle = FillStyle()) { fill(path, .color(color), style: style) }

    /// Strokes `path` with `paint`, unless nothing would show.
    mutating func stroke(_ path: Path, _ paint: Paint, style: StrokeStyle) {
        guard paint.isVisible, !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        items.append(.stroke(path, paint, style: style))
    }

    /// Draws a run of text in `frame`, unless it is empty or transparent.
    mutating func text(_ request: TextLayoutRequest, frame: CGRect, paint: Paint) {
        guard paint.isVisible, !request.string.isEmpty else { return }
        items.append(.text(request, frame: frame, paint: paint))
    }

    /// Appends `items` drawn through `effect`, unless there are none.
    mutating func effect(_ effect: DisplayEffect, _ items: [DisplayItem]) {
        guard !items.isEmpty else { return }
        self.items.append(.effect(effect, items: items))
    }

    /// Draws the image file at `path` filling `frame`, as `style` says.
    mutating func image(path: String, frame: CGRect, style: ImageStyle = ImageStyle()) {
        items.append(.image(path: path, frame: frame, style: style))
    }

    /// Appends `items` drawn through `transform`, clipped to `clip` and at `opacity`: as they are when
    /// the group would change nothing, not at all when they could not show.
    mutating func group(_ items: [DisplayItem], transform: CGAffineTransform = .identity, clip: Path? = nil,
                        opacity: Double = 1) {
        guard !items.isEmpty, opacity > 0 || keepsHiddenGroups else { return }
        if transform == .identity, clip == nil, opacity >= 1 {
            self.items.append(contentsOf: items)
        } else {
            self.items.append(.group(transform: transform, clip: clip, opacity: min(opacity, 1), items: items))
        }
    }
}
