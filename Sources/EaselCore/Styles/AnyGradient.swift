import Foundation

/// A gradient as a shape style on its own, as `Color.gradient` gives it: drawn from the top of the
/// bounds it paints to the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint(in: bounds, environment: environment)
    }
}

extension Color {
    /// The colour as a subtle gradient, as iOS draws `Color.gradient`: from the colour lightened at the top
    /// to the colour itself at the bottom.
    ///
    /// Apple does not document the rule. Easel's: the top is the colour mixed with 20% white (in sRGB,
    /// keeping its alpha), the bottom the colour; which matches iOS's look of a soft sheen from above.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(.lightened(self, 0.2)), self]))
    }
}
