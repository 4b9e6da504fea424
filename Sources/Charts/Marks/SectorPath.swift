import Easel

/// The outline of a pie's sector: an annulus segment clockwise from twelve o'clock, inset by half the
/// angular inset on each side (a gap of `angularInset` points between neighbours at every radius).
///
/// `cornerRadius(_:style:)` rounds the sector's corners as iOS rounds them: each corner where a side
/// meets the outer circle (or the inner circle of a donut) becomes an arc of the radius tangent to
/// both, and a pie's apex, where the two sides meet, an arc tangent to both sides. Apple documents the
/// modifier for all chart content, not how a sector takes it; the radius is clamped so that no two
/// corners overlap (at most half the ring's thickness, no more than fits within half the sector's
/// angle, and a pie's apex before its outer corners), which is estimated from what iOS draws. Corners are circular arcs whatever the `style`.
enum SectorPath {
    static func add(_ sector: SectorGeometry, in rect: CGRect, to path: inout Path) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let available = min(rect.width, rect.height) / 2
        let outer = max(0, sector.outerRadius.length(step: available, automatic: available))
        let inner: CGFloat
        switch sector.innerRadius.kind {
        case .automatic: inner = 0
        case .fixed(let value): inner = value
        case .ratio(let ratio): inner = outer * ratio
        case .inset(let inset): inner = outer - inset
        }
        let innerRadius = min(max(0, inner), outer)
        guard outer > 0, sector.end > sector.start else { return }
        let start = sector.start * 2 * .pi - .pi / 2, end = sector.end * 2 * .pi - .pi / 2
        let halfGap = Double(sector.angularInset) / 2
        if sector.end - sector.start >= 1 - 1e-12 && sector.angularInset == 0 {
            path.addEllipse(in: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
            if innerRadius > 0 {
                path.addEllipse(in: CGRect(x: center.x - innerRadius, y: center.y - innerRadius, width: 2 * innerRadius, height: 2 * innerRadius))
            }
            return
        }
        if sector.cornerRadius > 0, end - start < 2 * .pi - 1e-9,
           addRounded(center: center, outer: Double(outer), inner: Double(innerRadius), start: start, end: end, halfGap: halfGap,
                      radius: Double(sector.cornerRadius), to: &path) {
            return
        }
        let outerInset = min(halfGap / Double(outer), (end - start) / 2)
        let outerStart = start + outerInset, outerEnd = end - outerInset
        path.addArc(center: center, radius: outer, startAngle: .radians(outerStart), endAngle: .radians(outerEnd), clockwise: false)
        if innerRadius > 0, halfGap / Double(innerRadius) < (end - start) / 2 {
            let innerInset = halfGap / Double(innerRadius)
            path.addArc(center: center, radius: innerRadius, startAngle: .radians(end - innerInset), endAngle: .radians(start + innerInset), clockwise: true)
        } else {
            // The sides meet where they are `halfGap` from each side's radius: on the bisector.
            let half = (end - start) / 2
            let distance = half < .pi / 2 && halfGap > 0 ? halfGap / sin(half) : 0
            let middle = start + half
            path.addLine(to: CGPoint(x: center.x + CGFloat(cos(middle) * distance), y: center.y + CGFloat(sin(middle) * distance)))
        }
        path.closeSubpath()
    }

    /// The largest corner radius that fits a sector of `half` its angle, `halfGap` inset from each
    /// side, between `inner` and `outer`: no more than half the ring's thickness, and small enough
    /// that the corners of the two sides stay on their own side of the bisector.
    static func clampedRadius(_ radius: Double, outer: Double, inner: Double, half: Double, halfGap: Double) -> Double {
        var limit = min(radius, (outer - inner) / 2)
        let sine = sin(min(half, .pi / 2))
        // An outer corner's centre, `outer - r` from the centre and `halfGap + r` from its side, within `half` of it.
        limit = min(limit, (outer * sine - halfGap) / (1 + sine))
        // An inner corner's centre, `inner + r` from the centre and `halfGap + r` from its side, within `half` of it.
        if inner > 0, sine < 1 { limit = min(limit, (inner * sine - halfGap) / (1 - sine)) }
        // A pie's apex: its arc meets each side `(halfGap + r)·cot(half)` from the centre, before the outer corner's.
        if inner == 0, half < .pi / 2 {
            let cotangent = cos(half) / sin(half)
            while limit > 0.01, (halfGap + limit) * cotangent > ((outer - limit) * (outer - limit) - (halfGap + limit) * (halfGap + limit)).squareRoot() {
                limit *= 0.9
            }
        }
        return max(0, limit)
    }

