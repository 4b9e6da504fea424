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
public struct ViewLayout {
    let root: ViewNode
    /// The size of the laid-out view in points: the size of the picture a renderer makes of it.
    public let size: CGSize

    public init<Content: View>(content: Content, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                               environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        environment.displayScale = scale
        let context = ResolveContext(environment: environment, stackOrientation: nil, identity: ViewIdentity())
        let nodes = context.resolve(content)
        root = nodes.count == 1 ? nodes[0] : LayoutNode(layout: VStackLayout(), children: nodes, context: context)
        let fitting = root.sizeThatFits(proposal)
        root.layout(in: CGRect(origin: .zero, size: fitting), proposal: proposal, scale: scale)
        size = root.frame.size
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
        DisplayListBuilder.displayList(of: root, size: size)
    }

    /// What the laid-out view draws, with what each view drew marked by a `DisplayTag` from `table`:
    /// the input of animations, which match views between states by their tags. Make the lists of
    /// successive states with one table, in order. Its `untagged` list is `displayList`.
    public func displayList(tagging table: DisplayTagTable) -> DisplayList {
        DisplayListBuilder.displayList(of: root, size: size, tagging: DisplayTagging(table: table))
    }
}
