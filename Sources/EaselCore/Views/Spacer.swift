import Foundation

/// Flexible space along the axis of the enclosing stack; in both axes outside a stack.
///
/// Rules: along its axis a spacer takes what it is offered but never less than `minLength` (8 by
/// default), and its ideal length is `minLength`; across the axis it takes nothing. Stacks serve spacers
/// after every other view, and the distance to a spacer is 0.
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [SpacerNode(minLength: minLength ?? ViewSpacing.systemSpacing, axis: context.stackOrientation, context: context)]
    }
}

final class SpacerNode: ViewNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?, context: ResolveContext) {
        (self.minLength, self.axis) = (minLength, axis)
        super.init(context: context)
        traits.isSpacer = true
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override var spacing: ViewSpacing { .spacer }
}
