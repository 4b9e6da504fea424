import Foundation

/// The background style of the environment: the one set with `backgroundStyle(_:)`, else the system
/// background of the colour scheme (iOS's `systemBackground`: white, black in dark mode).
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    static let systemBackground = Color.system(light: 0xFFFFFF, dark: 0x000000)

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        (environment.backgroundStyle ?? AnyShapeStyle(Self.systemBackground)).paint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `.background` paints with; nil for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style `.background` (and `background(in:)`) paints with inside this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.backgroundStyle = AnyShapeStyle(style) }
    }
}
