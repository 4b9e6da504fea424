import Foundation

/// Sets something on each node of the content instead of wrapping it.
struct TraitModifier: NodeModifier {
    let apply: (ViewNode) -> Void
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        apply(child)
        return child
    }
}

/// A view whose content is resolved under an extra identity component (`.id`).
nonisolated struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.child(ExplicitID(id: AnyHashable(id))).resolve(content)
        for node in nodes { node.explicitIDs.append(AnyHashable(id)) }
        return nodes
    }
}

/// The identity component of an explicit `.id`, kept apart from structural positions.
struct ExplicitID: Hashable { let id: AnyHashable }

/// Gives a view's alignment guide an explicit value computed from its dimensions; the view's size and
/// place are its own, and its other guides pass through.
struct AlignmentGuideLayout: ModifierLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var explicitAlignmentKinds: GuideKinds { key.kind }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(of: guide.key, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(of: guide.key, proposal: proposal, subviews: subviews)
    }

    private func value(of guide: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guide == key ? computeValue(subviews[0].dimensions(in: proposal)) : nil
    }
}

nonisolated extension View {
    /// Sets the priority with which a stack gives this view space: higher goes first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modified(by: TraitModifier { $0.traits.priority = value })
    }

    /// Passes `value` for `key` to the layout container, which reads it from the subview proxy.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modified(by: TraitModifier { $0.traits.values[ObjectIdentifier(key)] = value })
    }

    /// Gives the view an explicit identity. `ImageRenderer.layoutFrames()` reports its frame under
    /// this id, and animations match views by it.
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: id) }

    /// Sets the horizontal alignment of this cell's whole grid column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modified(by: TraitModifier { $0.traits.gridColumnAlignment = guide })
    }

    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modified(by: TraitModifier { $0.traits.gridColumns = max(1, count) })
    }

    /// Positions this view inside its grid cell by `anchor`, overriding the row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modified(by: TraitModifier { $0.traits.gridCellAnchor = anchor })
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`); it takes
    /// the size the others give the cell.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modified(by: TraitModifier { $0.traits.gridUnsizedAxes = axes })
    }

    /// Sets the value of a horizontal alignment guide from the view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(byLayout: AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets the value of a vertical alignment guide from the view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(byLayout: AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }
}
