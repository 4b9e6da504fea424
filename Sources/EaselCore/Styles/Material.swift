import Foundation

/// A blur of what lies behind a view, tinted for legibility: SwiftUI's materials (`.ultraThinMaterial` …
/// `.ultraThickMaterial`, `.bar`), a `ShapeStyle` accepted wherever a style is.
///
/// A material resolves to `Paint.backdrop`: what was painted before it, under the painted area, blurred by
/// a Gaussian, its saturation raised, with the material's tint composited on top. Apple publishes neither
/// the blur nor the tints; Easel's values are chosen to match what iOS draws:
///
/// | material | blur σ (pt) | light tint | dark tint |
/// | --- | --- | --- | --- |
/// | `ultraThin` | 16 | white at 32% | #1C1C1E at 40% |
/// | `thin` | 18 | white at 50% | #1C1C1E at 56% |
/// | `regular` | 20 | white at 68% | #1C1C1E at 70% |
/// | `thick` | 22 | white at 80% | #1C1C1E at 82% |
/// | `ultraThick` | 24 | white at 90% | #1C1C1E at 92% |
/// | `bar` | 20 | #F9F9F9 at 80% | #1C1C1E at 80% |
///
/// Why: iOS's materials all blur heavily (even the ultra-thin one turns text behind it into a haze) and
/// differ mostly in how much of the tint covers the blur; Apple's own web version of its bar material is
/// `backdrop-filter: saturate(180%) blur(20px)` (a CSS blur's length is the Gaussian's σ), so `regular` and
/// `bar` take σ = 20 points and every material raises saturation to 180%, which keeps colours behind
/// vivid through the tint. The light tints are white (iOS's light materials read as frosted white); the
/// dark tints are iOS's dark `secondarySystemBackground` (#1C1C1E). `bar`'s light tint is UIKit's classic
/// bar colour #F9F9F9.
///
/// What lies behind is everything painted before the view in the picture, within the view's shape. Inside
/// an image a shadow or a blur makes of its own content, nothing behind can be read, and the material
/// paints its tint made opaque (`Paint.Backdrop.flatColor`).
public struct Material: ShapeStyle {
    enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }

    let thickness: Thickness

    init(_ thickness: Thickness) { self.thickness = thickness }

    public static let ultraThin = Material(.ultraThin)
    public static let thin = Material(.thin)
    public static let regular = Material(.regular)
    public static let thick = Material(.thick)
    public static let ultraThick = Material(.ultraThick)
    /// The material of bars: toolbars, tab bars, navigation bars.
    public static let bar = Material(.bar)

    /// Every material raises the saturation of what lies behind to 180% (see the type's comment).
    static let saturation = 1.8

    /// The material's backdrop in `colorScheme` (the table in the type's comment).
    func backdrop(in colorScheme: ColorScheme) -> Paint.Backdrop {
        let (blur, light, dark): (CGFloat, Double, Double) = switch thickness {
        case .ultraThin: (16, 0.32, 0.40)
        case .thin: (18, 0.50, 0.56)
        case .regular: (20, 0.68, 0.70)
        case .thick: (22, 0.80, 0.82)
        case .ultraThick: (24, 0.90, 0.92)
        case .bar: (20, 0.80, 0.80)
        }
        let lightTint = RGBA(hex: thickness == .bar ? 0xF9F9F9 : 0xFFFFFF, alpha: light)
        let tint = colorScheme == .dark ? RGBA(hex: 0x1C1C1E, alpha: dark) : lightTint
        return Paint.Backdrop(blurRadius: blur, saturation: Self.saturation, tint: tint)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .backdrop(backdrop(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { Material(.bar) }
}
