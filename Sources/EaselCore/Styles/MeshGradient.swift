import Foundation

/// A two-dimensional gradient: a grid of `width` × `height` vertices, each with a position (a unit point of the
/// bounds it paints, `[0, 0]` the top-leading corner, `[1, 1]` the bottom-trailing one) and a colour, drawn as
/// a Bézier patch for every cell of the grid (SwiftUI's `MeshGradient`, iOS 18). As a view it fills the space
/// it is offered.
///
/// Rules (Apple's documentation, "MeshGradient"):
/// 1. The vertices are given row by row, the top row first, each row leading to trailing: `points` and
///    `colors` hold `width × height` of them.
/// 2. Each vertex has four Bézier control points, one for each edge leaving it (leading, top, trailing,
///    bottom); vertices on the mesh's edges ignore the ones they do not use. With `.bezierPoints` they are
///    given (positions in the same unit space as the vertex, not offsets from it); with `.points` they are
///    inferred from the neighbouring vertices. Easel's inference (Apple does not document one): the curves
///    through each row and each column of vertices are Catmull-Rom splines, so a control point is the vertex
///    plus or minus a sixth of the vector between its two neighbours on that line (past the mesh's edge a
///    neighbour is extrapolated, the vertex reflected through the neighbour on the other side). Evenly
///    spaced vertices then give straight, evenly parametrised edges.
/// 3. `smoothsColors` false: colours are interpolated linearly across each patch, from its four corners.
///    `smoothsColors` true (the default): "via another set of cubic curves derived from how the colors change
///    between neighbors". Easel's curves: a Catmull-Rom spline in each grid direction (the tensor product, each
///    channel on its own, clamped to 0…1), drawn as 8 × 8 sub-patches of every cell, each with the spline's
///    colours at its corners and exact cubic edges; linear colours stay exactly linear.
/// 4. `background` (clear by default) fills the points of the painted area outside the mesh.
/// 5. `colorSpace` `.device` (the default) mixes sRGB components (not premultiplied), as every Easel gradient;
///    `.perceptual` mixes in Oklab (Easel's choice of perceptual space; Apple names none), each cell then drawn
///    as 8 × 8 sub-patches whose corners take the Oklab mix.
/// 6. A grid smaller than 2 × 2, or `points` or `colors` of another count than `width × height`, has no
///    cell: the whole area is `background`.
///
/// In the display list a mesh is `Paint.gradient(stops, .mesh(mesh))`: the stops are the vertices' colours
/// then the background, so opacity and interpolation treat it as every gradient.
nonisolated public struct MeshGradient: ShapeStyle, View, FillingShapeStyle {
    public typealias Body = Never

    /// One vertex with its position and the four control points around it (SwiftUI's `MeshGradient.BezierPoint`).
    public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex.
        public var position: SIMD2<Float>
        /// The Bézier control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            (self.position, self.leadingControlPoint, self.topControlPoint) = (position, leadingControlPoint, topControlPoint)
            (self.trailingControlPoint, self.bottomControlPoint) = (trailingControlPoint, bottomControlPoint)
        }
    }

    /// Where the vertices are.
    public enum Locations: Equatable, Sendable {
        /// Vertices given by their positions only; their control points are inferred (rule 2).
        case points([SIMD2<Float>])
        /// Vertices with their control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// The colour of the points outside the mesh.
    public var background: Color
    /// Whether colours are interpolated by cubic curves across patches rather than linearly in each (rule 3).
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        (self.width, self.height, self.locations, self.colors) = (width, height, locations, colors)
        (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var colors: [RGBA]
        switch self.colors {
        case .colors(let list): colors = list.map { $0.resolve(in: environment) }
        case .resolvedColors(let list): colors = list
        }
        colors.append(background.resolve(in: environment))
        let last = Double(max(colors.count - 1, 1))
        let stops = colors.enumerated().map { Paint.Stop(color: $0.element, location: Double($0.offset) / last) }
        func point(_ unit: SIMD2<Float>) -> CGPoint {
            CGPoint(x: bounds.minX + CGFloat(unit.x) * bounds.width, y: bounds.minY + CGFloat(unit.y) * bounds.height)
        }
        let vertices = bezierPoints.map { vertex in
            Paint.Mesh.Vertex(position: point(vertex.position), leading: point(vertex.leadingControlPoint),
                              top: point(vertex.topControlPoint), trailing: point(vertex.trailingControlPoint),
                              bottom: point(vertex.bottomControlPoint))
        }
        return .gradient(stops, .mesh(Paint.Mesh(width: width, height: height, vertices: vertices, smoothsColors: smoothsColors,
                                                 colorSpace: colorSpace)))
    }

    /// The vertices with their control points: given, or inferred from the positions (rule 2).
    var bezierPoints: [BezierPoint] {
        switch locations {
        case .bezierPoints(let points): return points
        case .points(let points):
            guard width > 0, height > 0, points.count == width * height else { return [] }
            func at(_ column: Int, _ row: Int) -> SIMD2<Float> {
                // Past an edge, the vertex reflected through its neighbour on the other side.
                if column < 0 { return width > 1 ? 2 * at(0, row) - at(1, row) : at(0, row) }
                if column >= width { return width > 1 ? 2 * at(width - 1, row) - at(width - 2, row) : at(width - 1, row) }
                if row < 0 { return height > 1 ? 2 * at(column, 0) - at(column, 1) : at(column, 0) }
                if row >= height { return height > 1 ? 2 * at(column, height - 1) - at(column, height - 2) : at(column, height - 1) }
                return points[row * width + column]
            }
            return (0..<height).flatMap { row in
                (0..<width).map { column in
                    let position = at(column, row)
                    let across = (at(column + 1, row) - at(column - 1, row)) / 6, down = (at(column, row + 1) - at(column, row - 1)) / 6
                    return BezierPoint(position: position, leadingControlPoint: position - across, topControlPoint: position - down,
                                       trailingControlPoint: position + across, bottomControlPoint: position + down)
                }
            }
        }
    }
}

