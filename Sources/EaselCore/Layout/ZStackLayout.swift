import Foundation

/// Overlays its children, each proposed the stack's own proposal and aligned on the stack's guides.
/// The stack is as large as the union of its aligned children (only the children: a guide that lies
/// outside every child adds no space).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.flags = .setsNoExplicitAlignment
        return properties
    }

    /// The union of the children aligned on a shared guide point, as (before, after) extents per axis.
    private func extents(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (dimensions: [ViewDimensions], x: (CGFloat, CGFloat), y: (CGFloat, CGFloat)) {
        var x = (-CGFloat.infinity, -CGFloat.infinity), y = (-CGFloat.infinity, -CGFloat.infinity)
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        for d in dimensions {
            let (gx, gy) = (d[alignment.horizontal], d[alignment.vertical])
            x = (max(x.0, gx), max(x.1, d.width.extent(pastGuide: gx)))
            y = (max(y.0, gy), max(y.1, d.height.extent(pastGuide: gy)))
        }
        return (dimensions, x, y)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (_, x, y) = extents(proposal, subviews)
        return CGSize(width: x.0 + x.1, height: y.0 + y.1)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (dimensions, x, y) = extents(proposal, subviews)
        for (subview, d) in zip(subviews, dimensions) {
            let origin = CGPoint(x: bounds.minX + x.0 - d[alignment.horizontal], y: bounds.minY + y.0 - d[alignment.vertical])
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Overlays its children.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}
