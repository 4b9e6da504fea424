import Foundation

/// A view drawn through one `DisplayEffect`, made from its frame and environment when it is drawn.
/// Layout passes straight through.
final class VisualEffectNode: WrapperNode {
    let makeEffect: (CGRect, EnvironmentValues) -> DisplayEffect

    init(child: ViewNode, context: ResolveContext, effect: @escaping (CGRect, EnvironmentValues) -> DisplayEffect) {
        makeEffect = effect
        super.init(child: child, context: context)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override var displayRole: DisplayRole? { .visualEffect(makeEffect(frame, environment)) }

    override func draw(into list: inout DisplayListBuilder) {
        let items = list.collect { $0.drawChildren(of: self) }
        list.effect(makeEffect(frame, environment), items)
    }
}

struct VisualEffectModifier: NodeModifier {
    let effect: @Sendable (CGRect, EnvironmentValues) -> DisplayEffect

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        VisualEffectNode(child: child, context: context, effect: effect)
    }
}

/// How a drawing group renders colours, as SwiftUI's `ColorRenderingMode`. Easel composites in
/// non-linear sRGB whatever the mode.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

nonisolated extension View {
    func visualEffect(_ effect: @escaping @Sendable (CGRect, EnvironmentValues) -> DisplayEffect) -> some View {
        modified(by: VisualEffectModifier(effect: effect))
    }

    /// Draws a shadow under the view: its drawn alpha blurred, in `color`, moved by `x` and `y`.
    ///
    /// The blur is a Gaussian whose standard deviation is `radius`: Core Animation's `shadowRadius`
    /// (which SwiftUI's shadow draws with) is the same length as CSS's `box-shadow` blur of `2 × radius`,
    /// whose standard deviation is half the blur, so σ = radius. The default colour is SwiftUI's: black
    /// at 33% opacity.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        visualEffect { _, environment in
            .shadow(color: color.resolve(in: environment), radius: max(radius, 0), offset: CGSize(width: x, height: y))
        }
    }

    /// Blurs the view with a Gaussian of standard deviation `radius` (as `shadow`). An `opaque` blur stays
    /// inside the view's frame, reads its edge pixels past the edges and is fully opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        visualEffect { frame, _ in .blur(radius: max(radius, 0), opaque: opaque, bounds: frame) }
    }

    /// Composites the view onto what lies below it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        visualEffect { _, _ in .blendMode(blendMode) }
    }

    /// Composites the view's layers together before the view is drawn with its other effects (opacity, blend
    /// mode) onto what lies below.
    public func compositingGroup() -> some View {
        visualEffect { _, _ in .compositingGroup }
    }

    /// Renders the view offscreen before drawing it: in Easel, as `compositingGroup()` (every output is
    /// already drawn by one renderer).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Multiplies each colour channel of the view by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        visualEffect { _, environment in
            let c = color.resolve(in: environment)
            return .colorMatrix(ColorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0]))
        }
    }

    /// Adjusts the view's colour saturation: 0 grey, 1 unchanged, more oversaturated (SVG's `saturate` matrix,
    /// with Rec. 709 luma weights).
    public func saturation(_ amount: Double) -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.saturation(amount)) }
    }

    /// Removes `amount` (0…1) of the view's saturation: 1 draws it in greys.
    public func grayscale(_ amount: Double) -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.saturation(1 - min(max(amount, 0), 1))) }
    }

    /// Adds `amount` to each colour channel (−1 black … 0 unchanged … 1 white), as SwiftUI does.
    public func brightness(_ amount: Double) -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.brightness(amount)) }
    }

    /// Scales each colour channel's distance from mid-grey by `amount` (0 grey, 1 unchanged).
    public func contrast(_ amount: Double) -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.contrast(amount)) }
    }

    /// Rotates the view's hues by `angle` (SVG's `hueRotate` matrix).
    public func hueRotation(_ angle: Angle) -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.hueRotation(angle.radians)) }
    }

    /// Inverts each colour channel of the view.
    public func colorInvert() -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.invert) }
    }

    /// Makes the view black with an alpha of its luminance (SVG's `luminanceToAlpha`): white opaque, black clear.
    public func luminanceToAlpha() -> some View {
        visualEffect { _, _ in .colorMatrix(ColorFilters.luminanceToAlpha) }
    }

    /// Clips the view to `shape` in its frame, inside by `style`'s rule.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View {
        visualEffect { frame, _ in .clip(shape.path(placedIn: frame), style) }
    }
}

/// The colour matrices of SwiftUI's colour filters, as SVG's `feColorMatrix` defines the shared ones
/// (Filter Effects Module Level 1, §9.6), with Rec. 709 luma weights 0.2126, 0.7152, 0.0722.
package enum ColorFilters {
    package static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
                     0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
                     0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
}
