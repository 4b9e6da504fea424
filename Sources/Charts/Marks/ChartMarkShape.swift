import Easel

/// The path of one plot item in the plot's rectangle: the item's coordinates through the chart's scales.
/// A real path, so PNG, SVG and PDF draw the same vectors.
nonisolated struct ChartMarkShape: Shape {
    let geometry: PlotItem.Geometry
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// The render's pixels per point: lines and areas of more points than pixels are thinned to columns
    /// one pixel wide.
    var pixelsPerPoint: CGFloat = 1
    /// The points the item's marks move by (`offset(…)`).
    var offset = MarkOffset()

    func path(in rect: CGRect) -> Path {
        var path = Path()
        switch geometry {
        case .rects(let rects, let cornerRadius):
            for plotRect in rects {
                let frame = plotRect.resolve(xScale: xScale, yScale: yScale, in: rect, offset: offset)
                guard frame.width > 0 || frame.height > 0 else { continue }
                if cornerRadius > 0 {
                    let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
                    path.addRoundedRect(in: frame, cornerSize: CGSize(width: radius, height: radius), style: .circular)
                } else {
                    path.addRect(frame)
                }
            }
        case .line(let points, let method):
            let located = Self.thinned(points.map { location($0, in: rect) }, scale: pixelsPerPoint)
            method.addCurve(through: located, to: &path)
        case .area(let samples, let method, let horizontal):
            addArea(samples, method: method, horizontal: horizontal, in: rect, to: &path)
        case .symbols(let points, let symbol, let size):
            var seen = Set<Int64>()
            let dedupe = points.count > 10_000
            for point in points {
                let center = location(point, in: rect)
                if dedupe {
                    // Over 10,000 symbols, one per point of the plot is drawn: symbols 8 points wide within
                    // half a point of each other cover the same pixels but for their edges.
                    let key = Int64(center.x.rounded()) &* 1_000_003 &+ Int64(center.y.rounded())
                    guard seen.insert(key).inserted else { continue }
                }
                symbol.add(to: &path, in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            }
        case .placedSymbols(let rects, let symbol, let size):
            for placed in rects {
                let frame = placed.resolve(xScale: xScale, yScale: yScale, in: rect, offset: offset)
                symbol.add(to: &path, in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height))
            }
        case .rules(let rules):
            for rule in rules {
                let frame = rule.resolve(xScale: xScale, yScale: yScale, in: rect, offset: offset)
                if frame.width <= frame.height {
                    path.move(to: CGPoint(x: frame.midX, y: frame.minY)); path.addLine(to: CGPoint(x: frame.midX, y: frame.maxY))
                } else {
                    path.move(to: CGPoint(x: frame.minX, y: frame.midY)); path.addLine(to: CGPoint(x: frame.maxX, y: frame.midY))
                }
            }
        case .sector(let sector):
            SectorPath.add(sector, in: rect.offsetBy(dx: offset.x, dy: offset.y), to: &path)
        }
        return path
    }

    /// A point's place in `rect`, moved by the offset's `x` and `y`; an axis without a value is the plot's middle.
    func location(_ point: PlotPoint, in rect: CGRect) -> CGPoint {
        let x = point.x.map { rect.minX + (xScale?.position($0, length: rect.width) ?? rect.width / 2) } ?? rect.midX
        let y = point.y.map { rect.maxY - (yScale?.position($0, length: rect.height) ?? rect.height / 2) } ?? rect.midY
        return CGPoint(x: x + offset.x, y: y + offset.y)
    }

    /// The frame of each mark in `rect` (a bar's, a symbol's, a rule's), or the extent of a line, an area
    /// or a sector: where `clipShape` fits its shape.
    func frames(in rect: CGRect) -> [CGRect] {
        switch geometry {
        case .rects(let rects, _), .rules(let rects):
            return rects.map { $0.resolve(xScale: xScale, yScale: yScale, in: rect, offset: offset) }
        case .placedSymbols(let rects, _, let size):
            return rects.map {
                let frame = $0.resolve(xScale: xScale, yScale: yScale, in: rect, offset: offset)
                return CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            }
        case .symbols(let points, _, let size):
            return points.map {
                let center = location($0, in: rect)
                return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            }
        case .line, .area, .sector:
            return [path(in: rect).boundingRect]
        }
    }

    func addArea(_ samples: [AreaSample], method: InterpolationMethod, horizontal: Bool, in rect: CGRect, to path: inout Path) {
        guard !samples.isEmpty else { return }
        func point(_ position: Double, _ value: Double) -> CGPoint {
            horizontal ? location(PlotPoint(x: value, y: position), in: rect) : location(PlotPoint(x: position, y: value), in: rect)
        }
        let high = Self.thinned(samples.map { point($0.position, $0.high) }, scale: pixelsPerPoint)
        let low = Self.thinned(samples.reversed().map { point($0.position, $0.low) }, scale: pixelsPerPoint)
        method.addCurve(through: high, to: &path)
        method.addCurve(through: low, to: &path, continuing: true)
        path.closeSubpath()
    }

    /// More points than pixels thinned to what the pixels show (the first, lowest, highest and last of
    /// each run of points in one column of 1/`scale` point, M4's rule), so that a million points draw
    /// in bounded time and a dense line strokes through at most four points a pixel column (Cairo's
    /// stroke of a 10,000-point line was 74% of its render); a few points are kept as they are.
    static func thinned(_ points: [CGPoint], scale: CGFloat) -> [CGPoint] {
        guard points.count > 4096 else { return points }
        var result: [CGPoint] = []
        result.reserveCapacity(4096)
        var index = 0
        while index < points.count {
            let column = (points[index].x * scale).rounded(.down)
            var last = index
            var low = index, high = index
            while last + 1 < points.count, (points[last + 1].x * scale).rounded(.down) == column {
                last += 1
                if points[last].y < points[low].y { low = last }
                if points[last].y > points[high].y { high = last }
            }
            for keep in Set([index, low, high, last]).sorted() { result.append(points[keep]) }
            index = last + 1
        }
        return result
    }
}
