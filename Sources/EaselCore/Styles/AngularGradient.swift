import Foundation

/// A conic gradient: colours around `center` (a unit point of the bounds it paints) by angle, from
/// `startAngle` to `endAngle`, clockwise from the trailing direction (0° points right, 90° down).
///
/// Rules (Apple's documentation):
/// 1. Equal angles (the default) make one whole turn from `startAngle`.
/// 2. When `endAngle − startAngle` exceeds a turn, only the last complete turn is drawn.
/// 3. When it is less than a turn, the rest is filled with the last and the first colour, meeting
///    halfway across it.
/// An end before the start draws the gradient reversed, from the end angle to the start.
/// As a view it fills the space it is offered.
nonisolated public struct AngularGradient: ShapeStyle, View, FillingShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle, endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var stops = gradient.resolvedStops(in: environment)
        var (start, end) = (startAngle.radians, endAngle.radians)
        if end < start {
            stops = stops.reversed().map { Paint.Stop(color: $0.color, location: 1 - $0.location) }
            (start, end) = (end, start)
        }
        let turn = 2 * Double.pi
        if end == start { end = start + turn }
        if end - start > turn { start = end - turn }
        return .gradient(stops, .angular(center: bounds.point(at: center), startAngle: start, endAngle: end))
    }
}

// SwiftUI's static members, so `.fill(.angularGradient(…))` reads as in SwiftUI.
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// One whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
