import Foundation

/// A gradient from the circle of `startRadius` to the circle of `endRadius` (points), both centred on
/// `center`, a unit point of the bounds it paints. As a view it fills the space it is offered.
nonisolated public struct RadialGradient: ShapeStyle, View, FillingShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat, endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .gradient(gradient.resolvedStops(in: environment), .radial(center: bounds.point(at: center), startRadius: startRadius, endRadius: endRadius))
    }
}

// SwiftUI's static members, so `.fill(.radialGradient(…))` reads as in SwiftUI.
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