    /// Adds the rounded outline; false when the sector is too thin to round (it is drawn sharp).
    static func addRounded(center: CGPoint, outer: Double, inner: Double, start: Double, end: Double, halfGap: Double,
                           radius: Double, to path: inout Path) -> Bool {
        let half = (end - start) / 2
        // An inner circle that the gap covers (as the sharp outline draws it) leaves a pie's apex.
        let inner = inner > 0 && halfGap / inner < half && inner * sin(min(half, .pi / 2)) > halfGap ? inner : 0
        let r = clampedRadius(radius, outer: outer, inner: inner, half: half, halfGap: halfGap)
        guard r > 0.01 else { return false }
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: center.x + CGFloat(x), y: center.y + CGFloat(y)) }
        /// A side at angle `angle`; `sign` is +1 for the start side (the sector lies towards growing
        /// angles), -1 for the end side. Returns the unit vector along it and the normal into the sector.
        func side(_ angle: Double, _ sign: Double) -> (u: (Double, Double), n: (Double, Double)) {
            ((cos(angle), sin(angle)), (-sin(angle) * sign, cos(angle) * sign))
        }
        /// A corner's fillet between a side and a circle of radius `circle` (`inside`: the fillet lies
        /// inside that circle, the outer one; else outside it, the inner one): its centre and its two
        /// tangent points, on the side and on the circle.
        func fillet(_ angle: Double, _ sign: Double, circle: Double, inside: Bool) -> (c: (Double, Double), onSide: (Double, Double), onCircle: (Double, Double))? {
            let (u, n) = side(angle, sign)
            let distance = inside ? circle - r : circle + r
            let offset = halfGap + r
            guard distance > offset else { return nil }
            let along = (distance * distance - offset * offset).squareRoot()
            let c = (along * u.0 + offset * n.0, along * u.1 + offset * n.1)
            let onSide = (along * u.0 + halfGap * n.0, along * u.1 + halfGap * n.1)
            let scale = circle / distance
            return (c, onSide, (c.0 * scale, c.1 * scale))
        }
        /// The fillet's arc from `from` to `to` about `c`, the short way round.
        func arc(_ c: (Double, Double), from: (Double, Double), to: (Double, Double)) {
            let a0 = atan2(from.1 - c.1, from.0 - c.0), a1 = atan2(to.1 - c.1, to.0 - c.0)
            var delta = a1 - a0
            while delta > .pi { delta -= 2 * .pi }
            while delta < -.pi { delta += 2 * .pi }
            path.addRelativeArc(center: point(c.0, c.1), radius: CGFloat(r), startAngle: .radians(a0), delta: .radians(delta))
        }
        func angle(_ p: (Double, Double)) -> Double { atan2(p.1, p.0) }
        guard let startOuter = fillet(start, 1, circle: outer, inside: true),
              let endOuter = fillet(end, -1, circle: outer, inside: true) else { return false }
        path.move(to: point(startOuter.onSide.0, startOuter.onSide.1))
        arc(startOuter.c, from: startOuter.onSide, to: startOuter.onCircle)
        let outerFrom = angle(startOuter.onCircle)
        var outerTo = angle(endOuter.onCircle)
        while outerTo < outerFrom { outerTo += 2 * .pi }
        path.addRelativeArc(center: center, radius: CGFloat(outer), startAngle: .radians(outerFrom), delta: .radians(outerTo - outerFrom))
        arc(endOuter.c, from: endOuter.onCircle, to: endOuter.onSide)
        if inner > 0, let endInner = fillet(end, -1, circle: inner, inside: false),
           let startInner = fillet(start, 1, circle: inner, inside: false) {
            path.addLine(to: point(endInner.onSide.0, endInner.onSide.1))
            arc(endInner.c, from: endInner.onSide, to: endInner.onCircle)
            var innerFrom = angle(endInner.onCircle), innerTo = angle(startInner.onCircle)
            while innerFrom < innerTo { innerFrom += 2 * .pi }
            path.addRelativeArc(center: center, radius: CGFloat(inner), startAngle: .radians(innerFrom), delta: .radians(innerTo - innerFrom))
            arc(startInner.c, from: startInner.onCircle, to: startInner.onSide)
        } else if half < .pi / 2 {
            // A pie's apex: the sides, `halfGap` from their radii, meet on the bisector; an arc tangent to both.
            let middle = start + half
            let apexDistance = halfGap > 0 ? halfGap / sin(half) : 0
            let toTangent = r / tan(half)
            let apex = (cos(middle) * apexDistance, sin(middle) * apexDistance)
            let endDirection = (cos(end), sin(end)), startDirection = (cos(start), sin(start))
            let onEnd = (apex.0 + endDirection.0 * toTangent, apex.1 + endDirection.1 * toTangent)
            let onStart = (apex.0 + startDirection.0 * toTangent, apex.1 + startDirection.1 * toTangent)
            let centreDistance = r / sin(half)
            let c = (apex.0 + cos(middle) * centreDistance, apex.1 + sin(middle) * centreDistance)
            path.addLine(to: point(onEnd.0, onEnd.1))
            arc(c, from: onEnd, to: onStart)
        } else {
            // A sector of half the turn or more: its sides meet at the centre, unrounded.
            path.addLine(to: center)
        }
        path.closeSubpath()
        return true
    }
}
