import Foundation
import EaselCore

/// The algorithm behind `EqualWidthHStack` and `EqualWidthVStack`, written along an abstract axis.
///
/// Rule (the WWDC22 talk's equal-width stack):
/// 1. Every child is asked for its ideal size (`sizeThatFits(.unspecified)`); the slot size is the
///    largest ideal width by the largest ideal height, taken separately.
/// 2. The gap after each child is its `ViewSpacing` distance to the next child along the axis (0 after
///    the last).
/// 3. The stack is `count` slots plus the gaps long along the axis, and one slot thick across it,
///    whatever it is proposed.
/// 4. Children are laid out one slot after another from the bounds' leading (or top) edge, each centred
///    in its slot (and on the bounds' centre across the axis) and proposed the slot size, so a child
///    with a flexible frame fills its slot.
struct EqualSlotsAlgorithm {
    let axis: Axis

    /// Step 1: the widest and the tallest ideal size over all children.
    func slotSize(_ subviews: LayoutSubviews) -> CGSize {
        subviews.reduce(CGSize.zero) { largest, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(largest.width, ideal.width), height: max(largest.height, ideal.height))
        }
    }

    /// Step 2: the gap after each child.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] { subviews.preferredGaps(along: axis) }

    /// Step 3.
    func sizeThatFits(_ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let slot = slotSize(subviews)
        let length = slot[axis] * CGFloat(subviews.count) + gaps(subviews).reduce(0, +)
        return CGSize(length, along: axis, minor: slot[axis.perpendicular])
    }

    /// Step 4.
    func placeSubviews(in bounds: CGRect, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let slot = slotSize(subviews)
        let gaps = gaps(subviews)
        var center = CGPoint(x: bounds.midX, y: bounds.midY)
        center[axis] = bounds.origin[axis] + slot[axis] / 2
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: center, anchor: .center, proposal: ProposedViewSize(slot))
            center[axis] += slot[axis] + gaps[offset]
        }
    }
}

/// A horizontal stack whose children all get the same width: the widest child's ideal width.
///
/// Each child is proposed the widest ideal width by the tallest ideal height and centred in its slot;
/// neighbours are separated by their preferred spacing. The stack is `count` slots plus those gaps wide
/// and one slot tall, whatever it is proposed, so it never grows to fill its container the way an
/// `HStack` of flexible children does. Give a child a flexible frame (`.frame(maxWidth: .infinity)`)
/// to make it fill its slot rather than sit centred at its own width.
public struct EqualWidthHStack: Layout {
    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init() {}

    private var algorithm: EqualSlotsAlgorithm { EqualSlotsAlgorithm(axis: .horizontal) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, subviews)
    }
}

/// A vertical stack whose children all get the same height and width: the tallest and the widest
/// child's ideal size.
///
/// The vertical counterpart of `EqualWidthHStack`: each child is proposed the widest ideal width by the
/// tallest ideal height and centred in its slot; neighbours are separated by their preferred vertical
/// spacing. The stack is one slot wide and `count` slots plus those gaps tall.
public struct EqualWidthVStack: Layout {
    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init() {}

    private var algorithm: EqualSlotsAlgorithm { EqualSlotsAlgorithm(axis: .vertical) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, subviews)
    }
}
