import Foundation

/// A view whose centre is placed at a point of its parent's space, as SwiftUI's `position(x:y:)`: the
/// modified view takes the whole proposal (10 points for an unspecified dimension, as a shape does), its
/// child is proposed the same size and centred on `(x, y)` from the modified view's top-left corner.
struct PositionLayout: ModifierLayout {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = subviews[0].sizeThatFits(proposal)
        subviews[0].place(at: CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
                          proposal: proposal)
    }
}

nonisolated extension View {
    /// Centres the view at `position` in its parent's space; the modified view fills the proposal.
    public func position(_ position: CGPoint) -> some View { modified(byLayout: PositionLayout(position: position)) }

    /// Centres the view at `(x, y)` in its parent's space; the modified view fills the proposal.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
