import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, unit points of the bounds it paints
/// (a shape's frame, a text's frame), constant across it. As a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, View, FillingShapeStyle {
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
        .linearGradient(gradient.resolvedStops(in: environment), start: bounds.point(at: startPoint), end: bounds.point(at: endPoint))
    }
}
