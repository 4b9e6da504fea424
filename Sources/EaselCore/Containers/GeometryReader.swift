import Foundation

/// A container that takes all the space it is offered and builds its content from its own size and
/// position, as SwiftUI's `GeometryReader` does.
///
/// Rules (SwiftUI's):
/// 1. Sizing: the reader takes the proposal; an unspecified dimension becomes 10, the default size of a
///    view that takes whatever it is offered (`ProposedViewSize.replacingUnspecifiedDimensions()`).
/// 2. Placement: every view of the content is proposed the reader's size and placed with its top-leading
///    corner at the reader's (not centred, as since iOS 14).
///
/// How it fits the two-phase engine: the content is a closure of a `GeometryProxy`, and a proxy needs
/// the reader's frame, which only phase 2 knows. Phase 1 never needs the content, because the reader's
/// size does not depend on it (rule 1). So the reader resolves its content in phase 2, when it is
/// placed: `placeChildren` builds the proxy from its frame (and the frames of the named coordinate
/// spaces around it, whose nodes were placed before it), runs the closure, resolves the views it returns
/// into nodes and places them; the engine then lays those nodes out like any children. The nodes are
/// kept for the frame they were made for, and made again only when the reader is placed in another.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let inner = context.container(orientation: nil).child("geometry")
        return [GeometryReaderNode(context: context) { proxy in inner.resolve(content(proxy)) }]
    }
}

/// The size and coordinates of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the picture's coordinates.
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]
    /// The safe area insets of the reader (`SafeArea`, rule 1): on each edge where the reader reaches
    /// the safe area's edge, the distance to the device's edge or past the bars of its containers;
    /// zero elsewhere, and zero everywhere in a picture without device insets or bars.
    public let safeAreaInsets: EdgeInsets
    /// Whether the reader lays out right to left, where anchors resolve from its top-right corner
    /// (`subscript(_:)`, `AnchorSpace`).
    var isRightToLeft = false

    /// The reader's frame in `coordinateSpace`. A name no ancestor declared gives the global frame, as
    /// SwiftUI falls back to the global space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }
}

/// The node of a `GeometryReader`: sized by the proposal alone, its children made when it is placed.
final class GeometryReaderNode: ViewNode {
    private let makeContent: (GeometryProxy) -> [ViewNode]
    private var content: [ViewNode] = []
    /// The frame `content` was made for.
    private var contentFrame: CGRect?
    /// The safe area insets `content` was made for.
    private var contentInsets: EdgeInsets?

    init(context: ResolveContext, makeContent: @escaping (GeometryProxy) -> [ViewNode]) {
        self.makeContent = makeContent
        super.init(context: context)
        markChildrenMadeDuringPlacement()
    }

    override var children: [ViewNode] { content }

    override func computeGuideKinds() -> GuideKinds { GuideKinds() }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let insets = bounds == frame ? (safeArea ?? .none).insets(of: frame).edgeInsets(layoutDirection) : EdgeInsets()
        if contentFrame != bounds || contentInsets != insets {
            let spaces = environment.namedCoordinateSpaces.mapValues(\.frame)
            let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, namedSpaces: spaces, safeAreaInsets: insets,
                                      isRightToLeft: layoutDirection == .rightToLeft)
            content = makeContent(proxy)
            (contentFrame, contentInsets) = (bounds, insets)
        }
        let childProposal = ProposedViewSize(bounds.size)
        for node in content {
            node.place(at: bounds.origin, anchor: .topLeading, size: node.sizeThatFits(childProposal), proposal: childProposal)
        }
    }
}
