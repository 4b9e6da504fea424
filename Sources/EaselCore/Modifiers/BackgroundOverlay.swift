import Foundation

/// A view with secondary content behind or in front of it. The view keeps its own size; the secondary
/// content is proposed that size and aligned on it by `alignment`, like the children of a `ZStack`.
///
/// A shape style's fill (`background(_:ignoresSafeAreaEdges:)`, and a `Color`, which SwiftUI passes to
/// that overload) extends into the view's safe area insets on `ignoredEdges`, as `ignoresSafeArea`
/// extends a view (`SafeArea`, rule 4): a full-screen view's background colour fills the status bar.
final class SecondaryContentNode: WrapperNode {
    enum Layer { case background, overlay }
    let secondary: ViewNode
    let layer: Layer
    let alignment: Alignment
    let ignoredEdges: Edge.Set

    init(child: ViewNode, secondary: ViewNode, layer: Layer, alignment: Alignment, ignoredEdges: Edge.Set = [], context: ResolveContext) {
        (self.secondary, self.layer, self.alignment, self.ignoredEdges) = (secondary, layer, alignment, ignoredEdges)
        super.init(child: child, context: context)
    }

    /// Children in drawing order: the background first, the overlay last.
    override var children: [ViewNode] { layer == .background ? [secondary, child] : [child, secondary] }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        LayoutSubview(node: child).place(at: bounds.origin, proposal: proposal)
        var area = bounds
        if let safeArea, !ignoredEdges.isEmpty, bounds == frame {
            area = physical(safeArea.insets(of: frame).expanding(frame, on: PhysicalEdges(ignoredEdges, layoutDirection)))
        }
        secondary.place(in: area, alignment: alignment, proposal: ProposedViewSize(area.size))
    }

    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        guard child === secondary, !ignoredEdges.isEmpty else { return safeArea }
        return safeArea?.ignoring(PhysicalEdges(ignoredEdges, layoutDirection))
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    /// Guides come from the primary view only.
    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }
}

struct SecondaryContentModifier<Secondary: View>: NodeModifier {
    let secondary: Secondary
    let layer: SecondaryContentNode.Layer
    let alignment: Alignment
    var ignoredEdges: Edge.Set = []

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let nodes = context.container(orientation: nil).child(layer == .background ? "background" : "overlay")
            .resolve(secondary)
        let secondaryNode: ViewNode = nodes.count == 1 ? nodes[0]
            : LayoutNode(layout: ZStackLayout(alignment: alignment), children: nodes, context: context)
        return SecondaryContentNode(child: child, secondary: secondaryNode, layer: layer, alignment: alignment,
                                    ignoredEdges: ignoredEdges, context: context)
    }
}

nonisolated extension View {
    /// Puts `content` behind the view, sized to it and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(by: SecondaryContentModifier(secondary: content(), layer: .background, alignment: alignment))
    }

    /// Puts `background` behind the view. A `Color` extends into the safe area, as SwiftUI draws it
    /// (Swift picks SwiftUI's `background(_:ignoresSafeAreaEdges:)` for a colour).
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modified(by: SecondaryContentModifier(secondary: background, layer: .background, alignment: alignment,
                                              ignoredEdges: V.self == Color.self ? .all : []))
    }

    /// Fills `shape` with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    /// Puts `content` in front of the view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(by: SecondaryContentModifier(secondary: content(), layer: .overlay, alignment: alignment))
    }

    /// Puts `overlay` in front of the view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modified(by: SecondaryContentModifier(secondary: overlay, layer: .overlay, alignment: alignment))
    }

    /// Draws a border of `width` points inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
