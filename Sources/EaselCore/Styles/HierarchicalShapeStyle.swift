import Foundation

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// Rules:
/// 1. Under the default foreground style, the levels are iOS's label colours: `label` (black; white in
///    dark mode), then `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel` and `quinaryLabel`:
///    #3C3C43 (dark: #EBEBF5) at 60%, 30%, 18% (dark: 16%) and 5% opacity (Apple's values; quinary's is
///    Easel's reading of iOS 17, as Apple does not list it).
/// 2. Under a foreground style set with `foregroundStyle` (a colour, a gradient), a level is that style
///    at the same opacities: 100%, 60%, 30%, 18% (dark: 16%), 5%.
/// 3. The foreground style a level refers to is the one around the view where the style is used; set as
///    the foreground style itself (`.foregroundStyle(.secondary)`), the one around that modifier.
/// 4. A secondary or tertiary level set explicitly (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`)
///    is that style.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// Rule 3's foreground style, once bound by `foregroundStyle`; `.some(nil)` is the default style.
    var foreground: AnyShapeStyle??

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    init(level: Int, foreground: AnyShapeStyle?? = nil) { (self.level, self.foreground) = (level, foreground) }

    /// The opacity of the level (rules 1 and 2).
    func opacity(in environment: EnvironmentValues) -> Double {
        [1, 0.6, 0.3, environment.colorScheme == .dark ? 0.16 : 0.18, 0.05][min(max(level, 0), 4)]
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        if foreground == nil, level > 0, environment.foregroundStyleLevels.indices.contains(level - 1) {
            return environment.foregroundStyleLevels[level - 1].paint(in: bounds, environment: environment)
        }
        let opacity = opacity(in: environment)
        guard let foreground = foreground ?? environment.foregroundStyle else {
            let label = level == 0 ? Color.primary : Color.system(light: 0x3C3C43, dark: 0xEBEBF5, alpha: opacity)
            return label.paint(in: bounds, environment: environment)
        }
        return foreground.paint(in: bounds, environment: environment).opacity(opacity)
    }
}

extension HierarchicalShapeStyle: ForegroundRelativeStyle {
    func relative(to foreground: AnyShapeStyle?) -> AnyShapeStyle {
        AnyShapeStyle(HierarchicalShapeStyle(level: level, foreground: .some(foreground)))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style: the style itself.
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A style drawn relative to the foreground style (`.secondary`, `.foreground`): set as the foreground
/// style, it is bound to the foreground style around it, so it never refers to itself.
protocol ForegroundRelativeStyle: ShapeStyle {
    func relative(to foreground: AnyShapeStyle?) -> AnyShapeStyle
}

extension AnyShapeStyle {
    /// The style bound to `foreground` when it is drawn relative to the foreground style; else itself.
    func relative(to foreground: AnyShapeStyle?) -> AnyShapeStyle {
        (base as? any ForegroundRelativeStyle)?.relative(to: foreground) ?? self
    }
}

extension ForegroundStyle: ForegroundRelativeStyle {
    /// `.foregroundStyle(.foreground)` keeps the foreground style around it (`.primary` when none).
    func relative(to foreground: AnyShapeStyle?) -> AnyShapeStyle { foreground ?? AnyShapeStyle(Color.primary) }
}
