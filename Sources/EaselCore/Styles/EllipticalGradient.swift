import Foundation

/// A radial gradient stretched to the bounds it paints.
///
/// Rule (Apple's documentation): the gradient is defined in the unit square, centred on `center` with
/// radii `startRadiusFraction` and `endRadiusFraction`, and the square is stretched to fill the bounds;
/// so with the default end fraction 0.5 the last colour starts at the ellipse inscribed in the bounds.
/// As a view it fills the space it is offered.
nonisolated public struct EllipticalGradient: ShapeStyle, View, FillingShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center) = (gradient, center)
        (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .gradient(gradient.resolvedStops(in: environment), .elliptical(center: bounds.point(at: center), radii: bounds.size,
                                                                   startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }
}

// SwiftUI's static members, so `.fill(.ellipticalGradient(…))` reads as in SwiftUI.
extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
