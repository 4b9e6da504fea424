import Foundation

/// A container laid out by a stack: `HStack`, `VStack`, or `HStackLayout` and `VStackLayout` used as
/// layouts.
///
/// It follows the stack's rules (`StackAlgorithm`) exactly as `LayoutNode<HStackLayout>` would, but holds
/// the algorithm and its cache as concrete values. A `LayoutNode` is generic over its layout, and Swift
/// runs a generic class's methods unspecialized when they are reached through the node tree; stacks are
/// most of the containers of any view, so they skip that cost.
final class StackNode: ViewNode {
    let algorithm: StackAlgorithm
    let subviews: LayoutSubviews
    /// Made empty and kept for the pass (exclusivity checks off, as for `ViewNode`'s caches).
    @exclusivity(unchecked) private var cache = StackLayoutCache()
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?

    init(algorithm: StackAlgorithm, children: [ViewNode], context: ResolveContext) {
        self.algorithm = algorithm
        subviews = LayoutSubviews(children, layoutDirection: context.environment.layoutDirection)
        cache.childrenSpacingIsOrdinary = !children.isEmpty && children.allSatisfy { $0.spacingIsAlwaysOrdinary }
        super.init(context: context)
    }

    override var children: [ViewNode] { subviews.nodes }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }

    /// Lays each child out as the stack places it, without keeping its placement on the child first
    /// (`ViewNode.placeAndLayOutChildren`): the same frames, read from the same arrangement.
    override func layOutChildren(scale: CGFloat) {
        let mirrored = layoutDirection == .rightToLeft
        algorithm.placeSubviews(in: frame, layoutProposal, subviews, &cache) { child, origin, size, proposal in
            layOut(child, at: origin, size: size, proposal: proposal, mirrored: mirrored, scale: scale)
        }
    }

    /// A stack of ordinary views spaces like one: each edge of its spacing is the union of its
    /// children's (`StackAlgorithm.spacing`), which is an ordinary view's edge when every child's is.
    override var spacingIsAlwaysOrdinary: Bool { cache.childrenSpacingIsOrdinary }

    /// Computed once a pass, as a `LayoutNode`'s.
    override var spacing: ViewSpacing {
        if cache.childrenSpacingIsOrdinary { return ViewSpacing() }
        if let cachedSpacing { return cachedSpacing }
        // Asks the children's spacing, which recurses down chains of stacks: guarded like sizing.
        let spacing = DeepRecursion.run { algorithm.spacing(subviews) }
        cachedSpacing = spacing
        return spacing
    }

    /// A stack sets no guide itself and, like any container, passes on its subviews' guides other than
    /// the frame alignments (see `LayoutNode.explicitGuide`).
    override func computeGuideKinds() -> GuideKinds {
        subviews.nodes.reduce(into: GuideKinds()) { $0.formUnion($1.guideKinds.intersection(.other)) }
    }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        key.isFrameAlignment ? nil : super.computeExplicitGuide(key, size: size, proposal: proposal)
    }
}
