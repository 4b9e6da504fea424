import Foundation

/// The algorithm behind `HStack` and `VStack`, written along an abstract axis.
///
/// Sizing along the stack's axis (SwiftUI's rule):
/// 1. The gap between neighbours is the stack's `spacing`, or else their `ViewSpacing` distance
///    (8 between views, 0 next to a `Spacer`).
/// 2. A nil proposal along the axis proposes nil to every child: each takes its ideal length.
/// 3. Otherwise the proposal less the gaps is shared out by `LengthSharing`, the rule grids use for their
///    tracks too: children grouped by layout priority, highest first, with spacers in a group below all
///    others; the least flexible child of a group served first, offered the group's remaining length
///    divided by the children still waiting.
///
/// Across the axis, every child gets the stack's own proposal and is aligned on the stack's alignment
/// guide; the stack is as thick as the union of its aligned children (only the children: a guide that
/// lies outside every child adds no space).
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey

    /// What the stack works out for one child.
    struct Slot: LengthSharingItem {
        /// The gap after the child (0 after the last).
        var gap: CGFloat = 0
        /// The child's length for a proposal of 0 along the axis, and its maximum length less that
        /// (both 0 for a child alone in the top group, which `allocate` does not ask).
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
        /// The child's group: its layout priority, or -∞ for a spacer.
        var priority: Double = 0
        /// What the stack proposes to the child along the axis, and the length it takes.
        var proposal: CGFloat?
        var length: CGFloat = 0
        /// Where the child's alignment guide lies across the axis, in the child's coordinates.
        var guide: CGFloat = 0
    }

    /// Everything the stack works out for one proposal: each child's slot, and the extents of the union
    /// of the aligned children before and after the guide line.
    struct Arrangement {
        let proposal: ProposedViewSize
        let axis: Axis
        var slots: [Slot]
        var before: CGFloat
        var after: CGFloat

        var size: CGSize {
            let length = slots.reduce(0) { $0 + $1.length } + slots.reduce(0) { $0 + $1.gap }
            return CGSize(length, along: axis, minor: before + after)
        }
    }

    /// Step 1: the gap after each child (0 after the last); the same for every proposal.
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard let spacing else { return subviews.preferredGaps(along: axis) }
        return subviews.indices.map { $0 + 1 < subviews.endIndex ? spacing : 0 }
    }

    /// Steps 2–3: each child's major-axis proposal and the length it takes.
    private func allocate(_ slots: inout [Slot], _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        // Written through a buffer: saves the array's uniqueness check on every write to a slot.
        slots.withUnsafeMutableBufferPointer { allocate($0, proposal, subviews) }
    }

    private func allocate(_ slots: UnsafeMutableBufferPointer<Slot>, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let minor = proposal[axis.perpendicular]
        let count = slots.count
        let start = subviews.startIndex
        // Asks the node itself, borrowed, rather than through a `LayoutSubview` (saves a retain and
        // release a call).
        func length(_ offset: Int, _ offer: CGFloat?) -> CGFloat {
            subviews.withNode(at: start + offset) { $0.sizeThatFits(ProposedViewSize(offer, along: axis, minor: minor)) }[axis]
        }
        guard let major = proposal[axis] else {
            for offset in 0..<count { slots[offset].length = length(offset, nil) }
            return
        }

        var gaps: CGFloat = 0
        // The highest priority and how many children have it.
        var (top, topMembers) = (-Double.infinity, 0)
        for offset in 0..<count {
            // Two fields read in place, rather than a copy of the traits with their dictionary retained.
            let priority = subviews.withNode(at: start + offset) { $0.traits.isSpacer ? -.infinity : $0.traits.priority }
            slots[offset].priority = priority
            if priority > top {
                (top, topMembers) = (priority, 1)
            } else if priority == top {
                topMembers += 1
            }
            gaps += slots[offset].gap
        }
        // A child alone in the top group is offered all that the lower groups' minimums leave, whatever
        // its own minimum and flexibility (`LengthSharing` steps 1–3), so it is not asked for them: a
        // stack of one child, or of a view beside spacers, proposes only its share. Every other child is
        // asked for both, as SwiftUI's stacks ask.
        for offset in 0..<count where topMembers > 1 || slots[offset].priority != top {
            let minimum = length(offset, 0)
            slots[offset].minimum = minimum
            slots[offset].flexibility = length(offset, .infinity) - minimum
        }
        LengthSharing.share(major - gaps, among: slots) { offset, offer in
            let taken = length(offset, offer)
            slots[offset].proposal = offer
            slots[offset].length = taken
            return taken
        }
    }

    /// The allocation, then each child's alignment-guide position across the axis and the extents of the
    /// union of the aligned children before and after the guide line.
    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> Arrangement {
        // Fresh slots made from the gaps (saves copying a template array of slots for each proposal).
        var slots = gaps.map { Slot(gap: $0) }
        allocate(&slots, proposal, subviews)
        let minor = proposal[axis.perpendicular]
        // The extents start empty so that the guide line itself is not part of the union.
        var before = -CGFloat.infinity, after = -CGFloat.infinity
        for offset in slots.indices {
            let childProposal = ProposedViewSize(slots[offset].proposal, along: axis, minor: minor)
            let (size, guide) = subviews.withNode(at: subviews.startIndex + offset) { node in
                let size = node.sizeThatFits(childProposal)
                return (size, node.alignmentGuide(alignment, size: size, proposal: childProposal))
            }
            slots[offset].guide = guide
            before = max(before, guide)
            after = max(after, size[axis.perpendicular].extent(pastGuide: guide))
        }
        return Arrangement(proposal: proposal, axis: axis, slots: slots, before: before, after: after)
    }

    /// The arrangement for `proposal`: the cached one when the stack was just measured for it.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> Arrangement {
        if let last = cache.last, last.proposal == proposal { return last }
        let gaps: [CGFloat]
        if let known = cache.gaps {
            gaps = known
        } else {
            gaps = self.gaps(subviews)
            cache.gaps = gaps
        }
        let arrangement = arrange(proposal, subviews, gaps: gaps)
        cache.last = arrangement
        return arrangement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return arrangement(proposal, subviews, &cache).size
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) {
        guard !subviews.isEmpty else { return }
        let arrangement = arrangement(proposal, subviews, &cache)
        let minor = proposal[axis.perpendicular]
        var position = bounds.origin[axis]
        for offset in arrangement.slots.indices {
            let slot = arrangement.slots[offset]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.perpendicular] = bounds.origin[axis.perpendicular] + arrangement.before - slot.guide
            // The node itself, borrowed, rather than a `LayoutSubview` (saves a retain and release a child).
            let proposal = ProposedViewSize(slot.proposal, along: axis, minor: minor)
            subviews.withNode(at: subviews.startIndex + offset) { node in
                node.place(at: origin, anchor: .topLeading, size: node.sizeThatFits(proposal), proposal: proposal)
            }
            position += slot.length + slot.gap
        }
    }

    /// A stack's spacing: its first child's on the leading edge, its last child's on the trailing edge,
    /// and the union of all children's along the sides.
    /// Each child's spacing is asked once, from the node borrowed (saves a retain and release a child,
    /// and asking the first and last twice).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        let (head, tail, sides): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.leading, .trailing, .vertical) : (.top, .bottom, .horizontal)
        let (first, last) = (subviews.startIndex, subviews.endIndex - 1)
        var result = ViewSpacing.zero
        for index in subviews.indices {
            var edges = sides
            if index == first { edges.formUnion(head) }
            if index == last { edges.formUnion(tail) }
            result.formUnion(subviews.withNode(at: index) { $0.spacing }, edges: edges)
        }
        return result
    }
}

/// What `HStackLayout` and `VStackLayout` keep during a layout pass: the gaps between the children, and
/// the arrangement worked out for the last proposal measured, which is the one the stack is usually
/// placed with next.
public struct StackLayoutCache {
    var last: StackAlgorithm.Arrangement?
    /// The gaps between the children, which do not depend on the proposal.
    var gaps: [CGFloat]?
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

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }
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

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }
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
