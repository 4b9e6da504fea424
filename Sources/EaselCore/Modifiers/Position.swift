import Foundation

/// A view whose centre is placed at a point of its parent's space, as SwiftUI's `position(x:y:)`: the
/// modified view takes the whole proposal (10 points for an unspecified dimension, as a shape does), its
/// child is proposed the same size and centred on `(x, y)` from the modified view's top-left corner.
final class PositionNode: WrapperNode {
    let position: CGPoint

    init(child: ViewNode, position: CGPoint, context: ResolveContext) {
        self.position = position
        super.init(child: child, context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(proposal)
        LayoutSubview(node: child).place(at: CGPoint(x: bounds.minX + position.x - size.width / 2,
                                                     y: bounds.minY + position.y - size.height / 2), proposal: proposal)
    }
}

struct PositionModifier: NodeModifier {
    let position: CGPoint
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        PositionNode(child: child, position: position, context: context)
    }
}

extension View {
    /// Centres the view at `position` in its parent's space; the modified view fills the proposal.
    public func position(_ position: CGPoint) -> some View { modified(by: PositionModifier(position: position)) }

    /// Centres the view at `(x, y)` in its parent's space; the modified view fills the proposal.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
