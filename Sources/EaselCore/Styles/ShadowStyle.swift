import Foundation

/// A shadow a shape style draws with (SwiftUI's `ShadowStyle`, iOS 16): `.fill(.blue.shadow(.drop(radius: 4)))`.
///
/// Apple's rules: a drop shadow "draws behind the source content by blurring, tinting and offsetting its
/// per-pixel alpha values"; an inner shadow draws on top of the content, inside it. Easel draws a drop
/// shadow of a shape's fill or stroke as `shadow(color:radius:x:y:)` draws one (a Gaussian of standard
/// deviation `radius`, the same effect). An inner shadow is accepted and not drawn (the shape draws
/// without it), and so is a shadow in a style used for text.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A drop shadow: the content's alpha blurred by `radius`, in `color`, moved by `x` and `y`, behind it.
    /// The default colour is SwiftUI's: black at 33% opacity.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// An inner shadow (accepted; not drawn). The default colour is SwiftUI's: black at 55% opacity.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The display effect of a drop shadow in `environment`; nil for an inner shadow.
    func dropEffect(in environment: EnvironmentValues) -> DisplayEffect? {
        guard kind == .drop else { return nil }
        return .shadow(color: color.resolve(in: environment), radius: max(radius, 0), offset: CGSize(width: x, height: y))
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow (SwiftUI's `ShapeStyle.shadow(_:)`): it paints as itself, and a
    /// shape filled or stroked with it draws the drop shadow behind (`ShadowStyle`).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: AnyShapeStyle(self), shadow: style) }
}

/// A shape style with a shadow: its paint is its base's; shapes read the shadows (`ShapeNode`).
struct ShadowedShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let shadow: ShadowStyle

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { base.paint(in: bounds, environment: environment) }
}

extension AnyShapeStyle {
    /// The drop shadows of this style, innermost (applied first) first, in `environment`.
    func dropShadows(in environment: EnvironmentValues) -> [DisplayEffect] {
        var effects: [DisplayEffect] = []
        var style: any ShapeStyle = base
        while let shadowed = style as? ShadowedShapeStyle {
            if let effect = shadowed.shadow.dropEffect(in: environment) { effects.insert(effect, at: 0) }
            style = shadowed.base.base
        }
        return effects
    }
}
