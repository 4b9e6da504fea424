import Foundation

extension CGRect {
    /// The rectangle whose edges are each rounded to the nearest multiple of `1 / scale`, so that a
    /// view covers whole pixels and neighbours that touch keep touching.
    ///
    /// As in SwiftUI (`roundCoordinatesToNearestOrUp`), an edge exactly halfway between two pixels rounds
    /// up, toward +∞, whatever its sign: rounding is the same everywhere, so a view centred on a
    /// half-pixel keeps its size even when it overhangs its parent's left or top edge.
    ///
    /// Floating-point noise is removed first (positions are snapped to 1/1024 of a pixel), so that two
    /// edges meant to be exactly one pixel apart stay one pixel apart: a 1/3-point divider at 3× centred
    /// at 14.5 px ends at 15.499999… px, which must round like 15.5 or the divider vanishes.
    ///
    /// Sizes are whole pixel counts divided by the scale, so views of equal pixel width have exactly
    /// equal widths in points.
    func roundedToPixels(scale: CGFloat) -> CGRect {
        // The usual frame (non-negative size, edges below 2^52 once scaled) takes a shorter road to the
        // same result (saves Foundation's standardising edge accessors, the finiteness checks, and the
        // conversions of the general road; tests compare the two bit for bit): its edges are read off
        // its origin and size, and each is rounded on a whole number, `n / 1024 + 0.5` being exactly
        // `(n + 512) / 1024`, whose floor is an arithmetic shift.
        if size.width >= 0, size.height >= 0, scale > 0 {
            let (minX, minY) = (origin.x * scale * 1024, origin.y * scale * 1024)
            let (maxX, maxY) = ((origin.x + size.width) * scale * 1024, (origin.y + size.height) * scale * 1024)
            let limit: CGFloat = 0x1p52
            if minX.magnitude < limit, minY.magnitude < limit, maxX.magnitude < limit, maxY.magnitude < limit {
                @inline(__always) func pixel(_ scaled: CGFloat) -> Int64 {
                    var whole = Int64(scaled)
                    let fraction = scaled - CGFloat(whole)
                    if fraction >= 0.5 { whole += 1 } else if fraction <= -0.5 { whole -= 1 }
                    return (whole + 512) >> 10
                }
                let (x0, y0, x1, y1) = (pixel(minX), pixel(minY), pixel(maxX), pixel(maxY))
                return CGRect(x: CGFloat(x0) / scale, y: CGFloat(y0) / scale,
                              width: CGFloat(x1 - x0) / scale, height: CGFloat(y1 - y0) / scale)
            }
        }
        guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        func pixel(_ value: CGFloat) -> CGFloat {
            Self.roundedDown(Self.roundedHalfAwayFromZero(value * scale * 1024) / 1024 + 0.5)
        }
        let (x0, y0, x1, y1) = (pixel(minX), pixel(minY), pixel(maxX), pixel(maxY))
        return CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    /// `value.rounded(.down)` without a call into libm's `floor` (saves a call per edge). Exact, as
    /// `roundedHalfAwayFromZero`; a result of zero is positive, as `floor` gives for any value but -0.
    @inline(__always)
    static func roundedDown(_ value: CGFloat) -> CGFloat {
        guard value.magnitude < 0x1p52 else { return value }
        let whole = CGFloat(Int64(value))
        return whole > value ? whole - 1 : whole
    }

    /// `value.rounded()` (halfway cases away from zero), without the call into libm's `round` that
    /// Swift makes on baseline x86-64 (saves a call on each of the four edges of every frame). Exact:
    /// truncation and the subtraction of the whole part lose nothing. Zero comes back positive, where
    /// `rounded()` keeps the sign; `roundedToPixels` adds 0.5 to the result, which erases the difference.
    @inline(__always)
    static func roundedHalfAwayFromZero(_ value: CGFloat) -> CGFloat {
        // From 2^52 on every double is whole; infinities and NaN come back as they are.
        guard value.magnitude < 0x1p52 else { return value }
        let whole = CGFloat(Int64(value))
        let fraction = value - whole
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }
}
