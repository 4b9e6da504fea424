import Foundation

/// An SVG elliptical arc in endpoint form, converted to its centre form (SVG 1.1 appendix F.6.5, with
/// radii scaled up when too small, F.6.6) and appended as cubic Béziers of at most a quarter turn each.
struct SVGArc {
    let from: CGPoint, to: CGPoint, radii: CGSize, rotation: CGFloat, largeArc: Bool, sweep: Bool

    func append(to path: inout Path) {
        var (rx, ry) = (abs(radii.width), abs(radii.height))
        guard from != to else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: to); return }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi } else if sweep, delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4)
        func point(_ t: CGFloat) -> CGPoint {
            let (x, y) = (rx * cos(t), ry * sin(t))
            return CGPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ t: CGFloat) -> CGPoint {
            let (x, y) = (-rx * sin(t), ry * cos(t))
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        for index in 0..<segments {
            let t1 = start + step * CGFloat(index), t2 = t1 + step
            let (p1, p2, d1, d2) = (point(t1), index == segments - 1 ? to : point(t2), derivative(t1), derivative(t2))
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + handle * d1.x, y: p1.y + handle * d1.y),
                          control2: CGPoint(x: p2.x - handle * d2.x, y: p2.y - handle * d2.y))
        }
    }
}
