import Easel

/// A shape a chart draws at a point (Apple's `ChartSymbolShape`): `perceptualUnitRect` is the part of
/// the unit square that looks as large as a unit circle, so that symbols of one size look alike.
nonisolated public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Charts draws by default (Apple's `BasicChartSymbolShape`). A series takes circle,
/// square, triangle, diamond, pentagon in turn (iOS's order); plus, cross and asterisk are strokes.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Equatable, Sendable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk, custom(CustomSymbol) }
    let kind: Kind

    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The symbols a series takes in turn under `symbol(by:)`.
    static let seriesOrder: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// Estimated: the square and diamond are drawn a little smaller than their box so that they look as
    /// large as the circle, as iOS's do.
    public var perceptualUnitRect: CGRect {
        switch kind {
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        default: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// Whether the symbol is a stroke (plus, cross, asterisk) rather than a fill.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        add(to: &path, in: rect)
        return path
    }

    /// Adds the symbol's outline in `rect` to `path`.
    func add(to path: inout Path, in rect: CGRect) {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, rotation: Double, radius: CGFloat) {
            for index in 0..<corners {
                let angle = rotation + Double(index) * 2 * .pi / Double(corners)
                let point = CGPoint(x: c.x + radius * CGFloat(cos(angle)), y: c.y + radius * CGFloat(sin(angle)))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: path.addRect(CGRect(x: c.x - 0.8 * r, y: c.y - 0.8 * r, width: 1.6 * r, height: 1.6 * r))
        case .triangle: polygon(3, rotation: -.pi / 2, radius: r * 1.1)
        case .diamond: polygon(4, rotation: -.pi / 2, radius: r * 1.05)
        case .pentagon: polygon(5, rotation: -.pi / 2, radius: r)
        case .plus:
            path.move(to: CGPoint(x: c.x - r, y: c.y)); path.addLine(to: CGPoint(x: c.x + r, y: c.y))
            path.move(to: CGPoint(x: c.x, y: c.y - r)); path.addLine(to: CGPoint(x: c.x, y: c.y + r))
        case .cross:
            let d = r * 0.7071
            path.move(to: CGPoint(x: c.x - d, y: c.y - d)); path.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            path.move(to: CGPoint(x: c.x - d, y: c.y + d)); path.addLine(to: CGPoint(x: c.x + d, y: c.y - d))
        case .asterisk:
            for index in 0..<3 {
                let angle = Double(index) * .pi / 3 + .pi / 2
                let dx = r * CGFloat(cos(angle)), dy = r * CGFloat(sin(angle))
                path.move(to: CGPoint(x: c.x - dx, y: c.y - dy)); path.addLine(to: CGPoint(x: c.x + dx, y: c.y + dy))
            }
        case .custom(let symbol):
            path.addPath(symbol.path(rect))
        }
    }
}

/// A `ChartSymbolShape` of your own (`symbol(Arrow(angle: 30))`), kept as its path in a rectangle: filled
/// with the mark's style and sized by `symbolSize`, as Apple's `symbol(_:)` draws one. Each is its own
/// symbol (two arrows at different angles are two shapes). Immutable once made.
final class CustomSymbol: Hashable, @unchecked Sendable {
    let path: (CGRect) -> Path
    init<S: ChartSymbolShape>(_ shape: S) { path = { shape.path(in: $0) } }
    static func == (a: CustomSymbol, b: CustomSymbol) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
