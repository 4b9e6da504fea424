import Foundation
import EaselCore

/// Lays its children out in lines, left to right, starting a new line when the next child would not
/// fit in the proposed width — like words in a paragraph.
///
/// Rule:
/// 1. Every child takes its ideal size (measured once per layout pass, in the cache).
/// 2. Neighbours on a line are `spacing` apart, or, when `spacing` is nil, their preferred horizontal
///    distance (`ViewSpacing.distance(to:along:)`: 8 between ordinary views).
/// 3. A child goes on the current line if the line's width, plus the gap, plus the child's width is at
///    most the proposed width (an exact fit stays on the line); otherwise it starts a new line. The
///    first child of a line always stays on it, so a child wider than the proposal gets a line of its
///    own. A nil proposed width means no limit: every child goes on one line, which makes the ideal
///    size a single line.
/// 4. Lines are `spacing` apart, or, when `spacing` is nil, the preferred vertical distance between two
///    ordinary views (8).
/// 5. Size: as wide as the widest line (a line has no gap after its last child) and as tall as the
///    lines' heights (each its tallest child) plus the gaps between them. No children: zero.
/// 6. Children sit at the top-leading corner of their place in their line, proposed their ideal size.
public struct FlowLayout: Layout {
    public var spacing: CGFloat?

    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init(spacing: CGFloat? = nil) { self.spacing = spacing }

    /// What the layout measures once per pass.
    public struct Cache {
        /// Each child's ideal size.
        public var sizes: [CGSize]
        /// Each child's preferred horizontal distance to the next child (0 after the last).
        public var spacing: [CGFloat]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(sizes: sizes, spacing: subviews.preferredGaps(along: .horizontal))
    }

    /// Measures the children afresh whenever they change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(maxWidth: proposal.width ?? .infinity, cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(maxWidth: proposal.width ?? .infinity, cache).origins
        for (subview, (origin, size)) in zip(subviews, zip(origins, cache.sizes)) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }

    /// Step 2: the gap between child `index` and the next one on its line.
    private func gap(after index: Int, _ cache: Cache) -> CGFloat {
        spacing ?? (index < cache.spacing.count ? cache.spacing[index] : 0)
    }

    /// Step 4: the gap between lines.
    private var lineGap: CGFloat {
        spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
    }

    /// Steps 3–5: each child's top-leading corner relative to the layout's, and the layout's size.
    private func arrange(maxWidth: CGFloat, _ cache: Cache) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var lineTop: CGFloat = 0, lineWidth: CGFloat = 0, lineHeight: CGFloat = 0, widest: CGFloat = 0
        for (index, size) in cache.sizes.enumerated() {
            if index > 0 {
                let gap = gap(after: index - 1, cache)
                if lineWidth + gap + size.width > maxWidth {
                    lineTop += lineHeight + lineGap
                    (lineWidth, lineHeight) = (0, 0)
                } else {
                    lineWidth += gap
                }
            }
            origins.append(CGPoint(x: lineWidth, y: lineTop))
            lineWidth += size.width
            lineHeight = max(lineHeight, size.height)
            widest = max(widest, lineWidth)
        }
        let height = origins.isEmpty ? 0 : lineTop + lineHeight
        return (origins, CGSize(width: widest, height: height))
    }
}
