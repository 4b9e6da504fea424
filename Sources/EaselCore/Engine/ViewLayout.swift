import Foundation

/// One layout pass over a view: the view resolved in an environment, sized for a proposal, and placed
/// on the pixel grid of a scale.
///
/// This is the core's whole rendering interface, free of any text engine or graphics library: the
/// environment's `textMeasurer` sizes text, and the result is read as frames (`frames`) or as drawing
/// instructions (`displayList`). Easel's `ImageRenderer` wraps it with Pango measuring and Cairo drawing.
///
/// The pass:
/// 1. The environment gets `displayScale = scale`, and the view resolves to a tree of nodes; several
///    top-level views are stacked vertically, as SwiftUI does for a root `TupleView`.
/// 2. The root is asked its size for `proposal` (`.unspecified` means its ideal size).
/// 3. The root is placed at the origin with that size; frames are rounded to the pixel grid of `scale`.
///    The picture's `size` is the root's rounded frame size.
///
/// With device safe area insets (an Easel addition, `ImageRenderer.safeAreaInsets`), the root is
/// proposed the proposal less the insets and centred in the safe region, as a hosting controller lays
/// out its root view; the picture is the proposal (an unspecified dimension: the root's plus the
/// insets), and views that ignore the safe area extend to its edges (`SafeArea`).
public struct ViewLayout {
    let tree: NodeTree
    var root: ViewNode { tree.root }
    /// The size of the laid-out view in points: the size of the picture a renderer makes of it.
    public let size: CGSize
    /// Pixels per point of the grid the frames are rounded to, which the display list carries to painting.
    public let scale: CGFloat

    public init<Content: View>(content: Content, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                               environment: EnvironmentValues = EnvironmentValues(), safeAreaInsets: EdgeInsets = EdgeInsets()) {
        var environment = environment
        environment.setSizeClasses(for: proposal)
        self = ResolvedView(content: content, scale: scale, environment: environment).layout(proposal: proposal, safeAreaInsets: safeAreaInsets)
    }

    /// Steps 2 and 3 for a resolved tree.
    fileprivate init(tree: NodeTree, proposal: ProposedViewSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
        self.tree = tree
        self.scale = scale
        let root = tree.root
        guard safeAreaInsets != EdgeInsets() else {
            root.environment.containerSizeAnchor?.size = proposal
            let fitting = root.sizeThatFits(proposal)
            root.layout(in: CGRect(origin: .zero, size: fitting), proposal: proposal, scale: scale)
            size = root.frame.size
            return
        }
        let rtl = root.layoutDirection == .rightToLeft
        let (left, right) = rtl ? (safeAreaInsets.trailing, safeAreaInsets.leading) : (safeAreaInsets.leading, safeAreaInsets.trailing)
        let (top, bottom) = (safeAreaInsets.top, safeAreaInsets.bottom)
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - left - right) },
                                     height: proposal.height.map { max(0, $0 - top - bottom) })
        root.environment.containerSizeAnchor?.size = inner
        let fitting = root.sizeThatFits(inner)
        let outer = CGRect(x: 0, y: 0, width: proposal.width ?? fitting.width + left + right,
                           height: proposal.height ?? fitting.height + top + bottom).roundedToPixels(scale: scale)
        let safe = CGRect(x: left, y: top, width: max(0, outer.width - left - right), height: max(0, outer.height - top - bottom))
        root.safeArea = SafeArea(safe: safe, outer: outer)
        let origin = CGPoint(x: safe.midX - fitting.width / 2, y: safe.midY - fitting.height / 2)
        root.layout(in: CGRect(origin: origin, size: fitting), proposal: inner, scale: scale)
        size = outer.size
    }

    /// The absolute frame, in points from the top-left of the picture, of every view with an `.id(…)`,
    /// keyed by the id's description. The frame is that of the view the `.id` is attached to.
    public var frames: [String: CGRect] {
        var frames: [String: CGRect] = [:]
        root.forEachNode { node in
            for id in node.explicitIDs { frames["\(id.base)"] = node.frame }
        }
        return frames
    }

    /// What the laid-out view draws, in absolute points.
    public var displayList: DisplayList {
        DisplayListBuilder.displayList(of: root, size: size, scale: scale)
    }

    /// What the laid-out view draws, with what each view drew marked by a `DisplayTag` from `table`:
    /// the input of animations, which match views between states by their tags. Make the lists of
    /// successive states with one table, in order. Its `untagged` list is `displayList`.
    public func displayList(tagging table: DisplayTagTable) -> DisplayList {
        DisplayListBuilder.displayList(of: root, size: size, scale: scale, tagging: DisplayTagging(table: table))
    }
}

/// Step 1 of a layout pass on its own: a view resolved to its tree of layout nodes, not yet sized.
///
/// `ViewLayout` resolves and lays out in one go. Benchmarks take the steps apart, to time the layout
/// pass alone as the layout engines they are compared with time only their compute call. A resolved
/// view is laid out once: its nodes keep what they learned in that pass.
@_spi(Benchmarks) public struct ResolvedView {
    let tree: NodeTree
    let scale: CGFloat

    public init<Content: View>(content: Content, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        environment.displayScale = scale
        // The picture is the outermost container of `containerRelativeFrame`.
        environment.containerSizeAnchor = ContainerSizeAnchor()
        let context = ResolveContext(environment: environment, stackOrientation: nil, identity: ViewIdentity())
        // The root is resolved like a body, so that `onAppear` on the rendered view itself runs too.
        let nodes = AppearActions.resolvingBody { context.resolve(content) }
        tree = NodeTree(root: nodes.count == 1 ? nodes[0] : makeContainerNode(layout: VStackLayout(), children: nodes, context: context))
        self.scale = scale
    }

    /// The number of layout nodes: views, and the modifiers that wrap them.
    public var nodeCount: Int {
        var count = 0
        tree.root.forEachNode { _ in count += 1 }
        return count
    }

    /// Sizes the root for `proposal` and places the tree (steps 2 and 3), in a picture with the device's
    /// `safeAreaInsets` (none by default).
    public func layout(proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets()) -> ViewLayout {
        ViewLayout(tree: tree, proposal: proposal, scale: scale, safeAreaInsets: safeAreaInsets)
    }
}

/// Owns a tree of layout nodes and, when it goes, releases the nodes parents first.
///
/// Swift frees a node's children as part of freeing the node, so a chain of nodes freed from its root
/// recurses once per level and could overflow the stack of a tree deep enough (100,000 levels). Here each
/// node is freed while an array still holds its children, so no release recurses more than one level.
final class NodeTree {
    /// The root, kept alive by `owner`.
    unowned let root: ViewNode
    private var owner: ViewNode?

    init(root: ViewNode) {
        self.root = root
        owner = root
    }

    deinit {
        var nodes: [ViewNode?] = []
        root.forEachNode { nodes.append($0) }
        owner = nil
        for index in nodes.indices { nodes[index] = nil }
    }
}
