import Foundation

/// A list of colours and where they sit along a gradient (0 at its start, 1 at its end).
///
/// `init(colors:)` spaces the colours evenly: n colours sit at 0, 1/(n − 1), …, 1 (one colour at 0).
/// Drawn, the stops are taken in increasing order of location (stops of equal location keep their
/// order, making a hard edge), and the gradient pads: before the first stop the first colour, after the
/// last the last.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient, at `location` (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The stops' colours in `environment`, sorted by location (stably).
    func resolvedStops(in environment: EnvironmentValues) -> [Paint.Stop] {
        stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { Paint.Stop(color: $0.element.color.resolve(in: environment), location: Double($0.element.location)) }
    }
}

extension CGRect {
    /// The point at `unitPoint` of the rectangle: (0, 0) its top-left corner, (1, 1) its bottom-right.
    func point(at unitPoint: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unitPoint.x * width, y: minY + unitPoint.y * height)
    }
}

/// A shape style that is also a view: like `Color`, it fills the space it is offered with itself.
nonisolated protocol FillingShapeStyle: ShapeStyle, PrimitiveView {}

nonisolated extension FillingShapeStyle {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ShapeNode(shape: Rectangle(), drawing: .fill(AnyShapeStyle(self), FillStyle()), context: context)]
    }
}
