import Foundation

/// The spacing a view prefers between itself and its neighbours, edge by edge.
///
/// Rules, applied by `distance(to:along:)` to the two facing edges:
/// 1. Next to a `Spacer` the distance is 0 (a spacer brings its own length).
/// 2. Text above text is spaced like lines of a paragraph: the distance is the lower text's font
///    leading (its line gap, rounded up to a pixel), as SwiftUI's text-to-text spacing is.
/// 3. Otherwise it is the larger of the two edges' fixed preferences and, when both edges hold views,
///    the system spacing: 8 points.
public struct ViewSpacing: Sendable {
    /// The preference of one edge.
    ///
    /// The optional comes before the flags, so that they share its padding: 19 bytes an edge, 24 with
    /// alignment, rather than 26 and 32 (a spacing is copied with every answer).
    struct EdgePreference: Sendable, Equatable {
        /// A minimum the edge asks for whatever its neighbour is.
        var fixed: CGFloat
        /// The leading of the text along this edge (the largest, if several texts), nil without text.
        var textLeading: CGFloat?
        /// Whether a view (text or other) lies along this edge, so that system spacing applies.
        var hasView: Bool
        /// Whether the edge belongs to a spacer, which absorbs spacing.
        var isSpacer: Bool

        init(fixed: CGFloat = 0, hasView: Bool = false, textLeading: CGFloat? = nil, isSpacer: Bool = false) {
            (self.fixed, self.textLeading, self.hasView, self.isSpacer) = (fixed, textLeading, hasView, isSpacer)
        }

        /// An ordinary view's edge: system spacing applies, no fixed minimum.
        static let ordinary = EdgePreference(hasView: true)

        /// Both edges' preferences: the larger fixed value, and the kinds of both.
        func union(_ other: EdgePreference) -> EdgePreference {
            EdgePreference(fixed: Swift.max(fixed, other.fixed),
                           hasView: hasView || other.hasView,
                           textLeading: ViewSpacing.larger(textLeading, other.textLeading),
                           // A spacer's edge stays one only while no view shares it.
                           isSpacer: (isSpacer || other.isSpacer) && !(hasView || other.hasView))
        }
    }

    /// The system spacing between two views that touch along an axis.
    static let systemSpacing: CGFloat = 8

    /// The four edges' preferences, stored inline (a spacing is asked for often, and copied with every
    /// answer).
    private var top, leading, bottom, trailing: EdgePreference

    /// The spacing of an ordinary view: system spacing on every edge.
    public init() { self.init(all: .ordinary) }

    /// No preference on any edge: neighbours decide alone.
    public static let zero = ViewSpacing(all: EdgePreference())

    init(all preference: EdgePreference) {
        (top, leading, bottom, trailing) = (preference, preference, preference, preference)
    }

    /// The spacing of a `Spacer`, which makes the distance to any neighbour 0.
    static let spacer = ViewSpacing(all: EdgePreference(isSpacer: true))

    /// The spacing of a text view whose font has `leading`.
    static func text(leading: CGFloat) -> ViewSpacing {
        ViewSpacing(all: EdgePreference(hasView: true, textLeading: leading))
    }

    subscript(edge: Edge) -> EdgePreference {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Adds `other`'s preferences on `edges`: the larger fixed value, and the kinds of both.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        // Edge by edge in place, rather than through the subscript (saves copying each edge out and back).
        if edges.contains(.top) { top = top.union(other.top) }
        if edges.contains(.leading) { leading = leading.union(other.leading) }
        if edges.contains(.bottom) { bottom = bottom.union(other.bottom) }
        if edges.contains(.trailing) { trailing = trailing.union(other.trailing) }
    }

    /// The larger of two optional values, or the one that is there.
    fileprivate static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }

    /// The spacing with `edges` spacing like an ordinary view's (`ViewSpacing()`): padding's padded edges.
    func withOrdinaryEdges(_ edges: Edge.Set) -> ViewSpacing {
        guard !edges.isEmpty else { return self }
        var copy = self
        if edges.contains(.top) { copy.top = .ordinary }
        if edges.contains(.leading) { copy.leading = .ordinary }
        if edges.contains(.bottom) { copy.bottom = .ordinary }
        if edges.contains(.trailing) { copy.trailing = .ordinary }
        return copy
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (self[.trailing], next[.leading]) : (self[.bottom], next[.top])
        if mine.isSpacer || theirs.isSpacer { return 0 }
        if axis == .vertical, mine.textLeading != nil, let leading = theirs.textLeading { return max(leading, 0) }
        let system = mine.hasView && theirs.hasView ? Self.systemSpacing : 0
        return max(mine.fixed, theirs.fixed, system)
    }
}
