import Foundation

/// How the corners of a rounded rectangle are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal corner sizes).
    case circular
    /// Apple's continuous corner, whose curvature grows gradually from the straight edge (a "squircle").
    case continuous
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing)
            = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// The outline of a rectangle with rounded corners, corner by corner, clockwise on screen from the top edge.
///
/// It starts on the top edge where the top-left corner's curve ends and runs clockwise on screen (top right,
/// bottom right, bottom left, top left), so `RoundedRectangle(…).trim(from: 0, to: f)` and `Capsule`'s
/// start near the top left. Apple does not document where a rounded rectangle's path starts; this is where
/// UIKit's `UIBezierPath(roundedRect:cornerRadius:)` starts it (PaintCode's dump of that path, below), with
/// the direction CoreGraphics documents for `addRoundedRect(in:cornerWidth:cornerHeight:)` ("oriented in the
/// clockwise direction"), and a rectangle without rounding starts at its top-left corner, as `addRect` does.
///
/// Each corner is drawn in its own frame: `C` the rectangle's corner, `a` the unit vector from `C` back
/// along the edge the outline arrives by, `b` the unit vector along the edge it leaves by; a point
/// `(X, Y)` of a corner curve is `C + X·ra·a + Y·rb·b`, `ra` and `rb` the corner's radii along `a` and `b`.
///
/// - Circular corners: one cubic from (1, 0) to (0, 1), control points `1 − κ` along each edge,
///   κ = 4(√2 − 1)/3 ≈ 0.5523 (the standard quarter-circle Bézier).
/// - Continuous corners: the curve PaintCode measured from iOS 7's rounded rectangles ("Code for iOS 7
///   rounded rectangles", PaintCode, 2013; the curve UIKit's `UIBezierPath(roundedRect:cornerRadius:)`
///   and SwiftUI's `.continuous` style draw): three cubics joined by two short lines, starting 1.52866483
///   radii from the corner along each edge, symmetric about the corner's diagonal. When that extent does
///   not fit in half the rectangle's side, the corner is drawn circular (iOS also turns a continuous corner
///   into a circular one as it approaches half the side; the blend between the two is not documented).
/// Radii are clamped to half the rectangle's width and height, a circular corner's both to the smaller of
/// the two; a corner of radius 0 is square.
enum RoundedCornerOutline {
    /// The control-point distance of a quarter circle, as a fraction of its radius.
    static let circleKappa: CGFloat = 0.5522847498
    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousExtent: CGFloat = 1.52866483

    /// One corner: its radii along the horizontal and vertical edges.
    struct Corner { var width: CGFloat, height: CGFloat }

    /// Appends the outline of `rect` with corners `topLeft`, `topRight`, `bottomRight`, `bottomLeft`.
    static func add(to path: inout Path, rect: CGRect, corners: [Corner], style: RoundedCornerStyle,
                    transform: CGAffineTransform) {
        let (w, h) = (rect.width / 2, rect.height / 2)
        let clamped = corners.map { corner -> Corner in
            let width = min(max(corner.width, 0), max(w, 0)), height = min(max(corner.height, 0), max(h, 0))
            // A circular corner (equal radii) stays circular, both radii clamped to the smaller half side:
            // iOS draws `RoundedRectangle(cornerRadius: 48)` 36 points tall as a capsule, where clamping the
            // radii apart drew elliptical ends (docs/fidelity.md, Ferrostar's road-name pill).
            guard corner.width == corner.height else { return Corner(width: width, height: height) }
            let radius = min(width, height)
            return Corner(width: radius, height: radius)
        }
        let continuous = style == .continuous && clamped.allSatisfy {
            $0.width * continuousExtent <= w && $0.height * continuousExtent <= h
        }
        let extent = continuous ? continuousExtent : 1
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Corner point, direction back along the arriving edge, direction along the leaving edge.
        let frames: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: x1, y: y0), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: x1, y: y1), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: x0, y: y1), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: x0, y: y0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        // Corners in drawing order: top right, bottom right, bottom left, top left.
        let order = [clamped[1], clamped[2], clamped[3], clamped[0]]
        func point(_ index: Int, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let (c, a, b) = frames[index]
            let corner = order[index]
            // The radius along a direction is the corner's width for horizontal edges, its height for vertical.
            let ra = a.x != 0 ? corner.width : corner.height, rb = b.x != 0 ? corner.width : corner.height
            return CGPoint(x: c.x + x * ra * a.x + y * rb * b.x, y: c.y + x * ra * a.y + y * rb * b.y).applying(transform)
        }
        let topLeft = order[3]
        path.move(to: CGPoint(x: x0 + topLeft.width * extent, y: y0).applying(transform))
        for index in 0..<4 {
            let corner = order[index]
            path.addLine(to: point(index, extent, 0))
            guard corner.width > 0, corner.height > 0 else { continue }
            if continuous {
                path.addCurve(to: point(index, 0.66993427, 0.06549600), control1: point(index, 1.08849323, 0),
                              control2: point(index, 0.86840689, 0))
                path.addLine(to: point(index, 0.63149399, 0.07491100))
                path.addCurve(to: point(index, 0.07491100, 0.63149399), control1: point(index, 0.37282392, 0.16905899),
                              control2: point(index, 0.16905899, 0.37282392))
                path.addLine(to: point(index, 0.06549600, 0.66993427))
                path.addCurve(to: point(index, 0, extent), control1: point(index, 0, 0.86840689),
                              control2: point(index, 0, 1.08849323))
            } else {
                path.addCurve(to: point(index, 0, 1), control1: point(index, 1 - circleKappa, 0),
                              control2: point(index, 0, 1 - circleKappa))
            }
        }
        path.closeSubpath()
    }
}
