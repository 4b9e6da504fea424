import Easel

/// How a line or an area passes between its points (Apple's `InterpolationMethod`).
public struct InterpolationMethod: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case linear, monotone, stepStart, stepCenter, stepEnd
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
    }
    let kind: Kind

    /// The method's name, as Apple's `description` reads it ("linear", "catmullRom" …).
    public var description: String {
        switch kind {
        case .linear: "linear"
        case .monotone: "monotone"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        }
    }

    /// Straight segments from point to point.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A cubic curve that never overshoots between points (Fritsch–Carlson monotone cubic, as d3's
    /// `curveMonotoneX`).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A centripetal Catmull–Rom spline (alpha 0.5) through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    /// A cardinal spline of tension 0 through the points.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// Steps: each value holds from its point to the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change half way between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps: each value holds from the previous point to its own.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline with parameter `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    /// A cardinal spline of `tension` (0 Catmull–Rom-like, 1 straight).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }

    /// Adds the curve through `points` to `path`, starting with a move (or a line, when `continuing`)
    /// to the first point. Curve formulas follow d3-shape's curves, which Swift Charts' match.
    func addCurve(through points: [CGPoint], to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let middle = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: middle, y: a.y)); path.addLine(to: CGPoint(x: middle, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            let k = (1 - tension) / 6
            for index in 0..<(points.count - 1) {
                let p0 = points[max(index - 1, 0)], p1 = points[index], p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                              control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
            }
        case .catmullRom(let alpha):
            for index in 0..<(points.count - 1) {
                let p0 = points[max(index - 1, 0)], p1 = points[index], p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
                let (c1, c2) = Self.catmullRomControls(p0, p1, p2, p3, alpha: alpha)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = Self.monotoneTangents(points)
            for index in 0..<(points.count - 1) {
                let a = points[index], b = points[index + 1], third = (b.x - a.x) / 3
                path.addCurve(to: b, control1: CGPoint(x: a.x + third, y: a.y + third * tangents[index]),
                              control2: CGPoint(x: b.x - third, y: b.y - third * tangents[index + 1]))
            }
        }
    }

    /// The Bézier controls of a Catmull–Rom segment from p1 to p2 (Yuksel et al.'s parameterisation).
    static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: Double) -> (CGPoint, CGPoint) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
        let l01 = pow(distance(p0, p1), alpha), l12 = pow(distance(p1, p2), alpha), l23 = pow(distance(p2, p3), alpha)
        var c1 = p1, c2 = p2
        if l01 > 1e-9 {
            let a = 2 * l01 * l01 + 3 * l01 * l12 + l12 * l12, n = 3 * l01 * (l01 + l12)
            c1 = CGPoint(x: (Double(p1.x) * a - Double(p0.x) * l12 * l12 + Double(p2.x) * l01 * l01) / n,
                         y: (Double(p1.y) * a - Double(p0.y) * l12 * l12 + Double(p2.y) * l01 * l01) / n)
        } else {
            c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
        }
        if l23 > 1e-9 {
            let b = 2 * l23 * l23 + 3 * l23 * l12 + l12 * l12, m = 3 * l23 * (l23 + l12)
            c2 = CGPoint(x: (Double(p2.x) * b + Double(p1.x) * l23 * l23 - Double(p3.x) * l12 * l12) / m,
                         y: (Double(p2.y) * b + Double(p1.y) * l23 * l23 - Double(p3.y) * l12 * l12) / m)
        } else {
            c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
        }
        return (c1, c2)
    }

    /// The slope at each point of a monotone cubic through `points` (Fritsch–Carlson, Steffen's limiter as d3's).
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let count = points.count
        var secants = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            secants[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        guard count > 2 else { return [secants[0], secants[0]] }
        for index in 1..<(count - 1) {
            let s0 = secants[index - 1], s1 = secants[index]
            if s0 * s1 <= 0 { tangents[index] = 0; continue }
            let h0 = points[index].x - points[index - 1].x, h1 = points[index + 1].x - points[index].x
            let p = (s0 * h1 + s1 * h0) / (h0 + h1)
            tangents[index] = (s0.sign == .minus ? -1 : 1) * min(abs(s0), abs(s1), 0.5 * abs(p)) * 2
            if !tangents[index].isFinite { tangents[index] = 0 }
        }
        // The ends take the slope that meets the secant's parabola (d3's slope2).
        tangents[0] = (3 * secants[0] - tangents[1]) / 2
        tangents[count - 1] = (3 * secants[count - 2] - tangents[count - 2]) / 2
        return tangents
    }
}
