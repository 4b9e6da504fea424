import Foundation

/// Drawing effects that change how a view looks but not its layout.
struct RenderEffects {
    var opacity: Double = 1
    var rotation: (angle: Angle, anchor: UnitPoint)?
    var clipShape: (any Shape)?
    var scale: (x: CGFloat, y: CGFloat, anchor: UnitPoint)?

    /// The transform that draws a view in `frame` with these effects: scaled about the scale's anchor,
    /// then rotated about the rotation's anchor, each anchor a unit point of `frame`. A positive angle
    /// turns clockwise on screen (y grows downwards).
    func transform(in frame: CGRect) -> CGAffineTransform {
        func about(_ anchor: UnitPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
            let (x, y) = (frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
            return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: x, y: y))
        }
        var result = CGAffineTransform.identity
        if let scale { result = result.concatenating(about(scale.anchor, CGAffineTransform(scaleX: scale.x, y: scale.y))) }
        if let rotation {
            result = result.concatenating(about(rotation.anchor, CGAffineTransform(rotationAngle: rotation.angle.radians)))
        }
        return result
    }
}

/// A view drawn with effects: opacity, rotation, scale, clipping. Layout passes straight through.
final class EffectNode: WrapperNode {
    var effects: RenderEffects

    init(child: ViewNode, effects: RenderEffects, context: ResolveContext) {
        self.effects = effects
        super.init(child: child, context: context)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    /// Draws the child's items as one group: clipped to the clip shape's path in the node's frame,
    /// transformed by the scale and rotation, at the node's opacity.
    override func draw(into list: inout DisplayListBuilder) {
        let items = list.collect { $0.drawChildren(of: self) }
        list.group(items, transform: effects.transform(in: frame), clip: effects.clipShape?.path(in: frame),
                   opacity: effects.opacity)
    }
}

/// Moves the view's child by an offset after layout: the view's own frame is where layout put it, the
/// child's is shifted.
final class OffsetNode: WrapperNode {
    let offset: CGSize

    init(child: ViewNode, offset: CGSize, context: ResolveContext) {
        self.offset = offset
        super.init(child: child, context: context)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        LayoutSubview(node: child).place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
                                         proposal: proposal)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }
}

struct EffectModifier: NodeModifier {
    let apply: (inout RenderEffects) -> Void

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        var effects = RenderEffects()
        apply(&effects)
        return EffectNode(child: child, effects: effects, context: context)
    }
}

struct OffsetModifier: NodeModifier {
    let offset: CGSize
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        OffsetNode(child: child, offset: offset, context: context)
    }
}

extension View {
    /// Draws the view at `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        modified(by: EffectModifier { $0.opacity = opacity })
    }

    /// Rotates the drawing of the view about `anchor`; layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modified(by: EffectModifier { $0.rotation = (angle, anchor) })
    }

    /// Scales the drawing of the view about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modified(by: EffectModifier { $0.scale = (scale, scale, anchor) })
    }

    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modified(by: EffectModifier { $0.clipShape = shape })
    }

    /// Clips the view to its frame.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Clips the view to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Shifts the drawing of the view by `offset`; its layout frame stays put.
    public func offset(_ offset: CGSize) -> some View { modified(by: OffsetModifier(offset: offset)) }

    /// Shifts the drawing of the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
