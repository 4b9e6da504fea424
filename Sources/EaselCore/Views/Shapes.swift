import Foundation

/// A 2-D outline made of lines and curves.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius)) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rectangle with elliptical corners of `cornerSize`, clamped to half the rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2), ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k: CGFloat = 0.5522847498 // control-point distance of a quarter circle, as a fraction of its radius
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: x0 + rx, y: y0))
        addLine(to: CGPoint(x: x1 - rx, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + k * rx, y: y0), control2: CGPoint(x: x1, y: y0 + ry - k * ry))
        addLine(to: CGPoint(x: x1, y: y1 - ry))
        addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + k * ry), control2: CGPoint(x: x1 - rx + k * rx, y: y1))
        addLine(to: CGPoint(x: x0 + rx, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - k * rx, y: y1), control2: CGPoint(x: x0, y: y1 - ry + k * ry))
        addLine(to: CGPoint(x: x0, y: y0 + ry))
        addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - k * ry), control2: CGPoint(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// The path moved by `offset`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var path = Path()
        path.elements = elements.map {
            switch $0 {
            case .move(let p): .move(to: move(p))
            case .line(let p): .line(to: move(p))
            case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
            case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }
}

/// A 2-D shape: a view that fills the space it is offered with its path, drawn in the foreground style.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal`: by default the proposal, with nil taken as 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()))) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(style))) }

    /// The shape's outline stroked with `style`, centred on the path.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), lineWidth: lineWidth, inset: false))
    }

    /// The shape's outline stroked with `style`, inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), lineWidth: lineWidth, inset: true))
    }
}

/// How a shape view paints its path.
enum ShapeDrawing {
    case fill(AnyShapeStyle)
    /// `inset` strokes inside the frame, as `strokeBorder` does.
    case stroke(AnyShapeStyle, lineWidth: CGFloat, inset: Bool)
}

/// A shape painted with a fill or a stroke.
public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let drawing: ShapeDrawing
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ShapeNode(shape: shape, drawing: drawing, context: context)]
    }
}

/// A shape leaf: sized by the shape's `sizeThatFits`, usually the whole proposal.
final class ShapeNode: ViewNode {
    let shape: any Shape
    let drawing: ShapeDrawing

    init(shape: any Shape, drawing: ShapeDrawing, context: ResolveContext) {
        (self.shape, self.drawing) = (shape, drawing)
        super.init(context: context)
        // Easel's own shapes size to the proposal (`Shape.sizeThatFits`'s default): answering it outright
        // saves a call through the existential and a cache entry per proposal.
        if shape is Rectangle || shape is RoundedRectangle || shape is Capsule || shape is Circle || shape is Ellipse {
            sizingShortcut = .proposal
        }
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    override var displayRole: DisplayRole? { .shape }

    /// Draws the shape's path in the frame: filled, or stroked centred on the path; `strokeBorder` strokes
    /// the path of the frame inset by half the line width, so the whole stroke lies inside the frame.
    override func draw(into list: inout DisplayListBuilder) {
        switch drawing {
        case .fill(let style):
            list.fill(shape.path(in: frame), style.paint(in: frame, environment: environment))
        case .stroke(let style, let lineWidth, let inset):
            let rect = inset ? frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) : frame
            guard !rect.isNull, rect.width >= 0, rect.height >= 0 else { return }
            list.stroke(shape.path(in: rect), style.paint(in: frame, environment: environment), lineWidth: lineWidth)
        }
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ShapeNode(shape: Rectangle(), drawing: .fill(AnyShapeStyle(self)), context: context)]
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// A rectangle whose short sides are semicircles.
public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
