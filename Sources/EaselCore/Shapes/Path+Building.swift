import Foundation

/// SwiftUI's path-building API: rectangles, rounded rectangles, ellipses, lines, arcs and other paths,
/// each optionally mapped through an affine transform before it is added.
extension Path {
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }

    /// A rounded rectangle whose corners have `cornerRadius` (continuous by default, as in SwiftUI).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

    /// Adds a closed subpath around `rect` as CoreGraphics's `addRect` does: a move to its origin (the top-left
    /// corner on screen), then lines clockwise on screen (Apple: "starting by moving to the bottom left corner
    /// and then adding lines counter-clockwise", in CoreGraphics's y-up space).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle with corners of `cornerSize` (see `RoundedCornerOutline` for the curves).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let corner = RoundedCornerOutline.Corner(width: cornerSize.width, height: cornerSize.height)
        RoundedCornerOutline.add(to: &self, rect: rect, corners: Array(repeating: corner, count: 4), style: style,
                                 transform: transform)
    }

    /// Adds a rectangle whose corners each have their own radius. Leading is left, trailing right.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        RoundedCornerOutline.add(to: &self, rect: rect, corners: radii.map { .init(width: $0, height: $0) }, style: style,
                                 transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as CoreGraphics adds it: a move to its rightmost point (3 o'clock),
    /// four quarter-ellipse cubics clockwise on screen (bottom, left, top, back to the right) and a close.
    /// Apple's `CGContext.addEllipse(in:)` documents a complete subpath "with all moves oriented in the
    /// clockwise direction"; CoreGraphics starts it at the right, so `Circle().trim(from: 0, to: 0.25)` is the
    /// lower-right quarter on iOS (progress rings rotate by −90° to start at the top).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (cx, cy) = (rect.midX, rect.midY)
        let (kx, ky) = (rx * RoundedCornerOutline.circleKappa, ry * RoundedCornerOutline.circleKappa)
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
        move(to: at(rx, 0))
        addCurve(to: at(0, ry), control1: at(rx, ky), control2: at(kx, ry))
        addCurve(to: at(-rx, 0), control1: at(-kx, ry), control2: at(-rx, ky))
        addCurve(to: at(0, -ry), control1: at(-rx, -ky), control2: at(-kx, -ry))
        addCurve(to: at(rx, 0), control1: at(kx, -ry), control2: at(rx, -ky))
        closeSubpath()
    }

    /// Adds straight lines through `points`: a move to the first, then a line to each other one.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds `path`'s elements, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p.applying(transform))
            case .line(let p): path.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): path.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                path.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The last point of the path: the end of its last element, or the start of the subpath it closed;
    /// nil for an empty path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?, start: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): (current, start) = (p, p)
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
