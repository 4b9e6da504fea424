import Foundation

/// A view with a bar beside it in its safe area, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
///
/// Rules (SwiftUI's documentation: "the modified view is inset by the [size] of content, from edge.
/// The safe area of the resulting view is increased by the same amount"):
/// 1. The bar is proposed the view's width (a top or bottom bar; the height for a leading or trailing
///    one) and its ideal length along the edge's axis; the view is proposed the rest, less `spacing`
///    (nil: the spacing the two views prefer, as a stack would put between them).
/// 2. The bar is placed on `edge`, aligned across it by `alignment`; the view beside it. The whole is
///    the view's size plus the bar's length and the spacing.
/// 3. The view's safe area ends at the bar (`SafeArea.reserving`): a view in it that ignores the safe
///    area extends under the bar, and past it into the device's insets. The bar keeps the safe area of
///    the whole, so its background extends into the device's insets.
/// Insets stack: of two on one edge, the outer modifier's bar is nearer the edge.
final class SafeAreaInsetNode: WrapperNode {
    let bar: ViewNode
    let edge: Edge
    let alignment: Alignment
    let barSpacing: CGFloat?
    /// The region the view was placed in, in placing coordinates.
    private var contentRegion: CGRect?

    init(child: ViewNode, bar: ViewNode, edge: Edge, alignment: Alignment, spacing: CGFloat?, context: ResolveContext) {
        (self.bar, self.edge, self.alignment, barSpacing) = (bar, edge, alignment, spacing)
        super.init(child: child, context: context)
    }

    override var children: [ViewNode] { [child, bar] }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    private var barFirst: Bool { edge == .top || edge == .leading }

    private func barProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The bar's length along the axis plus the spacing: what the view gives up.
    private func reserved(_ proposal: ProposedViewSize) -> CGFloat {
        let barSize = bar.sizeThatFits(barProposal(proposal))
        let gap = barSpacing ?? (barFirst ? bar.spacing.distance(to: childSpacing, along: axis) : childSpacing.distance(to: bar.spacing, along: axis))
        return (axis == .vertical ? barSize.height : barSize.width) + gap
    }

    private func contentProposal(_ proposal: ProposedViewSize, reserved: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - reserved) })
            : ProposedViewSize(width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height)
    }

    /// Rules 1 and 2.
    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let reserved = reserved(proposal)
        let size = child.sizeThatFits(contentProposal(proposal, reserved: reserved))
        return axis == .vertical ? CGSize(width: size.width, height: size.height + reserved)
            : CGSize(width: size.width + reserved, height: size.height)
    }

    /// Rule 2.
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let reserved = reserved(proposal)
        var region = bounds
        if axis == .vertical {
            region.size.height = max(0, bounds.height - reserved)
            if barFirst { region.origin.y = bounds.maxY - region.height }
        } else {
            region.size.width = max(0, bounds.width - reserved)
            if barFirst { region.origin.x = bounds.maxX - region.width }
        }
        LayoutSubview(node: child).place(at: region.origin, proposal: contentProposal(proposal, reserved: reserved))
        let barProposal = barProposal(ProposedViewSize(bounds.size))
        let barSize = bar.sizeThatFits(barProposal)
        var barRect = bounds
        switch edge {
        case .top: barRect.size.height = barSize.height
        case .bottom: barRect = CGRect(x: bounds.minX, y: bounds.maxY - barSize.height, width: bounds.width, height: barSize.height)
        case .leading: barRect.size.width = barSize.width
        case .trailing: barRect = CGRect(x: bounds.maxX - barSize.width, y: bounds.minY, width: barSize.width, height: bounds.height)
        }
        bar.place(in: barRect, alignment: alignment, proposal: barProposal)
        contentRegion = bounds == frame ? region : nil
    }

    /// Rule 3.
    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        guard child !== bar, let contentRegion else { return safeArea }
        return (safeArea ?? .none).reserving(physical(contentRegion), in: frame)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }
}

struct SafeAreaInsetModifier<Bar: View>: NodeModifier {
    let bar: Bar
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let inner = context.container(orientation: nil).child("safeAreaInset")
        let nodes = inner.resolve(bar)
        guard !nodes.isEmpty else { return child }
        let barNode = nodes.count == 1 ? nodes[0]
            : axis == .vertical ? makeContainerNode(layout: VStackLayout(), children: nodes, context: inner)
            : makeContainerNode(layout: HStackLayout(), children: nodes, context: inner)
        return SafeAreaInsetNode(child: child, bar: barNode, edge: edge, alignment: alignment, spacing: spacing, context: context)
    }
}

nonisolated extension View {
    /// Shows `content` above or below the view, in its safe area (`SafeAreaInsetNode`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modified(by: SafeAreaInsetModifier(bar: content(), edge: edge == .top ? .top : .bottom,
                                           alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom),
                                           spacing: spacing))
    }

    /// Shows `content` beside the view, in its safe area (`SafeAreaInsetNode`).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modified(by: SafeAreaInsetModifier(bar: content(), edge: edge == .leading ? .leading : .trailing,
                                           alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment),
                                           spacing: spacing))
    }

    /// Adds `insets` to the view's safe area: the view is laid out inset by them, as `padding` lays it
    /// out, but a view in it that ignores the safe area extends into them (`SafeArea.reserving`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modified(by: SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (nil: the system padding of 16 points, as `padding`'s) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
