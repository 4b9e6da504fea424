// The layouts of the WWDC22 talk "Compose custom layouts with SwiftUI", written the way an app
// developer writes them for SwiftUI. They compile unchanged against `import Easel`; the tests check that
// they give the same frames as Easel's own `EqualWidthHStack`, `EqualWidthVStack` and `RadialLayout`.
import Easel

/// Gives every subview the width of the widest one, side by side.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Gives every subview the width of the widest one, one above the other.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + totalSpacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var y = bounds.minY + maxSize.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: placementProposal)
            y += maxSize.height + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}

/// The rank a view has on the podium.
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// Arranges three views on a circle, turned so that their ranks read from the top.
struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in subview[Rank.self] }
        let offset = offset(ranks: ranks)
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// Turns the circle by a fraction of a third so that the leader is highest and second place sits
    /// above third; ties stay symmetric.
    private func offset(ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0 }
        let fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }
        return fraction * 2.0 * Double.pi / 3.0
    }

    /// How far to turn past the leader given the ranks clockwise (`rank1`) and counter-clockwise
    /// (`rank2`) from it.
    private func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 { return -0.5 }
        if rank2 == 1 { return 0.5 }
        if rank1 < rank2 { return -0.25 }
        if rank1 > rank2 { return 0.25 }
        return 0
    }
}
