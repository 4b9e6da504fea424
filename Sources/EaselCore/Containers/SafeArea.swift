import Foundation

/// The safe area a node is laid out in, in absolute points: the region its content keeps to (`safe`),
/// and the region around it that views ignoring the safe area extend into (`outer`).
///
/// Rules (SwiftUI's):
/// 1. A view's safe area insets are, on each edge its frame reaches the safe region's edge, the distance
///    from its frame to the outer region's edge; on the other edges, zero. A view inside the safe area
///    that touches its top has the whole top inset; a view in the middle has none.
/// 2. The device's insets (`ImageRenderer.safeAreaInsets`) make the root's safe area: the root is laid
///    out in the safe region and the picture is the outer one.
/// 3. Bars and insets (`safeAreaInset`, `safeAreaPadding`, navigation and tab bars) add to the safe
///    area of their content (`reserving(_:in:)`): the content's safe region ends where the bar begins,
///    and its outer region reaches past the bar to wherever the container's own reached.
/// 4. `ignoresSafeArea` extends a view's frame by its insets on the edges it ignores, and its content
///    then has none there.
struct SafeArea: Equatable {
    var safe: CGRect
    var outer: CGRect

    /// No safe area: every view's insets are zero (a picture without device insets or bars).
    static let none = SafeArea(safe: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
                               outer: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))

    /// How far a frame edge may stand from the safe edge and still reach it: frames are rounded to the
    /// pixel grid, the safe region need not be.
    private static let tolerance: CGFloat = 0.5

    /// Rule 1, in physical edges (left and right, not leading and trailing).
    func insets(of frame: CGRect) -> PhysicalInsets {
        let t = Self.tolerance
        return PhysicalInsets(top: frame.minY <= safe.minY + t ? max(0, frame.minY - outer.minY) : 0,
                              left: frame.minX <= safe.minX + t ? max(0, frame.minX - outer.minX) : 0,
                              bottom: frame.maxY >= safe.maxY - t ? max(0, outer.maxY - frame.maxY) : 0,
                              right: frame.maxX >= safe.maxX - t ? max(0, outer.maxX - frame.maxX) : 0)
    }

    /// Rule 3: the safe area of content confined to `region` inside a container at `frame` (in this
    /// safe area), the rest of the frame taken by the container's bars. On each edge where the region
    /// stops short of the frame, the safe region ends at the region and the outer region reaches the
    /// frame's edge plus the frame's own inset there.
    func reserving(_ region: CGRect, in frame: CGRect) -> SafeArea {
        let insets = insets(of: frame)
        let t = Self.tolerance
        var (safe, outer) = (RectEdges(self.safe), RectEdges(self.outer))
        if region.minY > frame.minY + t { (safe.minY, outer.minY) = (region.minY, frame.minY - insets.top) }
        if region.minX > frame.minX + t { (safe.minX, outer.minX) = (region.minX, frame.minX - insets.left) }
        if region.maxY < frame.maxY - t { (safe.maxY, outer.maxY) = (region.maxY, frame.maxY + insets.bottom) }
        if region.maxX < frame.maxX - t { (safe.maxX, outer.maxX) = (region.maxX, frame.maxX + insets.right) }
        return SafeArea(safe: safe.rect, outer: outer.rect)
    }

    /// Rule 4: the safe area of content that ignores the `edges` (physical) of this one.
    func ignoring(_ edges: PhysicalEdges) -> SafeArea {
        var safe = RectEdges(self.safe)
        if edges.top { safe.minY = outer.minY }
        if edges.left { safe.minX = outer.minX }
        if edges.bottom { safe.maxY = outer.maxY }
        if edges.right { safe.maxX = outer.maxX }
        return SafeArea(safe: safe.rect, outer: outer)
    }
}

/// A rectangle by its four edges, each settable on its own.
private struct RectEdges {
    var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
    init(_ rect: CGRect) { (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY) }
    var rect: CGRect { CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)) }
}

/// Insets by physical edge: the safe area works in absolute points, where leading is left or right
/// according to the layout direction.
struct PhysicalInsets: Equatable {
    var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// `rect` grown by the insets on `edges`.
    func expanding(_ rect: CGRect, on edges: PhysicalEdges) -> CGRect {
        let (top, left) = (edges.top ? self.top : 0, edges.left ? self.left : 0)
        let (bottom, right) = (edges.bottom ? self.bottom : 0, edges.right ? self.right : 0)
        return CGRect(x: rect.minX - left, y: rect.minY - top, width: rect.width + left + right, height: rect.height + top + bottom)
    }

    /// As SwiftUI's leading and trailing insets for `direction`.
    func edgeInsets(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft ? EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

/// A set of physical edges.
struct PhysicalEdges {
    var top = false, left = false, bottom = false, right = false

    /// SwiftUI's `Edge.Set` (leading and trailing) for `direction`.
    init(_ edges: Edge.Set, _ direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        top = edges.contains(.top)
        bottom = edges.contains(.bottom)
        left = edges.contains(rtl ? .trailing : .leading)
        right = edges.contains(rtl ? .leading : .trailing)
    }
}

extension ViewNode {
    /// `rect`, in the coordinates `placeChildren` places in, in absolute (physical) coordinates: the
    /// layout pass mirrors children's x positions within the frame under a right-to-left layout.
    final func physical(_ rect: CGRect) -> CGRect {
        guard layoutDirection == .rightToLeft else { return rect }
        return CGRect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions`. Easel's pictures have
/// no keyboard, so only `.container` (the device's insets and bars) has an effect.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device's insets and the bars of containers (navigation and tab bars, `safeAreaInset`).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's area: never shown in a still.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view that extends into the safe area on the edges it ignores (rule 4 of `SafeArea`): placed at
/// its frame grown by its insets there, proposed that size, and its content sees no inset there.
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set
    private var contentSafeArea: SafeArea?

    init(child: ViewNode, edges: Edge.Set, context: ResolveContext) {
        self.edges = edges
        super.init(child: child, context: context)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        // Only when laid out: a parent asking for guides places the node in bounds of its own.
        guard let area = safeArea, bounds == frame else { return super.placeChildren(in: bounds, proposal: proposal) }
        let physicalEdges = PhysicalEdges(edges, layoutDirection)
        let expanded = area.insets(of: physical(bounds)).expanding(physical(bounds), on: physicalEdges)
        contentSafeArea = area.ignoring(physicalEdges)
        LayoutSubview(node: child).place(at: physical(expanded).origin, proposal: ProposedViewSize(expanded.size))
    }

    override func childSafeArea(for child: ViewNode) -> SafeArea? { contentSafeArea ?? safeArea }
}

struct IgnoresSafeAreaModifier: NodeModifier {
    let edges: Edge.Set
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        IgnoresSafeAreaNode(child: child, edges: edges, context: context)
    }
}

nonisolated extension View {
    /// Extends the view into the safe area on `edges`, where its frame reaches it: the view is laid out
    /// in its frame grown by its safe area insets there (`SafeArea`, rule 4). Easel has no keyboard, so
    /// only `regions` containing `.container` change anything.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modified(by: IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// The view extended into the safe area on `edges`: `ignoresSafeArea(.all, edges:)`, the name of
    /// iOS 13 (deprecated in SwiftUI since iOS 14).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
