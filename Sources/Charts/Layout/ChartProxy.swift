import Easel

/// Maps a chart's values to positions in its plot area and back (Apple's `ChartProxy`), for the views of
/// `chartBackground` and `chartOverlay`. Positions are in points from the plot area's top-leading corner,
/// and the overlay's and background's views are laid out over the plot area.
public struct ChartProxy {
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// The plot area's size.
    public let plotSize: CGSize
    /// The plot area's size (iOS 16's name).
    public var plotAreaSize: CGSize { plotSize }
    /// The plot area's frame, for `geometry[proxy.plotAreaFrame]` in a geometry reader that fills the
    /// overlay or background (which are laid out over the plot area): its size at the origin.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(constant: CGRect(origin: .zero, size: plotSize)) }
    /// The plot's frame (iOS 17's name for `plotAreaFrame`).
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The x position of `value`, nil when it is not on the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let scale = xScale, let coordinate = scale.coordinate(of: PlotValue(value.primitivePlottable)) else { return nil }
        return scale.position(coordinate, length: plotSize.width)
    }

    /// The y position of `value`, from the top of the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let scale = yScale, let coordinate = scale.coordinate(of: PlotValue(value.primitivePlottable)) else { return nil }
        return plotSize.height - scale.position(coordinate, length: plotSize.height)
    }

    /// The point of `(x, y)`.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position`: a number or date on a continuous scale, the category whose band holds it.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(of: xScale, at: position, length: plotSize.width)
    }

    /// The y value at `position` points from the top of the plot area.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(of: yScale, at: plotSize.height - position, length: plotSize.height)
    }

    /// The values at `location`.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x: X = value(atX: location.x), let y: Y = value(atY: location.y) else { return nil }
        return (x, y)
    }

    private func value<P: Plottable>(of scale: ChartScale?, at position: CGFloat, length: CGFloat) -> P? {
        guard let scale, position.isFinite else { return nil }
        let coordinate = scale.coordinate(atPosition: position, length: length)
        let value: PlotValue
        switch scale.kind {
        case .category:
            guard !scale.categories.isEmpty else { return nil }
            value = .category(scale.categories[min(max(Int(coordinate.rounded(.down)), 0), scale.categories.count - 1)])
        case .date: value = .date(coordinate)
        default: value = .number(coordinate)
        }
        return AxisValue(index: 0, count: 1, value: value).as(P.self)
    }
}
