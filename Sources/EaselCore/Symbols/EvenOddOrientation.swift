import Foundation

/// A path meant for the even-odd fill rule, rewound so the non-zero rule (the only one the display
/// list's `fill` has) fills the same area.
///
/// The rule, for contours that do not cross one another (as an icon's outlines are): a contour inside an
/// even number of the others is wound clockwise, one inside an odd number counter-clockwise; then the
/// winding number is 1 in the filled areas and 0 in the holes under both rules.
enum EvenOddOrientation {
    static func nonZeroEquivalent(of path: Path) -> Path {
        let contours = split(path)
        let polygons = contours.map(polygon)
        var result = Path()
        for (index, contour) in contours.enumerated() {
            guard let probe = polygons[index].first else { continue }
            let depth = polygons.indices.filter { $0 != index && contains(polygons[$0], probe) }.count
            let isClockwise = signedArea(polygons[index]) > 0  // y grows downwards
            let reversed = (depth % 2 == 0) != isClockwise
            for element in reversed ? reverse(contour) : contour { result.append(element: element) }
        }
        return result
    }

    /// The subpaths, each starting with its `move`.
    private static func split(_ path: Path) -> [[Path.Element]] {
        var contours: [[Path.Element]] = []
        for element in path.elements {
            if case .move = element { contours.append([element]) } else if !contours.isEmpty { contours[contours.count - 1].append(element) }
        }
        return contours
    }

    /// The contour's points, curves sampled at eight points each.
    private static func polygon(_ contour: [Path.Element]) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in contour {
            switch element {
            case .move(let p), .line(let p):
                points.append(p); current = p
            case .quadCurve(let p, let c):
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                          y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return points
    }

    private static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
    }

    /// Whether `point` is inside `polygon` (crossing count).
    private static func contains(_ polygon: [CGPoint], _ point: CGPoint) -> Bool {
        var inside = false
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) where (a.y > point.y) != (b.y > point.y) {
            if point.x < a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y) { inside.toggle() }
        }
        return inside
    }

    /// The contour traced backwards: from its last point to its `move`, each segment's controls swapped.
    private static func reverse(_ contour: [Path.Element]) -> [Path.Element] {
        var starts: [CGPoint] = []
        var current = CGPoint.zero
        var isClosed = false
        for element in contour {
            starts.append(current)
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: isClosed = true
            }
        }
        var reversed: [Path.Element] = [.move(to: current)]
        for (element, start) in zip(contour, starts).reversed() {
            switch element {
            case .line: reversed.append(.line(to: start))
            case .quadCurve(_, let c): reversed.append(.quadCurve(to: start, control: c))
            case .curve(_, let c1, let c2): reversed.append(.curve(to: start, control1: c2, control2: c1))
            case .move, .closeSubpath: break
            }
        }
        if isClosed { reversed.append(.closeSubpath) }
        return reversed
    }
}

extension Path {
    /// Appends one element as it is.
    mutating func append(element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
