import Foundation

/// Where a parent put a child: its top-left corner and size in absolute points, and the proposal the
/// size answers.
struct Placement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
}

/// Facts about a view that travel outward through its modifiers to the container laying it out.
struct LayoutTraits {
    var priority: Double = 0
    var isSpacer = false
    var values: [ObjectIdentifier: Any] = [:]
    var gridColumns = 1
    var gridColumnAlignment: HorizontalAlignment?
    var gridCellAnchor: UnitPoint?
    var gridUnsizedAxes: Axis.Set = []
}

/// A resolved view in the layout tree.
///
/// The layout pass works in two phases, as SwiftUI's does:
/// 1. Sizing: a parent asks `sizeThatFits(_:)` for any proposals it likes; answers are cached per proposal,
///    so asking again is cheap and a tree is sized in time linear in its nodes.
/// 2. Placement: `layout(in:proposal:scale:)` fixes the node's frame, rounded to the pixel grid, lets the
///    node place its children (`placeChildren`), mirrors their x positions under a right-to-left layout
///    direction, and recurses.
class ViewNode {
    /// Traits the enclosing container reads: priority, layout values, grid cell settings.
    @exclusivity(unchecked) final var traits = LayoutTraits()
    /// The explicit `.id` values of this very view (not of views it wraps).
    final var explicitIDs: [AnyHashable] = []
    /// The animation and value set with `.animation(_:value:)` on this view.
    final var animationScope: (animation: Animation?, value: AnimationValue)?
    let identity: ViewIdentity
    let environment: EnvironmentValues

    /// The absolute frame in points, top-left origin, after `layout(in:proposal:scale:)`.
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero
    /// The proposal the frame answers, set by `layout(in:proposal:scale:)`.
    @exclusivity(unchecked) private(set) var layoutProposal: ProposedViewSize = .unspecified
    /// Set by the parent while it places its children.
    @exclusivity(unchecked) var placement: Placement?

    init(context: ResolveContext) {
        identity = context.identity
        environment = context.environment
    }

    var layoutDirection: LayoutDirection { environment.layoutDirection }

    // MARK: Sizing

    // The layout pass runs on one thread and never holds an access to these properties across a call
    // that could reach them again, so Swift's run-time exclusivity checks (a large part of the pass's
    // time) are switched off for them.
    @exclusivity(unchecked) private var sizes = SizeCache()

    /// How many times this pass computed the node's size: once per distinct proposal.
    var sizeComputations: Int { sizes.computations }

