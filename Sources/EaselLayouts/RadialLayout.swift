import Foundation
import EaselCore

/// A view's place in a `RadialLayout`'s ranking: 1 is first place, and lower numbers rank higher.
/// A view that sets no rank holds rank 1.
public struct Rank: LayoutValueKey {
    public static let defaultValue = 1
}

nonisolated extension View {
    /// Sets the view's rank for a `RadialLayout` (1 is first place).
    public func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// Arranges its children on a ring, at equal angles, so that better-ranked children sit higher
/// (the WWDC22 talk's radial layout of pet avatars).
///
/// Rule:
/// 1. The layout takes whatever it is proposed; a nil dimension counts as 10 points.
/// 2. The ring is centred in the bounds; its radius is a third of the bounds' shorter side.
/// 3. Angles are measured clockwise from the top of the ring; child positions are `360° / count` apart.
///    Each child is centred on its point of the ring at its ideal size.
/// 4. Three children (the talk's podium) keep their order around the ring, and the whole ring turns by
///    an offset that puts first place highest and second place above third, symmetrically for ties:
///    child `i` is at `i × 120° + offset`, with the offset a fraction `f` of 120°:
///    - all three ranks equal: `f = 0`;
///    - child 0 leads: `f = residual(rank₁, rank₂)`;
///    - child 1 leads: `f = −1 + residual(rank₂, rank₀)`;
///    - otherwise child 2 leads: `f = 1 + residual(rank₀, rank₁)`;
///
///    where `residual(a, b)`, for the child `a` clockwise after the leader and the child `b` before it,
///    is −½ if `a` also leads, ½ if `b` also leads, −¼ if `a` ranks better than `b`, ¼ if worse, and
///    0 if they tie. Only the order of ranks matters: the best rank present counts as first place, even
///    if it is not 1.
/// 5. Any other number of children is read from the top down: children are sorted by rank, ties
///    keeping their order. The first takes the top position; the rest take the remaining positions
///    alternately clockwise and counter-clockwise from the top (right, then left, one step further
///    round each time), so rank order reads down the ring.
public struct RadialLayout: Layout {
    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let ranks = subviews.map { $0[Rank.self] }
        for (subview, angle) in zip(subviews, Self.angles(ranks: ranks)) {
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// Each child's angle in radians, clockwise from the top, for children with `ranks` (steps 3–5).
    static func angles(ranks: [Int]) -> [Double] {
        let step = 2 * Double.pi / Double(max(ranks.count, 1))
        if ranks.count == 3 {
            let offset = podiumFraction(ranks) * step
            return ranks.indices.map { Double($0) * step + offset }
        }
        var angles = [Double](repeating: 0, count: ranks.count)
        let rankOrder = ranks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
        for (slot, child) in rankOrder.enumerated() {
            angles[child] = Double(topDownStep(slot: slot)) * step
        }
        return angles
    }

    /// Step 5: slot 0 is the top; slot 2k − 1 is k steps clockwise and slot 2k is k steps
    /// counter-clockwise from it.
    private static func topDownStep(slot: Int) -> Int {
        slot.isMultiple(of: 2) ? -slot / 2 : (slot + 1) / 2
    }

    /// Step 4: the ring's offset for three children, as a fraction of the step between them.
    private static func podiumFraction(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, let best = ranks.min(), Set(ranks).count > 1 else { return 0 }
        /// The correction for the two children after a leader: `clockwise` follows it clockwise,
        /// `counterClockwise` precedes it.
        func residual(_ clockwise: Int, _ counterClockwise: Int) -> Double {
            if clockwise == best { return -0.5 }
            if counterClockwise == best { return 0.5 }
            if clockwise < counterClockwise { return -0.25 }
            if clockwise > counterClockwise { return 0.25 }
            return 0
        }
        if ranks[0] == best { return residual(ranks[1], ranks[2]) }
        if ranks[1] == best { return -1 + residual(ranks[2], ranks[0]) }
        return 1 + residual(ranks[0], ranks[1])
    }
}
