import Foundation

/// A size a parent proposes to a child; `nil` in a dimension asks for the child's ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
    public init(_ size: CGSize) { (width, height) = (size.width, size.height) }

    /// Zero in both dimensions: asks for the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Nil in both dimensions: asks for the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinity in both dimensions: asks for the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each nil dimension replaced by `size`'s (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    package init(_ major: CGFloat?, along axis: Axis, minor: CGFloat?) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `major` along `axis` and `minor` across it.
    package init(_ major: CGFloat, along axis: Axis, minor: CGFloat) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
