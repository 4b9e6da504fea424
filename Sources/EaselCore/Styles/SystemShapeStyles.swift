import Foundation

/// The system's fill colours as a style (iOS 17's `.fill`): `systemFill`, and through its levels
/// `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill` (`.fill.secondary` …), with
/// Apple's light and dark values (`SystemColors`).
public struct FillShapeStyle: ShapeStyle {
    let color: Color
    public init() { color = SystemColors.systemFill }
    init(color: Color) { self.color = color }

    /// `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(color: SystemColors.secondarySystemFill) }
    /// `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(color: SystemColors.tertiarySystemFill) }
    /// `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(color: SystemColors.quaternarySystemFill) }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { color.paint(in: bounds, environment: environment) }
}

/// The colour of separators (iOS 17's `.separator`): iOS's `separator`, light and dark.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { SystemColors.separator.paint(in: bounds, environment: environment) }
}

/// The colour of placeholder text (iOS 17's `.placeholder`): iOS's `placeholderText`, light and dark.
public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { SystemColors.placeholderText.paint(in: bounds, environment: environment) }
}

/// The colour of links (iOS 17's `.link`): iOS's `link`, the system blue.
public struct LinkShapeStyle: ShapeStyle {
    public init() {}
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { SystemColors.link.paint(in: bounds, environment: environment) }
}

extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }

/// A style drawn with a blend mode (iOS 17's `ShapeStyle.blendMode(_:)`). Easel's paints carry no blend
/// mode: the style is drawn as its base, normally composited (documented in docs/swiftui-compatibility.md).
public struct _BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let blendMode: BlendMode
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { base.paint(in: bounds, environment: environment) }
}

extension ShapeStyle {
    /// This style with `mode` (drawn as the style itself: `_BlendedShapeStyle`).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendedShapeStyle(base: self, blendMode: mode) }
}
