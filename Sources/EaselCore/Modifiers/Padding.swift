import Foundation

/// Insets its child: the child is proposed the proposal less the insets (never below zero; nil stays
/// nil) and the padded view is the child's size plus the insets.
///
/// A padded edge spaces like an ordinary view, whatever the child is: padded text is no longer spaced
/// like lines of a paragraph (SwiftUI resets the spacing of padded edges).
///
/// `safeAreaPadding` lays out the same way and adds the insets to the child's safe area
/// (`SafeArea.reserving`), so that a view in it that ignores the safe area extends into them.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    let addsToSafeArea: Bool

    override var spacing: ViewSpacing {
        var spacing = childSpacing
        let padded: [(Edge, CGFloat)] = [(.top, insets.top), (.leading, insets.leading),
                                         (.bottom, insets.bottom), (.trailing, insets.trailing)]
        for (edge, inset) in padded where inset != 0 { spacing[edge] = ViewSpacing()[edge] }
        return spacing
    }

    init(child: ViewNode, insets: EdgeInsets, addsToSafeArea: Bool = false, context: ResolveContext) {
        (self.insets, self.addsToSafeArea) = (insets, addsToSafeArea)
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

    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        guard addsToSafeArea else { return safeArea }
        let region = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        return (safeArea ?? .none).reserving(physical(region), in: frame)
    }
}

struct PaddingModifier: NodeModifier {
    let insets: EdgeInsets
    var addsToSafeArea = false
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        PaddingNode(child: child, insets: insets, addsToSafeArea: addsToSafeArea, context: context)
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
