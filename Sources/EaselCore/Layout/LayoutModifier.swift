import Foundation

/// A layout applied to one view as a modifier: padding, frames, `fixedSize`, `aspectRatio`, `position`,
/// `alignmentGuide`, `containerRelativeFrame`. SwiftUI runs its layout modifiers as layouts of one view
/// too; what sets such a layout apart from a container of one view is how the modified view looks from
/// outside, three rules kept by the node that runs it (`ModifierLayoutNode`):
/// 1. Traits pass outward: the modified view has its view's layout priority, layout values and grid
///    cell settings, so `.layoutPriority(1).padding()` still carries the priority to the container
///    (a container keeps its subviews' traits inside).
/// 2. Guides pass outward: every guide the view sets explicitly, the edge and centre guides too, is the
///    modified view's, moved by where the layout placed the view; the layout's own `explicitAlignment`
///    comes first (`alignmentGuide` sets one). A container passes on only baselines and custom guides.
/// 3. Spacing is the view's own preferences (the union of its one subview's, as a container's default),
///    except on the layout's `ordinarySpacingEdges`, which space like an ordinary view's: padding names
///    the edges it pads. The layout's `spacing(subviews:cache:)` follows the same rule.
struct LayoutModifier<L: ModifierLayout>: NodeModifier {
    let layout: L

    /// Specialised for the frames and padding, which name their node's class directly: reached
    /// generically, each node's class metadata was looked up in the runtime's cache (about 9M of the 365M
    /// instructions L1 nested's tree takes to resolve).
    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ModifierLayoutNode(layout: layout, modifying: child, context: context)
    }

    /// A frame around no view is a frame around an empty view (`ModifierLayout.framesEmptyContent`).
    func makeNodeWithoutContent(in context: ResolveContext) -> ViewNode? {
        guard layout.framesEmptyContent else { return nil }
        return makeNode(wrapping: ViewNode(context: context), in: context)
    }
}

nonisolated extension View {
    /// The view with `layout` applied to it as a modifier (`LayoutModifier`).
    func modified<L: ModifierLayout>(byLayout layout: L) -> ModifiedView<Self, LayoutModifier<L>> {
        modified(by: LayoutModifier(layout: layout))
    }
}

/// A layout of one view without a cache, which Easel applies as a modifier (`LayoutModifier`).
protocol ModifierLayout: Layout where Cache == Void {
    /// The kinds of guide the layout's `explicitAlignment` can answer: none by default.
    var explicitAlignmentKinds: GuideKinds { get }
    /// How the size follows from the proposal when it needs no computing (`SizingShortcut`): by default
    /// it is computed.
    var sizingShortcut: SizingShortcut { get }
    /// The edges on which the modified view spaces like an ordinary view, whatever its view prefers
    /// (rule 3 of `LayoutModifier`): none by default.
    var ordinarySpacingEdges: Edge.Set { get }
    /// The proposal the layout makes its child for `proposal`, when it places the child in its whole
    /// bounds by guides that are fixed fractions of the length (`AlignmentKey.isProportional`): a child
    /// that sets no guide and is as large as the bounds then sits exactly on them. Nil, the default, for
    /// layouts that place the child otherwise.
    func fillingChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize?
    /// Whether the layout still makes its view when the content it modifies makes none, around an empty
    /// view (size 0 × 0, drawing nothing): false by default, true for the frames.
    var framesEmptyContent: Bool { get }
}

extension ModifierLayout {
    var explicitAlignmentKinds: GuideKinds { [] }
    var sizingShortcut: SizingShortcut { .none }
    var ordinarySpacingEdges: Edge.Set { [] }
    func fillingChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize? { nil }
    var framesEmptyContent: Bool { false }

    /// Rule 3 of `LayoutModifier`: the view's own spacing, ordinary on `ordinarySpacingEdges`.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[0].spacing.withOrdinaryEdges(ordinarySpacingEdges)
    }

    /// The layout's own value for the guide `key`, through the `explicitAlignment` of its axis.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        var none: Void = ()
        return key.axis == .horizontal
            ? explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &none)
            : explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }
}

