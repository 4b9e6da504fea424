import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, unit points of the bounds it paints
/// (a shape's frame, a text's frame), constant across it. As a view it fills the space it is offered.
nonisolated public struct LinearGradient: ShapeStyle, View, FillingShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint, endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .gradient(gradient.resolvedStops(in: environment), .linear(start: bounds.point(at: startPoint), end: bounds.point(at: endPoint)))
    }
}

// SwiftUI's static members, so `.fill(.linearGradient(…))` reads as in SwiftUI.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
