import Foundation

/// A shape that can be inset, so that a stroke of its inset outline lies inside the original: SwiftUI's
/// `InsettableShape`, which `strokeBorder` works with.
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (its corners' radii shrunk by as much).
    func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    /// The shape's outline stroked with `content` as `style` says, inset by half the line width so that the
    /// whole stroke lies inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                            antialiased: Bool = true) -> ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// The shape's outline stroked in the foreground style as `style` says, inside the frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension CGRect {
    /// The rectangle inset by `amount` on every side, never smaller than an empty rectangle at its centre.
    fileprivate func inset(by amount: CGFloat) -> CGRect {
        guard amount != 0 else { return self }
        let (dx, dy) = (min(amount, width / 2), min(amount, height / 2))
        return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// A rectangle.
nonisolated public struct Rectangle: InsettableShape {
    public static var _sizesToProposal: Bool { true }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.inset(by: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var shape = self; shape.insetAmount += amount; return shape }
}

/// A rectangle with rounded corners: continuous ("squircle") corners by default, as Apple documents
/// `init(cornerRadius:style:)` and `init(cornerSize:style:)` (`style: RoundedCornerStyle = .continuous`).
nonisolated public struct RoundedRectangle: InsettableShape {
    public static var _sizesToProposal: Bool { true }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        (self.cornerSize, self.style) = (cornerSize, style)
    }

    public func path(in rect: CGRect) -> Path {
        let corner = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: rect.inset(by: insetAmount), cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var shape = self; shape.insetAmount += amount; return shape }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`.
/// Leading corners are on the left, trailing ones on the right.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        (self.cornerRadii, self.style) = (cornerRadii, style)
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        func shrunk(_ radius: CGFloat) -> CGFloat { max(radius - insetAmount, 0) }
        let radii = RectangleCornerRadii(topLeading: shrunk(cornerRadii.topLeading), bottomLeading: shrunk(cornerRadii.bottomLeading),
                                         bottomTrailing: shrunk(cornerRadii.bottomTrailing), topTrailing: shrunk(cornerRadii.topTrailing))
        return Path(roundedRect: rect.inset(by: insetAmount), cornerRadii: radii, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var shape = self; shape.insetAmount += amount; return shape }
}

/// A rectangle whose short sides are rounded: continuous corners by default, as Apple documents
/// `Capsule.init(style:)` (`style: RoundedCornerStyle = .continuous`); `.circular` makes them semicircles.
nonisolated public struct Capsule: InsettableShape {
    public static var _sizesToProposal: Bool { true }
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let rect = rect.inset(by: insetAmount)
        return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule { var shape = self; shape.insetAmount += amount; return shape }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
    public static var _sizesToProposal: Bool { true }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = max(min(rect.width, rect.height) - 2 * insetAmount, 0)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> Circle { var shape = self; shape.insetAmount += amount; return shape }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
    public static var _sizesToProposal: Bool { true }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.inset(by: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var shape = self; shape.insetAmount += amount; return shape }
}

/// The shape of the nearest container, as SwiftUI's `ContainerRelativeShape`. Easel knows no container
/// shapes (widgets and the like), so it is the frame's rectangle, which is what SwiftUI draws when no
/// container shape is set.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.inset(by: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var shape = self; shape.insetAmount += amount; return shape }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape {
    private let base: any Shape
    public init<S: Shape>(_ shape: S) { base = (shape as? AnyShape)?.base ?? shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A path is a shape whose outline is itself, whatever the frame.
nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

nonisolated extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
nonisolated extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
nonisolated extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