/// The node that runs a `ModifierLayout` on the view it modifies, by the rules of `LayoutModifier`.
///
/// The fast path of layout modifiers (docs/architecture.md, "Special cases"). Swift runs a generic class's
/// methods unspecialised when they are reached through the node tree; `LayoutNode<L>`, which runs any
/// layout, then looks up the metadata of `L.Cache?` and copies the cache through value witnesses on every
/// call: run so, the frames of L1's nested and wide trees (half their nodes) took the layout pass to 1.9
/// and 2.1 times its instructions. A modifier's layout has no cache, so this node calls the layout
/// directly, stored in the node itself (1.08 times, the cost of calling through `Layout`).
///
/// The methods the layout pass calls are specialised for the frames and padding (`@_specialize`: the
/// generic method checks `L` and jumps to a copy with the layout's calls inlined), which saves the
/// witness thunks of every call; and the spacing, asked for every child of every stack, is read from
/// the child without calling the layout (rule 3 as data).
class ModifierLayoutNode<L: ModifierLayout>: ViewNode {
    // In the order the layout pass reads them (`ViewNode`'s stored properties).
    let child: ViewNode
    /// The layout's `ordinarySpacingEdges`, read once.
    private let ordinarySpacingEdges: Edge.Set
    /// Whether the child's spacing is always an ordinary view's (`ViewNode.spacingIsAlwaysOrdinary`):
    /// then so is this node's, whatever edges the layout makes ordinary, and the layout pass need not
    /// reach the child for it. Reaching it touched one more node a leaf: a sixth of the samples of L1
    /// nested's layout pass went to this getter, waiting on the child's memory.
    private let childSpacingIsOrdinary: Bool
    /// Whether the child is a leaf that sets no guide and the layout is a frame
    /// (`ModifierLayout.fillingChildProposal`): then `layOutChildren` tries `layOutFillingChild` first.
    private let mayFillLeafChild: Bool
    /// The modified view, as the layout's one subview.
    let subviews: LayoutSubviews
    let layout: L

    init(layout: L, modifying child: ViewNode, context: ResolveContext) {
        self.layout = layout
        self.child = child
        subviews = LayoutSubviews([child], layoutDirection: context.environment.layoutDirection)
        ordinarySpacingEdges = layout.ordinarySpacingEdges
        childSpacingIsOrdinary = child.spacingIsAlwaysOrdinary
        mayFillLeafChild = child.isLeaf && child.guideKinds.isEmpty && layout.fillingChildProposal(.unspecified) != nil
        super.init(context: context)
        // Rule 1.
        traits = child.traits
        sizingShortcut = layout.sizingShortcut
    }

    final override var children: [ViewNode] { subviews.nodes }
    final override var modifiedView: ViewNode? { child }
    final override var diagnosticName: String { "\(L.self)" }

    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    final override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        var none: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
    }

    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    final override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        var none: Void = ()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }

    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    final override func layOutChildren(scale: CGFloat) {
        if mayFillLeafChild, layOutFillingChild(scale: scale) { return }
        placeAndLayOutChildren(scale: scale)
    }

    /// A frame around a leaf (a colour or shape in a frame, half the nodes of a grid of tiles) lays the
    /// leaf out over its own frame when the leaf's size for the frame's proposal is the frame's size:
    /// what `placeChildren` would work out, without it. Says whether it did.
    @inline(__always)
    private func layOutFillingChild(scale: CGFloat) -> Bool {
        guard let proposal = layout.fillingChildProposal(layoutProposal),
              child.sizeThatFits(proposal).hasSameComponents(as: frame.size) else { return false }
        layOut(child, at: frame.origin, size: frame.size, proposal: proposal, mirrored: false, scale: scale)
        return true
    }

    final override var spacingIsAlwaysOrdinary: Bool { childSpacingIsOrdinary }

    /// Rule 3: the child's spacing, asked through `DeepRecursion` (a chain of modifiers asks once a level)
    /// unless the child is a leaf. The same as the layout's `spacing(subviews:cache:)`, without the calls
    /// (about 3M of L1 nested's 69.0M instructions went to them and their thunks).
    final override var spacing: ViewSpacing {
        if childSpacingIsOrdinary { return ViewSpacing() }
        // A spacing is a large value: handed straight through when no edge changes (saves a copy).
        guard !ordinarySpacingEdges.isEmpty else { return isShallow ? child.spacing : DeepRecursion.run { child.spacing } }
        return (isShallow ? child.spacing : DeepRecursion.run { child.spacing }).withOrdinaryEdges(ordinarySpacingEdges)
    }

    /// Rule 2: the layout's own kinds and all of the child's.
    final override func computeGuideKinds() -> GuideKinds { child.guideKinds.union(layout.explicitAlignmentKinds) }

    /// Rule 2: the layout's own value, else the child's, moved by where the layout placed it (`ViewNode`'s
    /// merge of its children's guides, which for one child is that child's).
    final override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if layout.explicitAlignmentKinds.contains(key.kind),
           let own = layout.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews) {
            return own
        }
        return super.computeExplicitGuide(key, size: size, proposal: proposal)
    }
}
