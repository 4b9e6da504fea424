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

    /// What the stack knows of its children for a whole pass, whatever it is proposed: asked of the
    /// children once, so that each proposal's arrangement reads it from compact arrays instead of from
    /// every child's node.
    struct Children {
        /// Each child's gap and group.
        var members: [Member] = []
        /// The sum of the gaps.
        var gaps: CGFloat = 0
        /// The highest priority, and how many children have it.
        var top = -Double.infinity, topMembers = 0
        /// Whether any child sets an alignment guide of its own; when none does, guides are read off the
        /// children's sizes without reaching their nodes.
        var setGuides = false
        /// Whether any priority is NaN.
        var hasUnorderedPriority = false
    }

    /// A child's gap after it (0 after the last), and its group: its layout priority, or -∞ for a spacer.
    struct Member {
        var gap: CGFloat
        var priority: Double
    }

    /// What the stack works out for one child, and keeps to place it.
    struct Slot {
        /// The child's size for the proposal the stack makes it.
        var size = CGSize.zero
        /// The gap after the child (0 after the last).
        var gap: CGFloat = 0
        /// Where the child's alignment guide lies across the axis, in the child's coordinates.
        var guide: CGFloat = 0
        /// What the stack proposes to the child along the axis.
        var proposal: CGFloat?
    }

    /// What `LengthSharing` reads of a child while the stack shares out its length.
    private struct Share: LengthSharingItem {
        var priority: Double
        /// The child's length for a proposal of 0 along the axis, and its maximum length less that
        /// (both 0 for a child alone in the top group, which `allocate` does not ask).
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
    }

    /// What the stack works out for one proposal besides its children's slots: its size, as long as its
    /// children and their gaps along the axis and as thick as the union of the aligned children before
    /// and after the guide line (`before`).
    struct Arrangement {
        let proposal: ProposedViewSize
        var before: CGFloat
        var size: CGSize
    }

    /// A child's spacing in step 1: an ordinary view's (`ViewNode.spacingIsAlwaysOrdinary`) is known
    /// without asking the child or making the spacing, and two ordinary views are the system spacing apart.
    private enum ChildSpacing {
        case ordinary
        case other(ViewSpacing)

        var spacing: ViewSpacing {
            guard case .other(let spacing) = self else { return ViewSpacing() }
            return spacing
        }

        func distance(to next: ChildSpacing, along axis: Axis) -> CGFloat {
            if case .ordinary = self, case .ordinary = next { return ViewSpacing.systemSpacing }
            return spacing.distance(to: next.spacing, along: axis)
        }
    }

    /// Step 1, and what else the stack reads of its children once a pass: their priorities and guides
    /// in one walk, and their spacings in a second unless no spacing bears on the gaps (the stack sets
    /// its own, or `spacingIsOrdinary`: every child spaces as an ordinary view,
    /// `ViewNode.spacingIsAlwaysOrdinary`, known when the stack's node is made). One walk doing both
    /// kept the previous child's spacing across it, about 60 instructions a child even when unused.
    private func children(_ subviews: LayoutSubviews, spacingIsOrdinary: Bool) -> Children {
        var children = Children()
        children.members.reserveCapacity(subviews.count)
        let uniformGap = spacing ?? (spacingIsOrdinary ? ViewSpacing.systemSpacing : 0)
        for index in subviews.indices {
            // Read in place, rather than a copy of the traits with their dictionary retained.
            let (priority, setsGuides) = subviews.withNode(at: index) { node in
                (node.traits.isSpacer ? -.infinity : node.traits.priority, !node.guideKinds.isEmpty)
            }
            children.members.append(Member(gap: uniformGap, priority: priority))
            children.setGuides = children.setGuides || setsGuides
            children.hasUnorderedPriority = children.hasUnorderedPriority || priority.isNaN
            if priority > children.top {
                (children.top, children.topMembers) = (priority, 1)
            } else if priority == children.top {
                children.topMembers += 1
            }
        }
        if spacing == nil, !spacingIsOrdinary { distances(subviews, into: &children.members) }
        children.members[children.members.endIndex - 1].gap = 0
        children.gaps = children.members.reduce(0) { $0 + $1.gap }
        return children
    }

    /// Each gap as the distance between its two children's spacings: the rule of
    /// `LayoutSubviews.preferredGaps`, asking each child once.
    private func distances(_ subviews: LayoutSubviews, into members: inout [Member]) {
        var previous: ChildSpacing?
        for index in subviews.indices {
            let spacing = subviews.withNode(at: index) { $0.spacingIsAlwaysOrdinary ? ChildSpacing.ordinary : .other($0.spacing) }
            if let previous { members[index - subviews.startIndex - 1].gap = previous.distance(to: spacing, along: axis) }
            previous = spacing
        }
    }

    /// Steps 2–3: each child's major-axis proposal and its size for it.
    private func allocate(_ slots: UnsafeMutableBufferPointer<Slot>, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                          _ children: Children) {
        let minor = proposal[axis.perpendicular]
        let count = slots.count
        let start = subviews.startIndex
        // Asks the node itself, borrowed, rather than through a `LayoutSubview` (saves a retain and
        // release a call).
        func size(_ offset: Int, _ offer: CGFloat?) -> CGSize {
            subviews.withNode(at: start + offset) { $0.sizeThatFits(ProposedViewSize(offer, along: axis, minor: minor)) }
        }
        guard let major = proposal[axis] else {
            for offset in 0..<count { slots[offset].size = size(offset, nil) }
            return
        }
        withUnsafeTemporaryAllocation(of: Share.self, capacity: count) { shares in
            // A child alone in the top group is offered all that the lower groups' minimums leave,
            // whatever its own minimum and flexibility (`LengthSharing` steps 1–3), so it is not asked for
            // them: a stack of one child, or of a view beside spacers, proposes only its share. Every
            // other child is asked for both, as SwiftUI's stacks ask.
            for offset in 0..<count {
                let priority = children.members[offset].priority
                shares.initializeElement(at: offset, to: Share(priority: priority))
                guard children.topMembers > 1 || priority != children.top else { continue }
                let minimum = size(offset, 0)[axis]
                shares[offset].minimum = minimum
                shares[offset].flexibility = size(offset, .infinity)[axis] - minimum
            }
            LengthSharing.share(major - children.gaps, among: shares) { offset, offer in
                let taken = size(offset, offer)
                slots[offset].proposal = offer
                slots[offset].size = taken
                return taken[axis]
            }
        }
        // A NaN priority is in no group, so its child is never served: it takes its ideal length.
        guard children.hasUnorderedPriority else { return }
        for offset in 0..<count where children.members[offset].priority.isNaN { slots[offset].size = size(offset, nil) }
    }

    /// The allocation into `slots`, written afresh, then each child's alignment-guide position across the
    /// axis, and the stack's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ children: Children,
                         _ slots: UnsafeMutableBufferPointer<Slot>) -> Arrangement {
        for (offset, member) in children.members.enumerated() { slots[offset] = Slot(gap: member.gap) }
        allocate(slots, proposal, subviews, children)
        return aligned(slots, proposal, subviews, children)
    }

    /// Each child's alignment-guide position across the axis, and the stack's size: the union of the
    /// aligned children across the axis. Out of line, so that its frame is not on the stack while the
    /// children are sized, which recurses through `arrange` once per level of a chain of stacks.
    @inline(never)
    private func aligned(_ slots: UnsafeMutableBufferPointer<Slot>, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                         _ children: Children) -> Arrangement {
        let minor = proposal[axis.perpendicular]
        // The extents start empty so that the guide line itself is not part of the union.
        var before = -CGFloat.infinity, after = -CGFloat.infinity
        var length: CGFloat = 0
        for offset in slots.indices {
            let size = slots[offset].size
            let guide = !children.setGuides ? alignment.defaultValue(size: size) : subviews.withNode(at: subviews.startIndex + offset) {
                $0.alignmentGuide(alignment, size: size, proposal: ProposedViewSize(slots[offset].proposal, along: axis, minor: minor))
            }
            slots[offset].guide = guide
            before = max(before, guide)
            after = max(after, size[axis.perpendicular].extent(pastGuide: guide))
            length += size[axis]
        }
        return Arrangement(proposal: proposal, before: before, size: CGSize(length + children.gaps, along: axis, minor: before + after))
    }

    /// The arrangement for `proposal`, its slots in `cache.slots`: the cached one when the stack was just
    /// measured for it.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> Arrangement {
        if let last = cache.last, last.proposal == proposal { return last }
        if cache.children == nil {
            cache.children = children(subviews, spacingIsOrdinary: cache.childrenSpacingIsOrdinary)
            // `map` allocates through code specialised for `Slot`, unlike `Array(repeating:count:)`.
            cache.slots = cache.children.unsafelyUnwrapped.members.map { Slot(gap: $0.gap) }
        }
        let children = cache.children.unsafelyUnwrapped
        let arrangement = cache.slots.withUnsafeMutableBufferPointer { arrange(proposal, subviews, children, $0) }
        cache.last = arrangement
        return arrangement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return arrangement(proposal, subviews, &cache).size
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) {
        placeSubviews(in: bounds, proposal, subviews, &cache) { node, origin, size, proposal in
            node.place(at: origin, anchor: .topLeading, size: size, proposal: proposal)
        }
    }

    /// Calls `place` with each child's node (borrowed), top-left corner, size and proposal, in order.
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache,
                       place: (ViewNode, CGPoint, CGSize, ProposedViewSize) -> Void) {
        guard !subviews.isEmpty else { return }
        let arrangement = arrangement(proposal, subviews, &cache)
        let minor = proposal[axis.perpendicular]
        var position = bounds.origin[axis]
        for (offset, slot) in cache.slots.enumerated() {
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.perpendicular] = bounds.origin[axis.perpendicular] + arrangement.before - slot.guide
            // The node itself, borrowed, rather than a `LayoutSubview` (saves a retain and release a
            // child), at the size the slot has for it.
            let proposal = ProposedViewSize(slot.proposal, along: axis, minor: minor)
            subviews.withNode(at: subviews.startIndex + offset) { place($0, origin, slot.size, proposal) }
            position += slot.size[axis] + slot.gap
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

/// What `HStackLayout` and `VStackLayout` keep during a layout pass: what they read of their children
/// once (gaps, priorities, guides), and the arrangement worked out for the last proposal measured,
/// which is the one the stack is usually placed with next.
public struct StackLayoutCache {
    var last: StackAlgorithm.Arrangement?
    /// The last arrangement's slot for each child: one buffer a pass, written afresh for each new
    /// proposal (saves allocating, and freeing, an array per proposal).
    var slots: [StackAlgorithm.Slot] = []
    /// What the stack reads of its children once a pass: their gaps, priorities and guides.
    var children: StackAlgorithm.Children?
    /// Whether every child spaces as an ordinary view: set by `StackNode`, which knows it when it is made.
    var childrenSpacingIsOrdinary = false
}

/// A stack's layout along `axis`: `HStackLayout` and `VStackLayout` are this one implementation, each
/// naming its axis and its alignment's type (as SwiftUI's `HVStack`). Its containers take the engine's
/// stack fast path (`_EngineLayout.stack`), directly or through `AnyLayout`.
protocol AxisStackLayout: Layout where Cache == StackLayoutCache {
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    /// The guide the children line up on across the axis.
    var alignmentKey: AlignmentKey { get }
}

extension AxisStackLayout {
    var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.axis, spacing: spacing, alignment: alignmentKey) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        properties.flags = .setsNoExplicitAlignment
        return properties
    }

    public var _engineLayout: _EngineLayout { _EngineLayout(properties: Self.layoutProperties, stack: algorithm) }

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// A horizontal stack's layout, usable directly or through `AnyLayout`.
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    static var axis: Axis { .horizontal }
    var alignmentKey: AlignmentKey { alignment.key }
}

/// A vertical stack's layout, usable directly or through `AnyLayout`.
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    static var axis: Axis { .vertical }
    var alignmentKey: AlignmentKey { alignment.key }
}

/// A stack view: its content laid out by its stack layout. `HStack` and `VStack` are this one view.
nonisolated protocol AxisStack: PrimitiveView {
    associatedtype StackLayout: AxisStackLayout
    associatedtype Content: View
    var layout: StackLayout { get }
    var content: Content { get }
}

nonisolated extension AxisStack {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}

/// Lays out its children side by side.
nonisolated public struct HStack<Content: View>: View, AxisStack {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// Lays out its children one above the other.
nonisolated public struct VStack<Content: View>: View, AxisStack {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}
