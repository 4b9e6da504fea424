import Foundation

/// A view drawn through an affine transform made from its frame (`rotation3DEffect` about a tilted
/// axis, `transformEffect`). Layout passes straight through.
final class TransformEffectNode: WrapperNode {
    let makeTransform: (CGRect) -> CGAffineTransform

    init(child: ViewNode, context: ResolveContext, transform: @escaping (CGRect) -> CGAffineTransform) {
        makeTransform = transform
        super.init(child: child, context: context)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override func draw(into list: inout DisplayListBuilder) {
        let items = list.collect { $0.drawChildren(of: self) }
        list.group(items, transform: makeTransform(frame))
    }
}

struct TransformEffectModifier: NodeModifier {
    let transform: @Sendable (CGRect) -> CGAffineTransform

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        TransformEffectNode(child: child, context: context, transform: transform)
    }
}

/// The 2 × 2 part of the rotation by `angle` about `axis` that acts on the screen's plane (x right, y down),
/// by Rodrigues' formula: what an orthographic projection of the rotated view shows.
func planarRotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat)? {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite else { return nil }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
    let t = 1 - cosine
    // Rows of the 3-D rotation matrix R, first two: R00 R01 / R10 R11. A point (px, py) goes to
    // (R00 px + R01 py, R10 px + R11 py); CGAffineTransform's (a, b, c, d) are (R00, R10, R01, R11).
    let r00 = cosine + x * x * t, r01 = x * y * t - z * sine
    let r10 = y * x * t + z * sine, r11 = cosine + y * y * t
    return (r00, r10, r01, r11)
}

/// `rotation3DEffect`'s node: about the z axis a rotation effect, about x or y a scale effect (what the
/// projection is, drawn by `EffectNode` so that animations match it as those effects), else the projection.
struct Rotation3DModifier: NodeModifier {
    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        var effects = RenderEffects()
        let cosine = CGFloat(cos(angle.radians))
        switch (axis.x, axis.y, axis.z) {
        case (0, 0, let z) where z != 0: effects.rotation = (z > 0 ? angle : -angle, anchor)
        case (let x, 0, 0) where x != 0: effects.scale = (1, cosine, anchor)
        case (0, let y, 0) where y != 0: effects.scale = (cosine, 1, anchor)
        default:
            let (matrix, anchor) = (planarRotation(angle, axis: axis), anchor)
            return TransformEffectNode(child: child, context: context) { frame in
                guard let matrix else { return .identity }
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                return CGAffineTransform(translationX: -point.x, y: -point.y)
                    .concatenating(CGAffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: 0, ty: 0))
                    .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
            }
        }
        return EffectNode(child: child, effects: effects, context: context)
    }
}

nonisolated extension View {
    /// Rotates the view's drawing by `angle` about `axis` through `anchor`, as SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`; layout is unchanged.
    ///
    /// About the z axis (`(0, 0, 1)`) it is `rotationEffect(angle, anchor:)`, exactly (a positive angle
    /// turns clockwise on screen). About an axis in or across the screen's plane Easel draws the rotated
    /// view's orthographic projection, an affine transform (Rodrigues' rotation, its screen-plane part):
    /// about x the view is squashed vertically by cos(angle), about y horizontally, about a tilted axis a
    /// shear between them. iOS draws these with perspective (`perspective` 1: a vanishing distance of the
    /// view's size), so its near edge is larger than its far edge; Easel's drawing has parallel edges of the
    /// same projected size, and `anchorZ` and `perspective` are accepted and not used. An axis of zero
    /// length draws the view unrotated.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modified(by: Rotation3DModifier(angle: angle, axis: axis, anchor: anchor))
    }

    /// Draws the view through `transform`, in the coordinates of the view's frame (its origin at the
    /// frame's top-left corner), as SwiftUI's `transformEffect(_:)`; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modified(by: TransformEffectModifier { frame in
            CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        })
    }

    /// Sets the shape `ContainerRelativeShape` takes inside this view (SwiftUI's `containerShape(_:)`).
    /// Accepted: Easel's `ContainerRelativeShape` draws as its own rule says whatever is set.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
