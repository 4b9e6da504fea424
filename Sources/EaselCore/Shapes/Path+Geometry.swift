import Foundation

/// Measuring a path: its bounds, which points it contains, and pieces of it by length.
///
/// Every element is taken as a cubic Bézier segment from the current point (lines and quadratic curves
/// are exact cubics; `closeSubpath` is the line back to the subpath's start). Lengths are measured on
/// each curve flattened to `PathSegment.samples` chords; containment flattens the same way.
extension Path {
    /// The smallest rectangle holding every point of the path (control points outside the curve are not
    /// counted), as SwiftUI's `boundingRect`; `.null` for an empty path.
    public var boundingRect: CGRect {
        var bounds = CGRect.null
        func include(_ p: CGPoint) { bounds = bounds.union(CGRect(origin: p, size: .zero)) }
        for subpath in PathSegment.subpaths(of: self) {
            include(subpath.start)
            for segment in subpath.segments {
                include(segment.end)
                for t in segment.extremaParameters { include(segment.point(at: t)) }
            }
        }
        return bounds
    }

    /// Whether `point` is inside the path, by the even-odd rule when `eoFill` is true, else by non-zero
    /// winding; every subpath counts as closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in PathSegment.subpaths(of: self) {
            var polygon = subpath.segments.flatMap { $0.flattened }
            polygon.insert(subpath.start, at: 0)
            for (a, b) in zip(polygon, polygon.dropFirst() + [subpath.start]) {
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the path between the fractions `from` and `to` of its length (clamped to 0…1), as
    /// SwiftUI's `trimmedPath(from:to:)`: empty when `from >= to`, the path itself for 0…1.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (min(max(from, 0), 1), min(max(to, 0), 1))
        if from <= 0, to >= 1 { return self }
        guard from < to else { return Path() }
        let subpaths = PathSegment.subpaths(of: self)
        let total = subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
        guard total > 0 else { return Path() }
        let (start, end) = (from * total, to * total)
        var result = Path(), travelled: CGFloat = 0
        for subpath in subpaths {
            var drawing = false
            for segment in subpath.segments {
                let length = segment.length
                defer { travelled += length }
                let (a, b) = (max(start - travelled, 0), min(end - travelled, length))
                guard a < b else {
                    drawing = false
                    continue
                }
                let piece = segment.piece(fromLength: a, toLength: b)
                if !drawing { result.move(to: piece.start) }
                if segment.isStraight {
                    result.addLine(to: piece.end)
                } else {
                    result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
                }
                drawing = true
            }
        }
        return result
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// One element of a path as a cubic Bézier segment.
struct PathSegment {
    /// How many chords a curve is measured and flattened with.
    static let samples = 32

    var start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint

    /// One subpath: where it starts and its segments (with the closing line when it is closed).
    struct Subpath { var start: CGPoint; var segments: [PathSegment] }

    static func line(_ a: CGPoint, _ b: CGPoint) -> PathSegment {
        PathSegment(start: a, control1: Self.lerp(a, b, 1.0 / 3), control2: Self.lerp(a, b, 2.0 / 3), end: b)
    }

    static func subpaths(of path: Path) -> [Subpath] {
        var result: [Subpath] = []
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                result.append(Subpath(start: p, segments: []))
                current = p
                continue
            case .closeSubpath:
                guard let start = result.last?.start else { continue }
                if current != start { result[result.count - 1].segments.append(.line(current, start)) }
                result.append(Subpath(start: start, segments: []))
                current = start
                continue
            default: break
            }
            if result.isEmpty { result.append(Subpath(start: current, segments: [])) }
            let segment: PathSegment
            switch element {
            case .line(let p): segment = .line(current, p)
            case .quadCurve(let p, let c):
                segment = PathSegment(start: current, control1: Self.lerp(current, c, 2.0 / 3), control2: Self.lerp(p, c, 2.0 / 3), end: p)
            case .curve(let p, let c1, let c2): segment = PathSegment(start: current, control1: c1, control2: c2, end: p)
            case .move, .closeSubpath: continue
            }
            result[result.count - 1].segments.append(segment)
            current = segment.end
        }
        return result.filter { !$0.segments.isEmpty }
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The parameters in 0…1 where the curve's x or y is at an extreme (the roots of its derivative).
    var extremaParameters: [CGFloat] {
        func roots(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
            // The derivative's coefficients: a·t² + b·t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return (roots(start.x, control1.x, control2.x, end.x) + roots(start.y, control1.y, control2.y, end.y))
            .filter { $0 > 0 && $0 < 1 }
    }

    /// The curve as `samples` chords: the points after the start.
    var flattened: [CGPoint] {
        if isStraight { return [end] }
        return (1...Self.samples).map { point(at: CGFloat($0) / CGFloat(Self.samples)) }
    }

    var isStraight: Bool {
        control1 == Self.lerp(start, end, 1.0 / 3) && control2 == Self.lerp(start, end, 2.0 / 3)
    }

    /// The lengths along the curve at each sample, from 0 at the start.
    private var cumulativeLengths: [CGFloat] {
        var lengths: [CGFloat] = [0], previous = start
        for p in flattened {
            lengths.append(lengths[lengths.count - 1] + hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
        return lengths
    }

    var length: CGFloat { cumulativeLengths.last ?? 0 }

    /// The parameter at `distance` along the curve, interpolated between samples.
    private func parameter(atLength distance: CGFloat, _ lengths: [CGFloat]) -> CGFloat {
        let steps = lengths.count - 1
        guard let total = lengths.last, total > 0 else { return 0 }
        if distance >= total { return 1 }
        let index = max(0, (lengths.firstIndex { $0 > distance } ?? steps) - 1)
        let span = lengths[index + 1] - lengths[index]
        let fraction = span > 0 ? (distance - lengths[index]) / span : 0
        return (CGFloat(index) + fraction) / CGFloat(steps)
    }

    /// The part of the curve between two lengths along it, by de Casteljau subdivision.
    func piece(fromLength a: CGFloat, toLength b: CGFloat) -> PathSegment {
        let lengths = cumulativeLengths
        let (t0, t1) = (parameter(atLength: a, lengths), parameter(atLength: b, lengths))
        let tail = split(at: t0).after
        guard t0 < 1 else { return PathSegment(start: end, control1: end, control2: end, end: end) }
        return tail.split(at: (t1 - t0) / (1 - t0)).before
    }

    /// The curve cut in two at parameter `t`.
    func split(at t: CGFloat) -> (before: PathSegment, after: PathSegment) {
        let p01 = Self.lerp(start, control1, t), p12 = Self.lerp(control1, control2, t), p23 = Self.lerp(control2, end, t)
        let p012 = Self.lerp(p01, p12, t), p123 = Self.lerp(p12, p23, t)
        let middle = Self.lerp(p012, p123, t)
        return (PathSegment(start: start, control1: p01, control2: p012, end: middle),
                PathSegment(start: middle, control1: p123, control2: p23, end: end))
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