extension Gradient {
    /// The colour space a gradient's colours are interpolated in (SwiftUI's `Gradient.ColorSpace`).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space: sRGB components, as every Easel gradient mixes them.
        public static let device = ColorSpace(name: "device")
        /// A perceptually uniform space: Easel mixes in Oklab (`MeshGradient` rule 5).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

extension Paint {
    /// A mesh's geometry in absolute points (`Geometry.mesh`, drawn from `MeshGradient`): `width × height`
    /// vertices row by row, each with its control points, whether colours are smoothed across cells, and the
    /// colour space they mix in.
    public struct Mesh: Hashable, Sendable {
        /// A vertex and the control points of the four edges leaving it.
        public struct Vertex: Hashable, Sendable {
            public var position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint
            public init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint) {
                (self.position, self.leading, self.top, self.trailing, self.bottom) = (position, leading, top, trailing, bottom)
            }
        }

        public var width: Int, height: Int
        public var vertices: [Vertex]
        public var smoothsColors: Bool
        public var colorSpace: Gradient.ColorSpace

        public init(width: Int, height: Int, vertices: [Vertex], smoothsColors: Bool, colorSpace: Gradient.ColorSpace = .device) {
            (self.width, self.height, self.vertices, self.smoothsColors, self.colorSpace) = (width, height, vertices, smoothsColors, colorSpace)
        }

        /// The sub-patches each cell is drawn as, per side, when colours are smoothed or mixed perceptually
        /// (`MeshGradient` rules 3 and 5).
        package static let smoothSubdivisions = 8

        /// One Coons patch to draw: its corners (top-leading, top-trailing, bottom-trailing, bottom-leading of
        /// its cell), the two control points of each side in the order the sides run (top, trailing, bottom
        /// backwards, leading backwards), and the colour at each corner.
        package struct Patch: Equatable {
            package var corners: [CGPoint]
            package var controls: [CGPoint]
            package var colors: [RGBA]
        }

