import EaselCore
import Foundation

extension Paint {
    /// The paint a fraction `t` of the way from `self` to `other`; nil when the two cannot be blended
    /// (gradients of different kinds), and the items that carry them cross-fade instead.
    ///
    /// Rules (colours and stop locations use t clamped to [0, 1]; points, radii and angles use t as it is,
    /// so they overshoot with a spring):
    /// 1. Two colours mix as `RGBA.interpolated`.
    /// 2. A colour and a gradient: the colour counts as the gradient with every stop in that colour, so
    ///    the gradient fades in or out of the colour in place.
    /// 3. Two gradients of one kind: their points, radii and angles interpolate; stops pair up in order
    ///    when both have as many (colours as in rule 1, locations linearly); otherwise both are sampled at
    ///    every location either has (`Paint.color(at:in:)`) and the samples mix.
    /// 4. Two materials: blur radius, saturation, tint and opacity interpolate; a material and any other
    ///    paint cross-fade.
    func interpolated(to other: Paint, _ t: Double) -> Paint? {
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
        default:
            return Self.gradient(from: self, to: other, stops: Self.interpolated(stops, other.stops, t), t)
        }
    }

    /// Rule 3's geometry, for two gradients of one kind.
    private static func gradient(from old: Paint, to new: Paint, stops: [Stop], _ t: Double) -> Paint? {
        func radius(_ a: CGFloat, _ b: CGFloat) -> CGFloat { max(lerp(a, b, t), 0) }
        switch (old, new) {
        case (.linearGradient(_, let startA, let endA), .linearGradient(_, let startB, let endB)):
            return .linearGradient(stops, start: lerp(startA, startB, t), end: lerp(endA, endB, t))
        case (.radialGradient(_, let centerA, let startA, let endA), .radialGradient(_, let centerB, let startB, let endB)):
            return .radialGradient(stops, center: lerp(centerA, centerB, t), startRadius: radius(startA, startB),
                                   endRadius: radius(endA, endB))
        case (.ellipticalGradient(_, let centerA, let radiiA, let startA, let endA),
              .ellipticalGradient(_, let centerB, let radiiB, let startB, let endB)):
            return .ellipticalGradient(stops, center: lerp(centerA, centerB, t),
                                       radii: CGSize(width: radius(radiiA.width, radiiB.width), height: radius(radiiA.height, radiiB.height)),
                                       startRadiusFraction: radius(startA, startB), endRadiusFraction: radius(endA, endB))
        case (.angularGradient(_, let centerA, let startA, let endA), .angularGradient(_, let centerB, let startB, let endB)):
            return .angularGradient(stops, center: lerp(centerA, centerB, t), startAngle: lerp(startA, startB, t),
                                    endAngle: lerp(endA, endB, t))
        default:
            return nil
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
