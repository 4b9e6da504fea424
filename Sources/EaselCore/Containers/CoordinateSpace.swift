import Foundation

/// A coordinate space a `GeometryProxy` can express a frame in, as in SwiftUI.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The picture's coordinates: points from its top-left corner.
    case global
    /// The view's own coordinates: its top-left corner is the origin.
    case local
    /// The coordinates of the ancestor named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A named coordinate space, for `coordinateSpace(_:)` (SwiftUI's iOS 17 spelling).
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable

    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// Where a named coordinate space lies: filled in by the node of `coordinateSpace(name:)` when it is
/// placed, read by the `GeometryReader`s inside it, which are placed after it (parents are placed before
/// their children).
final class CoordinateSpaceAnchor {
    var frame: CGRect = .zero
}

/// The named coordinate spaces around a view, innermost winning.
struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension EnvironmentValues {
    var namedCoordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// Records its frame, once placed, as the origin of a named coordinate space. Layout passes through.
final class CoordinateSpaceNode: WrapperNode {
    let anchor: CoordinateSpaceAnchor

    init(child: ViewNode, anchor: CoordinateSpaceAnchor, context: ResolveContext) {
        self.anchor = anchor
        super.init(child: child, context: context)
    }

    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        anchor.frame = bounds
        super.placeChildren(in: bounds, proposal: proposal)
    }
}

/// Names a coordinate space: the content resolves with the space's anchor in its environment, and the
/// node made around it fills the anchor in when placed.
nonisolated struct NamedCoordinateSpaceView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: AnyHashable

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let anchor = CoordinateSpaceAnchor()
        let inner = context.with { $0.namedCoordinateSpaces[name] = anchor }
        return inner.resolve(content).map { CoordinateSpaceNode(child: $0, anchor: anchor, context: context) }
    }
}

nonisolated extension View {
    /// Names the view's coordinate space, so that a `GeometryProxy` inside it can give frames in it with
    /// `frame(in: .named(name))`.
    public func coordinateSpace(name: some Hashable) -> some View {
        NamedCoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    /// Names the view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        NamedCoordinateSpaceView(content: self, name: name.name)
    }
}
