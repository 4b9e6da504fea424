import Foundation

/// What a fill, a stroke or a run of text is painted with, resolved: a colour, or a gradient whose
/// geometry is in absolute points (the same coordinates as the path it paints), as resvg's usvg `Paint`.
///
/// A `ShapeStyle` resolves to a paint for the bounds of the view it paints (`ShapeStyle.paint(in:environment:)`);
/// a renderer turns a paint into its own pattern (Easel's Cairo painter is the one place that does).
/// Every gradient pads: points before its first stop take the first colour, after its last the last.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(RGBA)
    /// Colours along the line from `start` to `end`; constant on lines perpendicular to it.
    case linearGradient([Stop], start: CGPoint, end: CGPoint)
    /// Colours along the radius from the circle of `startRadius` to the circle of `endRadius`, both
    /// centred on `center`.
    case radialGradient([Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient stretched to an ellipse: the gradient runs from the ellipse of radii
    /// `radii × startRadiusFraction` to the ellipse of radii `radii × endRadiusFraction`, centred on `center`.
    case ellipticalGradient([Stop], center: CGPoint, radii: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// Colours around `center` by angle, from `startAngle` to `endAngle` (radians, clockwise from the
    /// positive x axis, as the y axis points down); `endAngle > startAngle`, at most one turn apart.
    case angularGradient([Stop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A material: what was painted before the item, under it, blurred and saturated, with a tint on top
    /// (see `Backdrop`). A renderer that cannot read what lies behind paints `Backdrop.flatColor`.
    case backdrop(Backdrop)

    /// A material resolved for a colour scheme (`Material`): the backdrop behind the painted area, blurred
    /// by a Gaussian of standard deviation `blurRadius` points, its saturation scaled by `saturation`
    /// (SVG's `saturate` matrix), then `tint` composited over it, and the whole at `opacity`.
    public struct Backdrop: Hashable, Sendable {
        public var blurRadius: CGFloat
        public var saturation: Double
        public var tint: RGBA
        public var opacity: Double

        public init(blurRadius: CGFloat, saturation: Double, tint: RGBA, opacity: Double = 1) {
            (self.blurRadius, self.saturation, self.tint, self.opacity) = (blurRadius, saturation, tint, opacity)
        }

        /// What stands for the material where nothing behind can be read (inside a shadow's or a blur's
        /// own image): its tint made opaque, at the material's opacity.
        public var flatColor: RGBA { RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: opacity) }
    }

    /// A colour of a gradient at `location` (0…1 along it), in increasing order of location.
    public struct Stop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
        public init(color: RGBA, location: Double) { (self.color, self.location) = (color, location) }
    }

    /// The gradient's stops; for a colour, that colour as its one stop.
    public var stops: [Stop] {
        switch self {
        case .color(let color): [Stop(color: color, location: 0)]
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
             .ellipticalGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _): stops
        case .backdrop(let backdrop): [Stop(color: backdrop.flatColor, location: 0)]
        }
    }

    /// The colour of `stops` (in increasing order of location) at `location`: the linear mix of the stops
    /// around it, component by component (as Cairo mixes gradient stops); before the first stop the first
    /// colour, after the last the last (every gradient pads).
    public static func color(at location: Double, in stops: [Stop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let index = stops.firstIndex { $0.location > location }!
        let (a, b) = (stops[index - 1], stops[index])
        let f = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                    blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// Whether anything painted with it can show: some colour of it is not fully transparent.
    public var isVisible: Bool { stops.contains { $0.color.alpha > 0 } }

    /// The paint with every colour's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Paint {
        if case .backdrop(var backdrop) = self {
            backdrop.opacity *= opacity
            return .backdrop(backdrop)
        }
        return mapStops { stops in stops.map { Stop(color: $0.color.multiplyingAlpha(by: opacity), location: $0.location) } }
    }

    /// The paint with its stops replaced by `transform(stops)` (a colour by the first resulting stop's colour;
    /// a material's tint by the first resulting stop's colour, as if its one stop were its tint).
    public func mapStops(_ transform: ([Stop]) -> [Stop]) -> Paint {
        switch self {
        case .color(let color):
            return .color(transform([Stop(color: color, location: 0)]).first?.color ?? color)
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(transform(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(transform(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case .ellipticalGradient(let stops, let center, let radii, let startFraction, let endFraction):
            return .ellipticalGradient(transform(stops), center: center, radii: radii,
                                       startRadiusFraction: startFraction, endRadiusFraction: endFraction)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(transform(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        case .backdrop(var backdrop):
            backdrop.tint = transform([Stop(color: backdrop.tint, location: 0)]).first?.color ?? backdrop.tint
            return .backdrop(backdrop)
        }
    }
}

extension RGBA {
    /// The colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> RGBA {
        var color = self
        color.alpha *= factor
        return color
    }
}
