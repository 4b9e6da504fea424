import Foundation

/// "An opaque value derived from an anchor source and a particular view" (Apple's `Anchor`): a
/// geometry value of one view that a `GeometryProxy` converts into its own coordinate space
/// (`proxy[anchor]`), as SwiftUI passes geometry up the tree through preferences.
///
/// Easel resolves an anchor after layout, from the absolute frame of the view that made it: it keeps
/// the value in the picture's coordinates, and a proxy expresses it in its own (`AnchorSpace`). Offsets
/// are part of the frames, so they move anchors as in SwiftUI; drawing effects that leave layout alone
/// (`scaleEffect`, `rotationEffect`) do not.
public struct Anchor<Value> {
    /// The value in the picture's coordinates (points from its top-left corner).
    let value: Value
    /// `value` expressed in a proxy's coordinates.
    let convert: @Sendable (Value, AnchorSpace) -> Value

    /// "A type-erased geometry value that produces an anchored value of a given type" (Apple's
    /// `Anchor.Source`): a rectangle or point in the coordinates of the view it is attached to
    /// (`AnchorSpace`: its top-left corner the origin, its top-right one under a right-to-left layout
    /// direction, where a unit point's leading edge is the right one, as `UnitPoint` documents).
    public struct Source: Sendable {
        let resolve: @Sendable (AnchorSpace) -> Anchor<Value>

        /// The anchor this source makes on a view laid out in `space` (its absolute frame and direction).
        func anchor(in space: AnchorSpace) -> Anchor<Value> { resolve(space) }
    }

    /// The value in the coordinates of `space`.
    func value(in space: AnchorSpace) -> Value { convert(value, space) }
}

/// The coordinates of a view, which anchor sources are given in and a `GeometryProxy` resolves anchors
/// in: the origin is the view's top-left corner, or, under a right-to-left layout direction, its
/// top-right corner with x growing leftward, the coordinates Easel mirrors `offset` and placements in,
/// so that `offset(x: proxy[anchor].minX)` moves a view onto the anchor in either direction.
struct AnchorSpace: Sendable {
    /// The view's frame in the picture.
    let frame: CGRect
    let isRightToLeft: Bool

    func convert(_ rect: CGRect) -> CGRect {
        let x = isRightToLeft ? frame.maxX - rect.maxX : rect.minX - frame.minX
        return CGRect(x: x, y: rect.minY - frame.minY, width: rect.width, height: rect.height)
    }

    func convert(_ point: CGPoint) -> CGPoint {
        CGPoint(x: isRightToLeft ? frame.maxX - point.x : point.x - frame.minX, y: point.y - frame.minY)
    }

    /// `rect`, in these coordinates, in the picture's (the inverse of `convert`).
    func absolute(_ rect: CGRect) -> CGRect {
        let x = isRightToLeft ? frame.maxX - rect.maxX : frame.minX + rect.minX
        return CGRect(x: x, y: frame.minY + rect.minY, width: rect.width, height: rect.height)
    }

    /// `point`, in these coordinates, in the picture's.
    func absolute(_ point: CGPoint) -> CGPoint {
        CGPoint(x: isRightToLeft ? frame.maxX - point.x : frame.minX + point.x, y: frame.minY + point.y)
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they resolve to the same value.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { view in
            Anchor(value: view.absolute(r)) { rect, space in space.convert(rect) }
        }
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { view in
            Anchor(value: view.frame) { rect, space in space.convert(rect) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point `p` in the current view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { view in
            Anchor(value: view.absolute(p)) { point, space in space.convert(point) }
        }
    }

    /// The point at the fractions `p` of the current view's size, from its top-leading corner (the
    /// projection `UnitPoint` documents: x × width, y × height).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { view in
            Anchor(value: view.absolute(CGPoint(x: p.x * view.frame.width, y: p.y * view.frame.height))) { point, space in
                space.convert(point)
            }
        }
    }

    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The anchors of `array`'s sources, in order, as one anchor of an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        resolve = { view in
            let anchors = array.map { $0.anchor(in: view) }
            let conversions = anchors.map(\.convert)
            return Anchor<[T]>(value: anchors.map(\.value)) { values, space in
                zip(values, conversions).map { value, convert in convert(value, space) }
            }
        }
    }

    /// The anchor of `anchor`'s source, or nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { view in
            let resolved = anchor?.anchor(in: view)
            let convert = resolved?.convert
            return Anchor<T?>(value: resolved?.value) { value, space in
                guard let value, let convert else { return value }
                return convert(value, space)
            }
        }
    }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: the anchor's value in the proxy's own
    /// coordinates, whose origin is the top-left corner of the `GeometryReader` (its top-right corner,
    /// x growing leftward, under a right-to-left layout direction: `AnchorSpace`).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(in: AnchorSpace(frame: globalFrame, isRightToLeft: isRightToLeft))
    }
}

extension Anchor where Value: Sendable {
    /// An anchor whose value is `value` in the coordinates of whichever proxy resolves it: Charts' plot
    /// frame, whose `chartOverlay` and `chartBackground` views (and their geometry readers) are laid out
    /// over the plot area, so that the plot's frame there is its size at the origin.
    package init(constant value: Value) {
        self.init(value: value, convert: { value, _ in value })
    }
}
