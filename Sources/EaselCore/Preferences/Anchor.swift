import Foundation

/// "An opaque value derived from an anchor source and a particular view" (Apple's `Anchor`): a
/// geometry value of one view that a `GeometryProxy` converts into its own coordinate space
/// (`proxy[anchor]`), as SwiftUI passes geometry up the tree through preferences.
///
/// Easel resolves an anchor after layout, from the absolute frame of the view that made it: it keeps
/// the value in the picture's coordinates, and a proxy moves it by the proxy's own origin. Offsets are
/// part of the frames, so they move anchors as in SwiftUI; drawing effects that leave layout alone
/// (`scaleEffect`, `rotationEffect`) do not.
public struct Anchor<Value> {
    /// The value in the picture's coordinates (points from its top-left corner).
    let value: Value
    /// `value` moved by an offset: how a proxy expresses it in its own coordinates.
    let offsetBy: @Sendable (Value, CGSize) -> Value

    /// "A type-erased geometry value that produces an anchored value of a given type" (Apple's
    /// `Anchor.Source`): a rectangle or point in the coordinates of the view it is attached to, its
    /// top-left corner the origin.
    public struct Source: Sendable {
        let resolve: @Sendable (CGRect) -> Anchor<Value>

        /// The anchor this source makes on a view laid out at `frame` (absolute).
        func anchor(in frame: CGRect) -> Anchor<Value> { resolve(frame) }
    }

    /// The value in the coordinates whose origin is at `origin` in the picture.
    func value(relativeTo origin: CGPoint) -> Value { offsetBy(value, CGSize(width: -origin.x, height: -origin.y)) }
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
        Anchor<CGRect>.Source { frame in
            Anchor(value: r.offsetBy(dx: frame.minX, dy: frame.minY)) { rect, offset in rect.offsetBy(dx: offset.width, dy: offset.height) }
        }
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(value: frame) { rect, offset in rect.offsetBy(dx: offset.width, dy: offset.height) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point `p` in the current view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { point, offset in
                CGPoint(x: point.x + offset.width, y: point.y + offset.height)
            }
        }
    }

    /// The point at the fractions `p` of the current view's size, from its top-left corner (the
    /// projection `UnitPoint` documents: x × width, y × height).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)) { point, offset in
                CGPoint(x: point.x + offset.width, y: point.y + offset.height)
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
        resolve = { frame in
            let anchors = array.map { $0.anchor(in: frame) }
            let moves = anchors.map(\.offsetBy)
            return Anchor<[T]>(value: anchors.map(\.value)) { values, offset in
                zip(values, moves).map { value, move in move(value, offset) }
            }
        }
    }

    /// The anchor of `anchor`'s source, or nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { frame in
            let resolved = anchor?.anchor(in: frame)
            let move = resolved?.offsetBy
            return Anchor<T?>(value: resolved?.value) { value, offset in
                guard let value, let move else { return value }
                return move(value, offset)
            }
        }
    }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: the anchor's value in the proxy's own
    /// coordinates, whose origin is the top-left corner of the `GeometryReader`.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }
}
