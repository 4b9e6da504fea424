import Foundation

/// Shows the first of its children that fits.
///
/// Rule: a child fits when its ideal size (proposing nil on the constrained axes, the parent's proposal
/// on the others) is no larger than the proposal on every constrained axis; a nil proposal on an axis
/// fits anything. With no child fitting, the last is shown. The chosen child is then proposed the
/// parent's proposal and takes the size it answers.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let candidates = context.container(orientation: nil).resolve(content)
        return [ViewThatFitsNode(candidates: candidates, axes: axes, context: context)]
    }
}

final class ViewThatFitsNode: ViewNode {
    let candidates: [ViewNode]
    let axes: Axis.Set
    private var chosen: Int

    init(candidates: [ViewNode], axes: Axis.Set, context: ResolveContext) {
        self.candidates = candidates
        self.axes = axes
        chosen = max(candidates.count - 1, 0)
        super.init(context: context)
    }

    /// The index of the child shown for `proposal`.
    func choice(for proposal: ProposedViewSize) -> Int {
        let idealProposal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                             height: axes.contains(.vertical) ? nil : proposal.height)
        func fits(_ length: CGFloat, _ limit: CGFloat?, _ axis: Axis.Set) -> Bool {
            !axes.contains(axis) || limit.map { length <= $0 } ?? true
        }
        for (index, candidate) in candidates.enumerated() {
            let ideal = candidate.sizeThatFits(idealProposal)
            if fits(ideal.width, proposal.width, .horizontal) && fits(ideal.height, proposal.height, .vertical) {
                return index
            }
        }
        return max(candidates.count - 1, 0)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        guard !candidates.isEmpty else { return .zero }
        return candidates[choice(for: proposal)].sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard !candidates.isEmpty else { return }
        chosen = choice(for: proposal)
        LayoutSubview(node: candidates[chosen]).place(at: bounds.origin, proposal: proposal)
    }

    override var children: [ViewNode] { candidates.isEmpty ? [] : [candidates[chosen]] }

    /// Any candidate may be the one shown.
    override func computeGuideKinds() -> GuideKinds {
        candidates.reduce(into: GuideKinds()) { $0.formUnion($1.guideKinds) }
    }

    /// The union of every candidate's spacing, as a SwiftUI layout's default `spacing` merges its
    /// subviews'. It must not depend on the candidate last placed: a container asks for spacing while
    /// sizing, before this view is placed, and again when it places, and both must agree.
    override var spacing: ViewSpacing {
        guard let first = candidates.first else { return .zero }
        return DeepRecursion.run { candidates.dropFirst().reduce(first.spacing) { $0.union($1.spacing) } }
    }
}
