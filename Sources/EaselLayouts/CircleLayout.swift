import Foundation
import EaselCore

/// Arranges its children on a circle of a given radius, at equal angles.
///
/// Rule:
/// 1. Size: a square big enough for the circle plus half the largest child on every side —
///    `(largest width / 2 + radius) × 2` wide and `(largest height / 2 + radius) × 2` tall, where each
///    child is measured for the layout's own proposal. With no children it is the circle's diameter.
/// 2. Child `i` of `n` is centred on the circle at `i × 360° / n + rotation`, angles measured clockwise
///    from the top, around the centre of the bounds, at its ideal size.
/// 3. A negative or NaN radius counts as 0, which puts every child on the centre.
public struct CircleLayout: Layout {
    public var radius: CGFloat
    public var rotation: Angle

    public static var layoutProperties: LayoutProperties { .setsNoExplicitAlignment }

    public init(radius: CGFloat, rotation: Angle = .zero) {
        (self.radius, self.rotation) = (radius, rotation)
    }

    /// Step 3: `max` keeps 0 when the radius is NaN, since every comparison with NaN is false.
    private var usableRadius: CGFloat { max(0, radius) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.reduce(CGSize.zero) { largest, subview in
            let size = subview.sizeThatFits(proposal)
            return CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
        return CGSize(width: (largest.width / 2 + usableRadius) * 2, height: (largest.height / 2 + usableRadius) * 2)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) + rotation.radians
            var point = CGPoint(x: 0, y: -usableRadius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
