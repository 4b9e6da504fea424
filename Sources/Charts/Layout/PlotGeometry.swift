import Easel

/// Where a mark lies along one axis, in scale coordinates, resolved to points once the plot's size is
/// known.
enum Span: Sendable {
    /// From one coordinate to another (a stacked bar's value, an interval).
    case range(Double, Double)
    /// A band centred on a coordinate, as wide as `dimension` says (`slot` of `slots` when
    /// `position(by:)` splits the band).
    case band(Double, MarkDimension, slot: Int, slots: Int)
    /// A binned date's interval, narrowed as a band is.
    case bin(Double, Double, MarkDimension)
    /// A line at one coordinate.
    case at(Double)
    /// The plot's whole length.
    case full
    /// A position in points from the plot's leading (x) or top (y) edge, nil its middle.
    case fixedAt(CGFloat?, fromTop: Bool)
    /// An interval in points from the plot's leading or top edge, nil ends the plot's edges.
    case fixed(CGFloat?, CGFloat?, fromTop: Bool)

    /// The span of a position in points along an axis (`y` counts from the top).
    init(_ position: FixedPosition, isY: Bool) {
        switch position {
        case .at(let value): self = .fixedAt(value, fromTop: isY)
        case .interval(let start, let end): self = .fixed(start, end, fromTop: isY)
        }
    }

    /// The automatic width of a bar as a fraction of its band (a category's width, or the smallest gap
    /// between positions): an estimate of what iOS draws.
    static let automaticBandRatio: CGFloat = 0.6

    /// The interval in points from the axis's start (left for x, bottom for y), `start <= end`.
    func resolve(on scale: ChartScale?, length: CGFloat) -> (CGFloat, CGFloat) {
        switch self {
        case .fixedAt(let value, let fromTop):
            let p = value ?? length / 2
            return fromTop ? (length - p, length - p) : (p, p)
        case .fixed(let start, let end, let fromTop):
            let s = start ?? 0, e = end ?? length
            let (a, b) = fromTop ? (length - e, length - s) : (s, e)
            return (min(a, b), max(a, b))
        default: break
        }
        guard let scale else {
            switch self {
            case .at: return (length / 2, length / 2)
            default: return (0, length)
            }
        }
        switch self {
        case .full, .fixedAt, .fixed:
            return (0, length)
        case .at(let coordinate):
            let p = scale.position(coordinate, length: length)
            return (p, p)
        case .range(let a, let b):
            let p = scale.position(a, length: length), q = scale.position(b, length: length)
            return (min(p, q), max(p, q))
        case .band(let center, let dimension, let slot, let slots):
            let step = scale.length(ofStep: scale.step ?? max((scale.upper - scale.lower) / 10, .leastNonzeroMagnitude), plotLength: length)
            let group = dimension.length(step: step, automatic: step * Self.automaticBandRatio)
            let width = slots > 1 ? group / CGFloat(slots) : group
            var middle = scale.position(center, length: length)
            // Slots run in the scale's direction: down a category y axis, which lists from the top.
            let index = scale.reversed ? slots - 1 - slot : slot
            if slots > 1 { middle += (CGFloat(index) + 0.5) * width - group / 2 }
            let half = max(width, 0) / 2
            return (middle - half, middle + half)
        case .bin(let a, let b, let dimension):
            let p = scale.position(a, length: length), q = scale.position(b, length: length)
            let step = abs(q - p)
            let width = dimension.length(step: step, automatic: step * Self.automaticBandRatio)
            let middle = (p + q) / 2
            return (middle - width / 2, middle + width / 2)
        }
    }
}

/// A rectangle in the plot: a bar, a rectangle mark, or where an annotation's mark lies.
struct PlotRect: Sendable {
    var x: Span
    var y: Span

    /// The rectangle in the plot's coordinates (origin top left, y down).
    func resolve(xScale: ChartScale?, yScale: ChartScale?, in rect: CGRect) -> CGRect {
        let (x0, x1) = x.resolve(on: xScale, length: rect.width)
        let (y0, y1) = y.resolve(on: yScale, length: rect.height)
        return CGRect(x: rect.minX + x0, y: rect.maxY - y1, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `offset`, whose edges move on the axes where the mark spans an interval.
    func resolve(xScale: ChartScale?, yScale: ChartScale?, in rect: CGRect, offset: MarkOffset) -> CGRect {
        offset.applied(to: resolve(xScale: xScale, yScale: yScale, in: rect), xEdges: x.hasEdges, yEdges: y.hasEdges)
    }
}

extension Span {
    /// Whether the mark spans an interval along this axis (a bar's length, a rule across the plot), so that
    /// `offset(xStart:xEnd:yStart:yEnd:)` moves its edges; a position has none.
    var hasEdges: Bool {
        switch self {
        case .at, .fixedAt: false
        default: true
        }
    }
}
