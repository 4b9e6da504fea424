import Foundation

/// A style drawn at a fraction of its opacity: every colour's alpha (a gradient's every stop's) times `opacity`.
struct OpacityShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base.paint(in: bounds, environment: environment).opacity(opacity)
    }
}

extension OpacityShapeStyle: ForegroundRelativeStyle {
    func relative(to foreground: AnyShapeStyle?) -> AnyShapeStyle {
        AnyShapeStyle(OpacityShapeStyle(base: base.relative(to: foreground), opacity: opacity))
    }
}

extension ShapeStyle {
    /// The style at `opacity` times its own opacity (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity.isNaN ? 0 : min(max(opacity, 0), 1))
    }
}