        /// The patches that draw the mesh with `stops` (a colour a vertex, then the background); empty when the
        /// mesh has no cell (`MeshGradient` rule 6) or a coordinate is not finite.
        package func patches(_ stops: [Stop]) -> [Patch] {
            guard width >= 2, height >= 2, vertices.count == width * height, stops.count == width * height + 1,
                  vertices.allSatisfy({ [$0.position, $0.leading, $0.top, $0.trailing, $0.bottom].allSatisfy { $0.x.isFinite && $0.y.isFinite } })
            else { return [] }
            let perceptual = colorSpace == .perceptual
            let colors = stops.map { perceptual ? $0.color.oklab : $0.color.components }
            let n = smoothsColors || perceptual ? Self.smoothSubdivisions : 1
            var patches: [Patch] = []
            patches.reserveCapacity((width - 1) * (height - 1) * n * n)
            for row in 0..<(height - 1) {
                for column in 0..<(width - 1) {
                    let surface = CellSurface(mesh: self, column: column, row: row)
                    for j in 0..<n {
                        for i in 0..<n {
                            let (u0, u1) = (Double(i) / Double(n), Double(i + 1) / Double(n))
                            let (v0, v1) = (Double(j) / Double(n), Double(j + 1) / Double(n))
                            let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
                            let sides = (0..<4).flatMap { side in surface.controls(from: corners[side], to: corners[(side + 1) % 4]) }
                            let cornerColors = corners.map { u, v in
                                let mixed = smoothsColors ? smoothColor(colors, column, row, u, v) : bilinearColor(colors, column, row, u, v)
                                let color = perceptual ? RGBA.sRGB(oklab: mixed) : mixed
                                let clamped = color.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
                                return RGBA(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
                            }
                            patches.append(Patch(corners: corners.map { surface.point($0, $1) }.map(Self.cgPoint), controls: sides.map(Self.cgPoint),
                                                 colors: cornerColors))
                        }
                    }
                }
            }
            return patches
        }

        private static func cgPoint(_ point: SIMD2<Double>) -> CGPoint { CGPoint(x: point.x, y: point.y) }

        /// The colour at (`u`, `v`) of the cell at `column`, `row`: the linear mix of its corners'.
        private func bilinearColor(_ colors: [SIMD4<Double>], _ column: Int, _ row: Int, _ u: Double, _ v: Double) -> SIMD4<Double> {
            let top = (1 - u) * colors[row * width + column] + u * colors[row * width + column + 1]
            let bottom = (1 - u) * colors[(row + 1) * width + column] + u * colors[(row + 1) * width + column + 1]
            return (1 - v) * top + v * bottom
        }

        /// The colour at (`u`, `v`) of the cell at `column`, `row`: the tensor-product Catmull-Rom spline of the
        /// vertex colours, past the edges extrapolated linearly (the caller clamps it).
        private func smoothColor(_ colors: [SIMD4<Double>], _ column: Int, _ row: Int, _ u: Double, _ v: Double) -> SIMD4<Double> {
            func at(_ c: Int, _ r: Int) -> SIMD4<Double> {
                if c < 0 { return 2 * at(0, r) - at(1, r) }
                if c >= width { return 2 * at(width - 1, r) - at(width - 2, r) }
                if r < 0 { return 2 * at(c, 0) - at(c, 1) }
                if r >= height { return 2 * at(c, height - 1) - at(c, height - 2) }
                return colors[r * width + c]
            }
            let rows = (row - 1...row + 2).map { r in catmullRom(at(column - 1, r), at(column, r), at(column + 1, r), at(column + 2, r), u) }
            return catmullRom(rows[0], rows[1], rows[2], rows[3], v)
        }

        /// The uniform Catmull-Rom spline through p1 (t = 0) and p2 (t = 1).
        private func catmullRom(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ p2: SIMD4<Double>, _ p3: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
            let t2 = t * t, t3 = t2 * t
            let c1: SIMD4<Double> = p2 - p0
            let c2: SIMD4<Double> = 2 * p0 - 5 * p1 + 4 * p2 - p3
            let c3: SIMD4<Double> = 3 * p1 - p0 - 3 * p2 + p3
            let sum: SIMD4<Double> = 2 * p1 + c1 * t + c2 * t2 + c3 * t3
            return 0.5 * sum
        }

        /// The mesh a fraction `t` of the way to `other`: every point interpolated (t as it is, overshooting with a
        /// spring); nil for grids of different sizes. Smoothing switches halfway.
        func interpolated(to other: Mesh, _ t: Double) -> Mesh? {
            guard width == other.width, height == other.height, vertices.count == other.vertices.count else { return nil }
            let vertices = zip(vertices, other.vertices).map { a, b in
                Vertex(position: lerp(a.position, b.position, t), leading: lerp(a.leading, b.leading, t), top: lerp(a.top, b.top, t),
                       trailing: lerp(a.trailing, b.trailing, t), bottom: lerp(a.bottom, b.bottom, t))
            }
            return Mesh(width: width, height: height, vertices: vertices, smoothsColors: t < 0.5 ? smoothsColors : other.smoothsColors,
                        colorSpace: t < 0.5 ? colorSpace : other.colorSpace)
        }
    }
}

/// One cell of a mesh as a Coons patch: its four cubic edges, blended (u runs leading to trailing, v top to bottom).
private struct CellSurface {
    typealias Point = SIMD2<Double>
    let top: [Point], bottom: [Point], leading: [Point], trailing: [Point]

