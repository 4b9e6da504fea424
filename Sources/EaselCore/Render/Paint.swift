import Foundation

/// What a fill, a stroke or a run of text is painted with, resolved: a colour, a gradient (its colour stops
/// and a geometry in absolute points, the same coordinates as the path it paints, as resvg's usvg paints share
/// one base of stops), or a material.
///
/// A `ShapeStyle` resolves to a paint for the bounds of the view it paints (`ShapeStyle.paint(in:environment:)`);
/// a renderer turns a paint into its own pattern (Easel's Cairo painter is the one place that does).
/// Every gradient pads: points before its first stop take the first colour, after its last the last.
///
/// What every gradient shares is written once, here: its stops (`stops`), the colour between two stops
/// (`color(at:in:)`), opacity (`opacity(_:)`, `mapStops(_:)`) and interpolation (`interpolated(to:_:)`); a new
/// kind of gradient is a case of `Geometry` (with its interpolation in `Geometry.interpolated(to:_:)`), its
/// style, its Cairo pattern (`CairoPaintSource`) and its scene value (`StyleValue`).
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(RGBA)
    /// Colours laid out by a geometry: `stops` in increasing order of location for the gradients along a line,
    /// a radius or an angle; one colour a vertex, then the background, for a mesh (`Geometry.mesh`).
    case gradient([Stop], Geometry)
    /// A material: what was painted before the item, under it, blurred and saturated, with a tint on top
    /// (see `Backdrop`). A renderer that cannot read what lies behind paints `Backdrop.flatColor`.
    case backdrop(Backdrop)

    /// Where a gradient's colours go, in absolute points.
    public enum Geometry: Hashable, Sendable {
        /// Colours along the line from `start` to `end`; constant on lines perpendicular to it.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours along the radius from the circle of `startRadius` to the circle of `endRadius`, both
        /// centred on `center`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// A radial gradient stretched to an ellipse: the gradient runs from the ellipse of radii
        /// `radii × startRadiusFraction` to the ellipse of radii `radii × endRadiusFraction`, centred on `center`.
        case elliptical(center: CGPoint, radii: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Colours around `center` by angle, from `startAngle` to `endAngle` (radians, clockwise from the
        /// positive x axis, as the y axis points down); `endAngle > startAngle`, at most one turn apart.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
        /// A grid of Bézier patches (`Mesh`, drawn from `MeshGradient`): the stops are the vertices' colours,
        /// row by row, then the background colour; their locations are only their order.
        case mesh(Mesh)

        /// The geometry a fraction `t` of the way to `other` (points, radii and angles use t as it is, so they
        /// overshoot with a spring; radii stay ≥ 0); nil for two kinds, or meshes of different grids.
        func interpolated(to other: Geometry, _ t: Double) -> Geometry? {
            func radius(_ a: CGFloat, _ b: CGFloat) -> CGFloat { max(lerp(a, b, t), 0) }
            switch (self, other) {
            case (.linear(let startA, let endA), .linear(let startB, let endB)):
                return .linear(start: lerp(startA, startB, t), end: lerp(endA, endB, t))
            case (.radial(let centerA, let startA, let endA), .radial(let centerB, let startB, let endB)):
                return .radial(center: lerp(centerA, centerB, t), startRadius: radius(startA, startB), endRadius: radius(endA, endB))
            case (.elliptical(let centerA, let radiiA, let startA, let endA), .elliptical(let centerB, let radiiB, let startB, let endB)):
                return .elliptical(center: lerp(centerA, centerB, t),
                                   radii: CGSize(width: radius(radiiA.width, radiiB.width), height: radius(radiiA.height, radiiB.height)),
                                   startRadiusFraction: radius(startA, startB), endRadiusFraction: radius(endA, endB))
            case (.angular(let centerA, let startA, let endA), .angular(let centerB, let startB, let endB)):
                return .angular(center: lerp(centerA, centerB, t), startAngle: lerp(startA, startB, t), endAngle: lerp(endA, endB, t))
            case (.mesh(let a), .mesh(let b)):
                return a.interpolated(to: b, t).map(Geometry.mesh)
            default:
                return nil
            }
        }
    }

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

    /// The gradient's stops; for a colour, that colour as its one stop; for a material, its flat colour.
    public var stops: [Stop] {
        switch self {
        case .color(let color): [Stop(color: color, location: 0)]
        case .gradient(let stops, _): stops
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
        case .gradient(let stops, let geometry):
            return .gradient(transform(stops), geometry)
        case .backdrop(var backdrop):
            backdrop.tint = transform([Stop(color: backdrop.tint, location: 0)]).first?.color ?? backdrop.tint
            return .backdrop(backdrop)
        }
    }

    /// The paint a fraction `t` of the way from `self` to `other`; nil when the two cannot be blended
    /// (gradients of different kinds), and the items that carry them cross-fade instead.
    ///
    /// Rules (colours and stop locations use t clamped to [0, 1]; points, radii and angles use t as it is,
    /// so they overshoot with a spring):
    /// 1. Two colours mix as `RGBA.interpolated`.
    /// 2. A colour and a gradient: the colour counts as the gradient with every stop in that colour, so
    ///    the gradient fades in or out of the colour in place.
    /// 3. Two gradients of one kind: their geometries interpolate (`Geometry.interpolated`); stops pair up in
    ///    order when both have as many (colours as in rule 1, locations linearly); otherwise both are sampled
    ///    at every location either has (`Paint.color(at:in:)`) and the samples mix.
    /// 4. Two materials: blur radius, saturation, tint and opacity interpolate; a material and any other
    ///    paint cross-fade.
    package func interpolated(to other: Paint, _ t: Double) -> Paint? {
        switch (self, other) {
        case (.backdrop(let a), .backdrop(let b)):
            let c = clampedProgress(t)
            return .backdrop(Backdrop(blurRadius: max(lerp(a.blurRadius, b.blurRadius, t), 0),
                                      saturation: max(lerp(a.saturation, b.saturation, t), 0),
                                      tint: a.tint.interpolated(to: b.tint, c), opacity: lerp(a.opacity, b.opacity, c)))
        case (.backdrop, _), (_, .backdrop):
            return nil
        case (.color(let a), .color(let b)):
            return .color(a.interpolated(to: b, t))
        case (.color(let a), _):
            return other.mapStops { $0.map { Stop(color: a, location: $0.location) } }.interpolated(to: other, t)
        case (_, .color(let b)):
            return interpolated(to: mapStops { $0.map { Stop(color: b, location: $0.location) } }, t)
        case (.gradient(let stopsA, let geometryA), .gradient(let stopsB, let geometryB)):
            guard let geometry = geometryA.interpolated(to: geometryB, t) else { return nil }
            return .gradient(Self.interpolated(stopsA, stopsB, t), geometry)
        }
    }

    /// Rule 3's stops.
    private static func interpolated(_ a: [Stop], _ b: [Stop], _ t: Double) -> [Stop] {
        let c = clampedProgress(t)
        if a.count == b.count {
            return zip(a, b).map { Stop(color: $0.color.interpolated(to: $1.color, c), location: lerp($0.location, $1.location, c)) }
        }
        let locations = Set((a + b).map(\.location)).sorted()
        return locations.map { location in
            Stop(color: color(at: location, in: a).interpolated(to: color(at: location, in: b), c), location: location)
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
