import Foundation

/// Circular arcs, as SwiftUI's `Path` adds them: approximated by cubic Béziers of at most a quarter turn
/// each (control points `4/3·tan(θ/4)` radii along the tangents, the standard approximation).
///
/// Angles are measured from the positive x axis towards the positive y axis, so in Easel's (and SwiftUI's)
/// y-down coordinates a growing angle turns clockwise on screen. As in SwiftUI, `clockwise: true` means
/// clockwise in a y-up space: the angle decreases, and the arc turns counterclockwise on screen.
/// An arc starts with a line from the current point to its start, or a move when the path is empty.
extension Path {
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle` (positive: the angle grows, clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        func point(_ angle: Double, _ scale: CGFloat = 1) -> CGPoint {
            CGPoint(x: center.x + radius * scale * cos(angle), y: center.y + radius * scale * sin(angle))
        }
        let start = point(startAngle.radians).applying(transform)
        if isEmpty { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<segments {
            let (a0, a1) = (startAngle.radians + Double(index) * step, startAngle.radians + Double(index + 1) * step)
            let (p0, p1) = (point(a0), point(a1))
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
            addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, after a line from the current point to the arc's start, as
    /// CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`. With no current point it starts at
    /// `tangent1End`; when the three points are in line it adds a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.invertedIfPossible
        guard let currentPoint, let inverse else {
            if self.currentPoint == nil { move(to: tangent1End.applying(transform)) }
            return
        }
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let (ux, uy) = (p0.x - p1.x, p0.y - p1.y), (vx, vy) = (p2.x - p1.x, p2.y - p1.y)
        let (lu, lv) = (hypot(ux, uy), hypot(vx, vy))
        let cross = ux * vy - uy * vx
        guard lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv, radius > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let angle = acos(max(-1, min(1, (ux * vx + uy * vy) / (lu * lv))))   // the angle between the two lines
        let distance = radius / tan(angle / 2)                                // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + ux / lu * distance, y: p1.y + uy / lu * distance)
        let bisector = CGPoint(x: ux / lu + vx / lv, y: uy / lu + vy / lv)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centreDistance, y: p1.y + bisector.y / bisectorLength * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        let sweep = Double.pi - angle
        // The arc turns the way the path turns at p1: clockwise on screen when the cross product is negative.
        addRelativeArc(center: center, radius: radius, startAngle: .radians(start), delta: .radians(cross < 0 ? sweep : -sweep),
                       transform: transform)
    }
}

extension CGAffineTransform {
    /// The inverse transform, or nil when the transform is not invertible.
    var invertedIfPossible: CGAffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