    init(mesh: Paint.Mesh, column: Int, row: Int) {
        func vertex(_ c: Int, _ r: Int) -> [Point] {
            let v = mesh.vertices[r * mesh.width + c]
            return [v.position, v.leading, v.top, v.trailing, v.bottom].map { Point(Double($0.x), Double($0.y)) }
        }
        // Each vertex as [position, leading, top, trailing, bottom].
        let (a, b) = (vertex(column, row), vertex(column + 1, row))
        let (c, d) = (vertex(column, row + 1), vertex(column + 1, row + 1))
        top = [a[0], a[3], b[1], b[0]]
        bottom = [c[0], c[3], d[1], d[0]]
        leading = [a[0], a[4], c[2], c[0]]
        trailing = [b[0], b[4], d[2], d[0]]
    }

    private static func bezier(_ p: [Point], _ t: Double) -> Point {
        let s = 1 - t
        return s * s * s * p[0] + 3 * s * s * t * p[1] + 3 * s * t * t * p[2] + t * t * t * p[3]
    }

    /// The surface's point at (u, v): the Coons patch of the four edges.
    func point(_ u: Double, _ v: Double) -> Point {
        let ruled = (1 - v) * Self.bezier(top, u) + v * Self.bezier(bottom, u)
            + (1 - u) * Self.bezier(leading, v) + u * Self.bezier(trailing, v)
        let corners = (1 - u) * (1 - v) * top[0] + u * (1 - v) * top[3] + (1 - u) * v * bottom[0] + u * v * bottom[3]
        return ruled - corners
    }

    /// The two control points of the cubic Bézier the surface follows from `a` to `b` (an iso-line of a Coons
    /// patch of cubic edges is a cubic), from its points at a third and two thirds of the way.
    func controls(from a: (Double, Double), to b: (Double, Double)) -> [Point] {
        func along(_ f: Double) -> Point { point(a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f) }
        let (p0, q1, q2, p3) = (along(0), along(1.0 / 3), along(2.0 / 3), along(1))
        // B(1/3) = (8 p0 + 12 p1 + 6 p2 + p3) / 27 and B(2/3) = (p0 + 6 p1 + 12 p2 + 8 p3) / 27, solved for p1, p2.
        let first = 27 * q1 - 8 * p0 - p3, second = 27 * q2 - p0 - 8 * p3
        return [(2 * first - second) / 18, (2 * second - first) / 18]
    }
}