    /// The size the view takes for `proposal`; each distinct proposal is computed once. A NaN
    /// dimension is repaired to 0 and reported (`LayoutDiagnostics`).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizes.size(for: proposal) { return size }
        let size = LayoutDiagnostics.sanitized(DeepRecursion.run { computeSize(for: proposal) }, of: self)
        sizes.insert(size, for: proposal)
        return size
    }

    /// The size for `proposal`, computed afresh. Subclasses override.
    func computeSize(for proposal: ProposedViewSize) -> CGSize { .zero }

    // MARK: Alignment and spacing

    /// The view's size and guides for `proposal`.
    ///
    /// `ViewDimensions` is a value a layout may keep (in its cache, or anywhere else) after the pass that
    /// made it, as in SwiftUI, so it holds the node strongly: reading a guide later must not trap. Nodes
    /// never hold dimensions of their ancestors, so this makes no cycle.
    final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return guideKinds.isEmpty ? ViewDimensions(size: size) : ViewDimensions(size: size, node: self, proposal: proposal)
    }

    @exclusivity(unchecked) private var knownGuideKinds: GuideKinds?

    /// The kinds of guide `explicitGuide` can answer for this view, worked out once: most views set no
    /// guide, and asking them for one (stacks align every child) then costs nothing.
    final var guideKinds: GuideKinds {
        if let knownGuideKinds { return knownGuideKinds }
        let kinds = DeepRecursion.run { computeGuideKinds() }
        knownGuideKinds = kinds
        return kinds
    }

    /// The kinds of guide the view's `explicitGuide` can answer. A node that overrides `explicitGuide`
    /// overrides this to match; by default, the kinds its children set (the default `explicitGuide`
    /// merges theirs).
    func computeGuideKinds() -> GuideKinds {
        children.reduce(into: GuideKinds()) { $0.formUnion($1.guideKinds) }
    }

    private struct GuideRequest: Hashable {
        let key: AlignmentKey
        let proposal: ProposedViewSize
    }

    private var cachedGuides: [GuideRequest: CGFloat?] = [:]

    /// A guide the view sets explicitly, in its own coordinates, for `proposal` (whose size is `size`).
    /// Each guide is computed once per proposal, so asking for guides through a long chain of modifiers
    /// costs time linear in its length.
    final func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let request = GuideRequest(key: key, proposal: proposal)
        if let cached = cachedGuides[request] { return cached }
        let value = computeExplicitGuide(key, size: size, proposal: proposal)
        cachedGuides[request] = value
        return value
    }

    /// A guide the view sets explicitly, computed afresh. Subclasses override.
    ///
    /// By default a view has the guides its children set, merged as SwiftUI's `combineExplicit` does:
    /// the topmost first-text-baseline, the bottommost last-text-baseline, and for any other guide the
    /// mean of the children's values.
    func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !children.isEmpty, guideKinds.contains(key.kind) else { return nil }
        return DeepRecursion.run { childrensGuide(key, size: size, proposal: proposal) }
    }

    private func childrensGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        placeChildren(in: bounds, proposal: proposal)
        var values: [CGFloat] = []
        for child in self.children {
            let placement = child.takePlacement() ?? defaultPlacement(of: child, in: bounds)
            guard child.guideKinds.contains(key.kind),
                  let value = child.explicitGuide(key, size: placement.size, proposal: placement.proposal) else { continue }
            values.append(value + placement.origin[key.axis])
        }
        guard !values.isEmpty else { return nil }
        if key.isFirstBaseline { return values.min() }
        if key.isLastBaseline { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    /// The spacing the view prefers around itself.
    var spacing: ViewSpacing { ViewSpacing() }

    // MARK: Placement

    /// The nodes this node places, in drawing order. Read after `placeChildren`, so a node that chooses
    /// among its children (`ViewThatFits`) can answer for the proposal it was placed with.
    var children: [ViewNode] { [] }

    /// The placement the parent set, cleared so that the next placement starts afresh.
    private func takePlacement() -> Placement? {
        defer { placement = nil }
        return placement
    }

    /// Sets `placement` on each child, in absolute coordinates within `bounds`. Subclasses override.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// A child its parent did not place sits at the center of the parent's bounds, at its ideal size,
    /// as in SwiftUI.
    private func defaultPlacement(of child: ViewNode, in bounds: CGRect) -> Placement {
        let size = child.sizeThatFits(.unspecified)
        return Placement(origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                         size: size, proposal: .unspecified)
    }

    /// Fixes this node's frame at `rect`, rounded to the pixel grid of `scale`, then places and lays out
    /// its children, mirroring their x positions inside this frame when the layout direction is
    /// right-to-left. A frame that is not finite is repaired and reported first (`LayoutDiagnostics`).
    final func layout(in rect: CGRect, proposal: ProposedViewSize, scale: CGFloat) {
        frame = LayoutDiagnostics.sanitized(rect, of: self).roundedToPixels(scale: scale)
        layoutProposal = proposal
        DeepRecursion.run {
            placeChildren(in: frame, proposal: proposal)
            let mirrored = layoutDirection == .rightToLeft
            for child in children {
                let placement = child.takePlacement() ?? defaultPlacement(of: child, in: frame)
                var origin = placement.origin
                if mirrored { origin.x = frame.minX + frame.maxX - origin.x - placement.size.width }
                child.layout(in: CGRect(origin: origin, size: placement.size), proposal: placement.proposal, scale: scale)
            }
        }
    }

    // MARK: Drawing

    /// What this node draws as, for tagged display lists: nil (the default) for nodes that only draw
    /// their children; set by the nodes that override `draw(into:)`.
    var displayRole: DisplayRole? { nil }

    /// Appends what this node draws, after layout, to `list`: by default its children's drawing, in order.
    /// Nodes that draw something themselves (shapes, text, images, effects) override it, so that the
    /// drawing rule of a kind of view lives next to its node.
    func draw(into list: inout DisplayListBuilder) {
        list.drawChildren(of: self)
    }

    /// Calls `body` for this node and every node below it, parents first (without recursing, so any
    /// depth of tree is walked).
    final func forEachNode(_ body: (ViewNode) -> Void) {
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children.reversed())
        }
    }
}

extension CGRect {
    /// The rectangle whose edges are each rounded to the nearest multiple of `1 / scale`, so that a
    /// view covers whole pixels and neighbours that touch keep touching.
    ///
    /// As in SwiftUI (`roundCoordinatesToNearestOrUp`), an edge exactly halfway between two pixels rounds
    /// up, toward +∞, whatever its sign: rounding is the same everywhere, so a view centred on a
    /// half-pixel keeps its size even when it overhangs its parent's left or top edge.
    ///
    /// Floating-point noise is removed first (positions are snapped to 1/1024 of a pixel), so that two
    /// edges meant to be exactly one pixel apart stay one pixel apart: a 1/3-point divider at 3× centred
    /// at 14.5 px ends at 15.499999… px, which must round like 15.5 or the divider vanishes.
    ///
    /// Sizes are whole pixel counts divided by the scale, so views of equal pixel width have exactly
    /// equal widths in points.
    func roundedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        func pixel(_ value: CGFloat) -> CGFloat {
            let pixels = (value * scale * 1024).rounded() / 1024
            return (pixels + 0.5).rounded(.down)
        }
        let (x0, y0, x1, y1) = (pixel(minX), pixel(minY), pixel(maxX), pixel(maxY))
        return CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }
}
