import Foundation
import EaselCore

/// Puts its children in the corners of its bounds: the first top-leading, the second top-trailing,
/// the third bottom-leading and the fourth bottom-trailing, each at its ideal size.
///
/// Rule:
/// 1. Content size, from the ideal sizes of the first four children (a missing child counts as 0×0):
///    wide enough for either row side by side, and tall enough for either column one above the other,
///    plus `spacing` between them —
///    `width = max(w₀ + w₁, w₂ + w₃) + spacing`, `height = max(h₀ + h₂, h₁ + h₃) + spacing` —
///    so the corners never overlap. This holds even with fewer than four children (or none): the
///    empty corners still keep `spacing` from the filled ones. A negative total counts as 0.
/// 2. Size: in each dimension the proposal, when it is given and larger than the content; otherwise
///    the content. The layout fills what it is offered, so its corners are its container's corners.
/// 3. Each of the first four children is placed with that corner of itself on the same corner of the
///    bounds. A fifth child and any after it are centred in the bounds (they do not count toward the
///    size and may overlap the corners).
public struct CornerLayout: Layout {
    public var spacing: CGFloat

    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init(spacing: CGFloat = 0) { self.spacing = spacing }

    /// The corners children fill, in order; step 3.
    private static let corners: [UnitPoint] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]

    /// Step 3: the unit point of the bounds, and of the child, that child `index` is placed by.
    private static func anchor(ofChild index: Int) -> UnitPoint {
        index < corners.count ? corners[index] : .center
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideals = subviews.prefix(Self.corners.count).map { $0.sizeThatFits(.unspecified) }
        func ideal(_ index: Int) -> CGSize { index < ideals.count ? ideals[index] : .zero }
        let content = CGSize(
            width: max(0, max(ideal(0).width + ideal(1).width, ideal(2).width + ideal(3).width) + spacing),
            height: max(0, max(ideal(0).height + ideal(2).height, ideal(1).height + ideal(3).height) + spacing))
        /// Step 2 for one dimension; a NaN proposal leaves the content size, as comparisons with NaN fail.
        func filled(_ content: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            proposed.map { max(content, $0) } ?? content
        }
        return CGSize(width: filled(content.width, proposal.width), height: filled(content.height, proposal.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let anchor = Self.anchor(ofChild: index)
            let point = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
            subview.place(at: point, anchor: anchor, proposal: .unspecified)
        }
    }
}
