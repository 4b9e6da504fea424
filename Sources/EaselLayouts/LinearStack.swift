import Foundation
import EaselCore

/// The `LinearLayout` engine as a layout for views: subview `i` gets item spec `i`, and the engine's
/// rule gives each subview its frame inside the layout's bounds.
///
/// Rule:
/// 1. Size: whatever the layout is proposed; a nil dimension counts as 10 points.
/// 2. Subview `i` takes `items[i]`; subviews beyond the specs are flexible, and specs beyond the
///    subviews are ignored.
/// 3. The frames are `LinearLayout`'s for those specs with the bounds as parent frame (fixed lengths
///    kept, flexible items sharing the rest of the direction's length equally, the cross axis placed
///    by `alignment`). A view layout cannot fail, so when the fixed lengths do not fit the bounds the
///    flexible subviews get no length and the fixed ones run past the bounds, instead of the
///    engine's `outOfSpace` error.
/// 4. Each subview is placed at its frame's origin and proposed its frame's size.
public struct LinearStack: Layout {
    public var direction: LinearLayout.Direction
    public var alignment: LinearLayout.Alignment
    public var items: [LinearLayout.ItemSpec]

    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init(direction: LinearLayout.Direction = .column, alignment: LinearLayout.Alignment = .leading,
                items: [LinearLayout.ItemSpec] = []) {
        (self.direction, self.alignment, self.items) = (direction, alignment, items)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let specs = (0..<subviews.count).map { $0 < items.count ? items[$0] : .flexible }
        let frames = LinearLayout.frames(for: specs, in: bounds, direction: direction, alignment: alignment)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }
}
