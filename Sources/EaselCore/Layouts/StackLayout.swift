import Foundation

/// The algorithm behind `HStack` and `VStack`, written along an abstract axis.
///
/// Sizing along the stack's axis (SwiftUI's rule):
/// 1. The gap between neighbours is the stack's `spacing`, or else their `ViewSpacing` distance
///    (8 between views, 0 next to a `Spacer`).
/// 2. A nil proposal along the axis proposes nil to every child: each takes its ideal length.
/// 3. Otherwise children are grouped by layout priority, highest first; spacers form a group below all
///    others. Before a group is served, the minimum lengths of all lower groups are set aside.
/// 4. Within a group the least flexible child (maximum minus minimum length) goes first. Each child is
///    offered the group's remaining length divided by the children still waiting, and whatever it takes
///    is subtracted, so length a child does not use flows to the ones after it.
///
/// Across the axis, every child gets the stack's own proposal and is aligned on the stack's alignment
/// guide; the stack is as thick as the union of its aligned children (only the children: a guide that
/// lies outside every child adds no space).
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey

    /// What the stack gives each child along its axis for one proposal.
    struct Allocation {
        var gaps: [CGFloat]
        var proposals: [CGFloat?]
        var lengths: [CGFloat]
    }

    /// Step 1: the gap after each child (0 after the last).
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        let preferred = subviews.preferredGaps(along: axis)
        guard let spacing else { return preferred }
        return preferred.indices.map { $0 + 1 < preferred.count ? spacing : 0 }
    }

    /// Steps 2–4: each child's major-axis proposal and the length it takes.
    func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Allocation {
        let gaps = gaps(subviews)
        let minor = proposal[axis.perpendicular]
        func length(_ index: Int, _ offer: CGFloat?) -> CGFloat {
            subviews[index].sizeThatFits(ProposedViewSize(offer, along: axis, minor: minor))[axis]
        }
        guard let major = proposal[axis] else {
            let proposals = [CGFloat?](repeating: nil, count: subviews.count)
            return Allocation(gaps: gaps, proposals: proposals, lengths: subviews.indices.map { length($0, nil) })
        }

        let count = subviews.count
        let start = subviews.startIndex
        let minimums = subviews.indices.map { length($0, 0) }
        let flexibility = subviews.indices.map { length($0, .infinity) - minimums[$0 - start] }
        func groupPriority(_ index: Int) -> Double {
            subviews[index].node.traits.isSpacer ? -.infinity : subviews[index].priority
        }
        let priorities = Set(subviews.indices.map(groupPriority)).sorted(by: >)

        var proposals = [CGFloat?](repeating: nil, count: count)
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = major - gaps.reduce(0, +)
        var reserved = minimums.reduce(0, +)
        for priority in priorities {
            let group = subviews.indices.filter { groupPriority($0) == priority }
            reserved -= group.reduce(0) { $0 + minimums[$1 - start] }
            let ordered = group.sorted { (flexibility[$0 - start], $0) < (flexibility[$1 - start], $1) }
            var groupRemaining = remaining - reserved
            for (served, index) in ordered.enumerated() {
                let offer = max(0, groupRemaining / CGFloat(ordered.count - served))
                let taken = length(index, offer)
                proposals[index - start] = offer
                lengths[index - start] = taken
                groupRemaining -= taken
                remaining -= taken
            }
        }
        return Allocation(gaps: gaps, proposals: proposals, lengths: lengths)
    }

    /// Each child's proposal and alignment-guide position across the axis.
    private func crossAxis(_ allocation: Allocation, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
        -> (proposals: [ProposedViewSize], guides: [CGFloat], sizes: [CGSize], before: CGFloat, after: CGFloat) {
        let minor = proposal[axis.perpendicular]
        var proposals: [ProposedViewSize] = [], guides: [CGFloat] = [], sizes: [CGSize] = []
        // The extents of the union of the children before and after the guide line; they start empty so
        // that the line itself is not part of the union.
        var before = -CGFloat.infinity, after = -CGFloat.infinity
        for (offset, subview) in subviews.enumerated() {
            let childProposal = ProposedViewSize(allocation.proposals[offset], along: axis, minor: minor)
            let dimensions = subview.dimensions(in: childProposal)
            let guide = dimensions.value(of: alignment)
            let thickness = dimensions.size[axis.perpendicular]
            proposals.append(childProposal)
            guides.append(guide)
            sizes.append(dimensions.size)
            before = max(before, guide)
            after = max(after, thickness.extent(pastGuide: guide))
        }
        return (proposals, guides, sizes, before, after)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let allocation = allocate(proposal, subviews)
        let cross = crossAxis(allocation, proposal, subviews)
        let length = allocation.lengths.reduce(0, +) + allocation.gaps.reduce(0, +)
        return CGSize(length, along: axis, minor: cross.before + cross.after)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let allocation = allocate(proposal, subviews)
        let cross = crossAxis(allocation, proposal, subviews)
        var position = bounds.origin[axis]
        for (offset, subview) in subviews.enumerated() {
            let minorPosition = bounds.origin[axis.perpendicular] + cross.before - cross.guides[offset]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.perpendicular] = minorPosition
            subview.place(at: origin, anchor: .topLeading, proposal: cross.proposals[offset])
            position += allocation.lengths[offset] + allocation.gaps[offset]
        }
    }

    /// A stack's spacing: its first child's on the leading edge, its last child's on the trailing edge,
    /// and the union of all children's along the sides.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let (head, tail, sides): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.leading, .trailing, .vertical) : (.top, .bottom, .horizontal)
        var result = ViewSpacing.zero
        result.formUnion(first.spacing, edges: head)
        result.formUnion(last.spacing, edges: tail)
        for subview in subviews { result.formUnion(subview.spacing, edges: sides) }
        return result
    }
}

/// A horizontal stack's layout, usable directly or through `AnyLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// A vertical stack's layout, usable directly or through `AnyLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// Lays out its children side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}

/// Lays out its children one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}
