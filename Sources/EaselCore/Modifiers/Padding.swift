import Foundation

/// Insets its child: the child is proposed the proposal less the insets (never below zero; nil stays
/// nil) and the padded view is the child's size plus the insets.
///
/// A padded edge spaces like an ordinary view, whatever the child is: padded text is no longer spaced
/// like lines of a paragraph (SwiftUI resets the spacing of padded edges).
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    override var spacing: ViewSpacing {
        var spacing = childSpacing
        let padded: [(Edge, CGFloat)] = [(.top, insets.top), (.leading, insets.leading),
                                         (.bottom, insets.bottom), (.trailing, insets.trailing)]
        for (edge, inset) in padded where inset != 0 { spacing[edge] = ViewSpacing()[edge] }
        return spacing
    }

    init(child: ViewNode, insets: EdgeInsets, context: ResolveContext) {
        self.insets = insets
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        LayoutSubview(node: child).place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                         proposal: childProposal(proposal))
    }
}

struct PaddingModifier: NodeModifier {
    let insets: EdgeInsets
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        PaddingNode(child: child, insets: insets, context: context)
    }
}

extension View {
    /// Pads the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modified(by: PaddingModifier(insets: insets)) }

    /// Pads the chosen edges by `length`, or by the system padding of 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
