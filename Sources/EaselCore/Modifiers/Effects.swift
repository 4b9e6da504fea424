import Foundation

/// Drawing effects that change how a view looks but not its layout.
struct RenderEffects {
    var opacity: Double = 1
    var rotation: (angle: Angle, anchor: UnitPoint)?
    var clipShape: (any Shape)?
    var scale: (x: CGFloat, y: CGFloat, anchor: UnitPoint)?

    /// The effects as drawn in `frame`: anchors become points of the frame, the clip shape its path.
    func drawing(in frame: CGRect) -> EffectDrawing {
        func point(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        return EffectDrawing(opacity: opacity,
                             rotation: rotation.map { EffectDrawing.Rotation(radians: $0.angle.radians, anchor: point($0.anchor)) },
                             scale: scale.map { EffectDrawing.Scale(x: $0.x, y: $0.y, anchor: point($0.anchor)) },
                             clip: clipShape?.path(placedIn: frame))
    }
}

/// How a view's effects draw its content: the values an animation interpolates, and the rule that turns
/// them into a group.
///
/// The content is drawn scaled about the scale's anchor, then rotated about the rotation's anchor (a
/// positive angle turns clockwise on screen, y growing downwards), clipped to `clip` (in the view's
/// own coordinates, before the transform) and composited at `opacity`.
public struct EffectDrawing: Hashable, Sendable {
    public struct Rotation: Hashable, Sendable {
        public var radians: Double
        /// The point turned about, in absolute points.
        public var anchor: CGPoint
        public init(radians: Double, anchor: CGPoint) { (self.radians, self.anchor) = (radians, anchor) }
    }

    public struct Scale: Hashable, Sendable {
        public var x: CGFloat, y: CGFloat
        /// The point scaled about, in absolute points.
        public var anchor: CGPoint
        public init(x: CGFloat, y: CGFloat, anchor: CGPoint) { (self.x, self.y, self.anchor) = (x, y, anchor) }
    }

    public var opacity: Double
    public var rotation: Rotation?
    public var scale: Scale?
    public var clip: Path?

    public init(opacity: Double = 1, rotation: Rotation? = nil, scale: Scale? = nil, clip: Path? = nil) {
        (self.opacity, self.rotation, self.scale, self.clip) = (opacity, rotation, scale, clip)
    }

    /// The transform of the scale, then the rotation, each about its anchor.
    public var transform: CGAffineTransform {
        func about(_ anchor: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        }
        var result = CGAffineTransform.identity
        if let scale { result = result.concatenating(about(scale.anchor, CGAffineTransform(scaleX: scale.x, y: scale.y))) }
        if let rotation { result = result.concatenating(about(rotation.anchor, CGAffineTransform(rotationAngle: rotation.radians))) }
        return result
    }

    /// `items` with the effects applied, by the rule a tagged display list uses: one group, or the items
    /// themselves when the group would change nothing, or nothing when there are no items.
    public func apply(to items: [DisplayItem]) -> [DisplayItem] {
        DisplayListBuilder.items(keepingHiddenGroups: true) { draw(items, into: &$0) }
    }

    func draw(_ items: [DisplayItem], into list: inout DisplayListBuilder) {
        list.group(items, transform: transform, clip: clip, opacity: opacity)
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

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override var displayRole: DisplayRole? { .effect(effects.drawing(in: frame)) }

    /// Draws the child's items as one group: clipped to the clip shape's path in the node's frame,
    /// transformed by the scale and rotation, at the node's opacity.
    override func draw(into list: inout DisplayListBuilder) {
        let items = list.collect { $0.drawChildren(of: self) }
        effects.drawing(in: frame).draw(items, into: &list)
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

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
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

nonisolated extension View {
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

    /// Scales the drawing of the view by `x` horizontally and `y` vertically about `anchor`; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modified(by: EffectModifier { $0.scale = (x, y, anchor) })
    }

    /// Scales the drawing of the view by `scale`'s width and height about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modified(by: EffectModifier { $0.scale = (scale.width, scale.height, anchor) })
    }

    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modified(by: EffectModifier { $0.clipShape = shape })
    }

    /// Clips the view to its frame.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Clips the view to a rounded rectangle of `radius` with circular corners. Apple's documentation does
    /// not name the style; iOS clips with quarter circles here (`clipShape(RoundedRectangle(cornerRadius:))`,
    /// continuous by default, draws differently), so this modifier keeps `.circular`.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Shifts the drawing of the view by `offset`; its layout frame stays put.
    public func offset(_ offset: CGSize) -> some View { modified(by: OffsetModifier(offset: offset)) }

    /// Shifts the drawing of the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
