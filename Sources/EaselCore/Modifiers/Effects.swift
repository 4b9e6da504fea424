import Foundation

/// Drawing effects that change how a view looks but not its layout.
struct RenderEffects {
    var opacity: Double = 1
    var rotation: (angle: Angle, anchor: UnitPoint)?
    var clipShape: (any Shape)?
    var scale: (x: CGFloat, y: CGFloat, anchor: UnitPoint)?
}

/// A view drawn with effects: opacity, rotation, scale, clipping. Layout passes straight through.
final class EffectNode: WrapperNode {
    var effects: RenderEffects

    init(child: ViewNode, effects: RenderEffects, context: ResolveContext) {
        self.effects = effects
        super.init(child: child, context: context)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
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
