import Foundation

/// A view drawn only where its mask is drawn, at the mask's alpha. The mask is laid out in the view's
/// frame as an overlay would be (proposed the frame's size, placed by `alignment`); its colours are ignored.
final class MaskNode: WrapperNode {
    let mask: ViewNode
    let alignment: Alignment

    init(child: ViewNode, mask: ViewNode, alignment: Alignment, context: ResolveContext) {
        (self.mask, self.alignment) = (mask, alignment)
        super.init(child: child, context: context)
    }

    override var children: [ViewNode] { [child, mask] }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        LayoutSubview(node: child).place(at: bounds.origin, proposal: proposal)
        mask.place(in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override func draw(into list: inout DisplayListBuilder) {
        let content = list.collect { $0.draw(child) }
        let maskItems = list.collect { $0.draw(mask) }
        list.effect(.mask(maskItems), content)
    }
}

struct MaskModifier<Mask: View>: NodeModifier {
    let mask: Mask
    let alignment: Alignment

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let nodes = context.container(orientation: nil).child("mask").resolve(mask)
        let maskNode: ViewNode = nodes.count == 1 ? nodes[0]
            : LayoutNode(layout: ZStackLayout(alignment: alignment), children: nodes, context: context)
        return MaskNode(child: child, mask: maskNode, alignment: alignment, context: context)
    }
}

nonisolated extension View {
    /// Masks the view with the alpha of `mask`, laid out in the view's frame and aligned by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modified(by: MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks the view with the alpha of `mask`, centred in the view's frame.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modified(by: MaskModifier(mask: mask, alignment: .center))
    }
}
