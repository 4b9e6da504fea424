import Foundation

/// Linear interpolation of numbers and geometry: (1 − t)·a + t·b, component by component.
///
/// Written in this form, t = 0 gives a and t = 1 gives b exactly (for finite values), so a frame at
/// either end of a move draws exactly what the state draws. t outside [0, 1] extrapolates (a spring's
/// overshoot).
package func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { (1 - t) * a + t * b }

package func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
}

/// Rectangles interpolate their edges, so a rectangle moving and resizing keeps its edges on straight paths.
package func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
    let (minX, minY) = (lerp(a.minX, b.minX, t), lerp(a.minY, b.minY, t))
    let (maxX, maxY) = (lerp(a.maxX, b.maxX, t), lerp(a.maxY, b.maxY, t))
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// `t` clamped to [0, 1], for values that cannot overshoot: opacity, colour, a progress fraction.
package func clampedProgress(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, 0), 1) }

extension Path {
    /// The path whose every point lies between the matching points of `self` and `other`: defined when
    /// both have the same elements in the same order (a shape in another frame, a capsule of another
    /// length); nil otherwise.
    ///
    /// For Easel's shapes this is exact: a rectangle, a rounded rectangle of one corner radius, a
    /// capsule of one height or a circle interpolated point by point is the same shape in the
    /// interpolated frame.
    package func interpolated(to other: Path, _ t: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        var path = Path()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): path.move(to: lerp(p, q, t))
            case (.line(let p), .line(let q)): path.addLine(to: lerp(p, q, t))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                path.addQuadCurve(to: lerp(p, q, t), control: lerp(c, d, t))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                path.addCurve(to: lerp(p, q, t), control1: lerp(c1, d1, t), control2: lerp(c2, d2, t))
            case (.closeSubpath, .closeSubpath): path.closeSubpath()
            default: return nil
            }
        }
        return path
    }
}
