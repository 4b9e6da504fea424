import Foundation

/// Insets its child: the child is proposed the proposal less the insets (never below zero; nil stays
/// nil) and the padded view is the child's size plus the insets.
///
/// A padded edge spaces like an ordinary view, whatever the child is: padded text is no longer spaced
/// like lines of a paragraph (SwiftUI resets the spacing of padded edges).
struct PaddingLayout: ModifierLayout {
    let insets: EdgeInsets

    /// The padded edges (a non-zero inset) space like an ordinary view's.
    var ordinarySpacingEdges: Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: childProposal(proposal))
    }
}

/// `safeAreaPadding`: laid out as `padding` (`PaddingLayout`, by the node of layout modifiers), and the
/// insets are added to the child's safe area (`SafeArea.reserving`), so that a view in it that ignores the
/// safe area extends into them. The safe area is the node's to hand on: a `Layout` sees none.
final class SafeAreaPaddingNode: ModifierLayoutNode<PaddingLayout> {
    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        let insets = layout.insets
        let region = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        return (safeArea ?? .none).reserving(physical(region), in: frame)
    }
}

struct SafeAreaPaddingModifier: NodeModifier {
    let insets: EdgeInsets
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        SafeAreaPaddingNode(layout: PaddingLayout(insets: insets), modifying: child, context: context)
    }
}

nonisolated extension View {
    /// Pads the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modified(byLayout: PaddingLayout(insets: insets)) }

    /// Pads the chosen edges by `length`, or by the system padding of 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
