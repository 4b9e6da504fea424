import Easel

/// A row's rank in a `RankingRace` (0 is the leader).
struct RaceRank: LayoutValueKey {
    static let defaultValue = 0
}

/// The rows of a race, placed by rank: rank r at r × (row height + spacing) from the top for the first
/// `top` ranks, every lower rank just below the last row. Rows are all as tall as the tallest row's
/// ideal height and as wide as the proposal (their ideal width when there is none); the container is
/// `min(top, rows)` rows tall.
struct RaceRows: Layout {
    var top: Int
    var spacing: CGFloat = 6

    private func rowSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? ideal.map(\.width).max() ?? 0, height: ideal.map(\.height).max() ?? 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let row = rowSize(proposal, subviews)
        let count = CGFloat(min(top, subviews.count))
        return CGSize(width: row.width, height: max(0, count * row.height + (count - 1) * spacing))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let row = rowSize(ProposedViewSize(width: bounds.width, height: nil), subviews)
        let visible = min(top, subviews.count)
        for subview in subviews {
            let slot = min(subview[RaceRank.self], visible)
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(slot) * (row.height + spacing)),
                          proposal: ProposedViewSize(row))
        }
    }
}

/// A bar and its value: the bar (the first subview) `fraction` of the width the value leaves, the value
/// (the second) 6 points after the bar's end, both centred on the row.
struct RaceBar: Layout {
    var fraction: Double
    var gap: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let value = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : .zero
        return CGSize(width: proposal.width ?? 100 + gap + value.width, height: proposal.height ?? value.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let bar = subviews.first else { return }
        let value = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : .zero
        let length = max(0, bounds.width - gap - value.width) * CGFloat(fraction)
        bar.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: length, height: bounds.height))
        if subviews.count > 1 {
            subviews[1].place(at: CGPoint(x: bounds.minX + length + gap, y: bounds.midY), anchor: .leading,
                              proposal: ProposedViewSize(value))
        }
    }
}
