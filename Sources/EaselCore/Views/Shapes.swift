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
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

/// A 2-D shape: a view that fills the space it is offered with its path, drawn in the foreground style.
/// Animatable, as SwiftUI's (`Animatable`: a still draws the shape as it is). Not main-actor isolated,
/// unlike `View`: a shape is a value any thread draws, and a shape of your own keeps its `animatableData`
/// and `path(in:)` free of isolation, as Apple's requirements are.
nonisolated public protocol Shape: Animatable, View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal`: by default the proposal, with nil taken as 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether `sizeThatFits` is the default, so that the engine may answer it outright (an engine flag,
    /// underscored as SwiftUI's engine hooks): true for Easel's own shapes, false by default.
    static var _sizesToProposal: Bool { get }
}

nonisolated extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public static var _sizesToProposal: Bool { false }
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), FillStyle())) }

    /// The shape filled with `style`, inside by `fillStyle`'s rule.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content), style))
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide and centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked with `content` as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style))
    }

    /// The shape's outline stroked in the foreground style as `style` says.
    public func stroke(style: StrokeStyle) -> ShapeView<Self> { stroke(ForegroundStyle(), style: style) }

    /// The shape's outline stroked in the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }
}

/// How a shape view paints its path.
enum ShapeDrawing {
    case fill(AnyShapeStyle, FillStyle)
    case stroke(AnyShapeStyle, StrokeStyle)
}

/// A shape painted with a fill or a stroke.
nonisolated public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let drawing: ShapeDrawing
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ShapeNode(shape: shape, drawing: drawing, context: context)]
    }
}

// iOS 17: a filled shape still offers `stroke` and `strokeBorder` (SwiftUI's `ShapeView` protocol), which
// draw the outline on top of the fill, in the fill's frame.
extension ShapeView {
    /// The fill with the shape's outline stroked on top with `content`, `lineWidth` wide, centred on the path.
    public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth, antialiased: antialiased))
    }

    /// The fill with the shape's outline stroked on top with `content` as `style` says.
    public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style, antialiased: antialiased))
    }
}

extension ShapeView where S: InsettableShape {
    /// The fill with the shape's outline stroked inside its frame on top, `lineWidth` wide.
    public func strokeBorder<C: ShapeStyle>(_ content: C = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth, antialiased: antialiased))
    }

    /// The fill with the shape's outline stroked inside its frame on top, as `style` says.
    public func strokeBorder<C: ShapeStyle>(_ content: C = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style, antialiased: antialiased))
    }
}

/// A shape leaf: sized by the shape's `sizeThatFits`, usually the whole proposal.
final class ShapeNode: ViewNode {
    let shape: any Shape
    let drawing: ShapeDrawing

    init(shape: any Shape, drawing: ShapeDrawing, context: ResolveContext) {
        (self.shape, self.drawing) = (shape, drawing)
        super.init(context: context)
        // A shape that sizes to the proposal (`Shape._sizesToProposal`, Easel's own) is answered outright:
        // that saves a call through the existential and a cache entry per proposal.
        if type(of: shape)._sizesToProposal { sizingShortcut = .proposal }
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    override var spacingIsAlwaysOrdinary: Bool { true }

    override var displayRole: DisplayRole? { .shape }

    /// Draws the shape's path in the frame: filled, or stroked centred on the path (`strokeBorder` strokes
    /// the shape inset by half the line width, so the whole stroke lies inside the frame).
    ///
    /// A style with drop shadows (`ShapeStyle.shadow(_:)`) draws the fill or stroke inside one shadow
    /// effect per shadow, the first one applied innermost.
    override func draw(into list: inout DisplayListBuilder) {
        let style: AnyShapeStyle = switch drawing { case .fill(let style, _), .stroke(let style, _): style }
        let shadows = style.dropShadows(in: environment)
        guard !shadows.isEmpty else { return drawShape(into: &list) }
        var items = list.collect { drawShape(into: &$0) }
        for shadow in shadows.dropLast() { items = DisplayListBuilder.items { $0.effect(shadow, items) } }
        list.effect(shadows[shadows.count - 1], items)
    }

    private func drawShape(into list: inout DisplayListBuilder) {
        switch drawing {
        case .fill(let style, let fillStyle):
            list.fill(shape.path(placedIn: frame), style.paint(in: frame, environment: environment), style: fillStyle)
        case .stroke(let style, let strokeStyle):
            list.stroke(shape.path(placedIn: frame), style.paint(in: frame, environment: environment), style: strokeStyle)
        }
    }
}

nonisolated extension Shape {
    /// The shape's path for a view whose frame is `frame`, in absolute points. As in SwiftUI, a shape is
    /// asked for its path in the view's own coordinates (origin zero) and the view draws it at its
    /// origin, so a `Path` used as a shape keeps its points relative to the view wherever it is laid out.
    func path(placedIn frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

nonisolated extension Color: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ShapeNode(shape: Rectangle(), drawing: .fill(AnyShapeStyle(self), FillStyle()), context: context)]
    }
}

