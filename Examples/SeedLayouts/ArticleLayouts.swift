// The custom layouts of the seed articles (a flow layout with a cache, a corner layout and a circle
// layout), written the way an app developer writes them for SwiftUI. They compile unchanged against
// `import Easel`, and the tests compare them with Easel's own layouts.
import Easel

/// Lays views out in lines, wrapping when the next one would not fit the proposed width.
struct ArticleFlowLayout: Layout {
    var spacing: CGFloat? = nil

    struct Cache {
        var sizes: [CGSize] = []
        var spacing: [CGFloat] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let spacing: [CGFloat] = subviews.indices.map { index in
            guard index != subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
        return Cache(sizes: sizes, spacing: spacing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let lines = lines(width: proposal.width ?? .infinity, cache: cache)
        let height = lines.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for line in lines(width: proposal.width ?? .infinity, cache: cache) {
            var x = bounds.minX
            for index in line.indices {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + gap(after: index, cache)
            }
            y += line.height + lineSpacing
        }
    }

    private var lineSpacing: CGFloat { spacing ?? 8 }

    private func gap(after index: Int, _ cache: Cache) -> CGFloat { spacing ?? cache.spacing[index] }

    /// The views of each line and the line's size.
    private func lines(width: CGFloat, cache: Cache) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
        var lines: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
        for (index, size) in cache.sizes.enumerated() {
            if let last = lines.last, let previous = last.indices.last,
               last.width + gap(after: previous, cache) + size.width <= width {
                lines[lines.count - 1].indices.append(index)
                lines[lines.count - 1].width += gap(after: previous, cache) + size.width
                lines[lines.count - 1].height = max(last.height, size.height)
            } else {
                lines.append(([index], size.width, size.height))
            }
        }
        return lines
    }
}

/// Puts up to four views in the corners of the space it is offered.
struct ArticleCornerLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let corners: [(CGPoint, UnitPoint)] = [
            (CGPoint(x: bounds.minX, y: bounds.minY), .topLeading),
            (CGPoint(x: bounds.maxX, y: bounds.minY), .topTrailing),
            (CGPoint(x: bounds.minX, y: bounds.maxY), .bottomLeading),
            (CGPoint(x: bounds.maxX, y: bounds.maxY), .bottomTrailing),
        ]
        for (subview, (point, anchor)) in zip(subviews, corners) {
            subview.place(at: point, anchor: anchor, proposal: .unspecified)
        }
    }
}

/// Puts views at equal angles on a circle of `radius`, the first at the top turned by `rotation`.
struct ArticleCircleLayout: Layout {
    var radius: CGFloat
    var rotation: Angle = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2, height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let angleStep = Angle.degrees(360).radians / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * Double(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
