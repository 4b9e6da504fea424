import Foundation

#if !canImport(CoreGraphics)
/// How the ends of a stroked line are drawn, with CoreGraphics' names.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops square at its end point.
    case butt
    /// The line ends in a half circle around its end point.
    case round
    /// The line stops square half a line width past its end point.
    case square
}

/// How two segments of a stroked line meet, with CoreGraphics' names.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges meet in a point (beveled instead past the miter limit).
    case miter
    /// A circular arc around the joint.
    case round
    /// The outer corner cut straight.
    case bevel
}
#endif

/// The characteristics of a stroke, as SwiftUI's `StrokeStyle`: its defaults are SwiftUI's (and
/// CoreGraphics'): width 1, butt caps, miter joins, miter limit 10, no dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// The ratio of a miter join's length to the line width past which it is drawn beveled.
    public var miterLimit: CGFloat
    /// Alternating lengths of painted and unpainted segments; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase)
            = (lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase)
    }
}

/// How a path's inside is found when it is filled or used as a clip, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule (a point is inside when a ray from it crosses the path an odd number of
    /// times), false for the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        (isEOFilled, isAntialiased) = (eoFill, antialiased)
    }
}
