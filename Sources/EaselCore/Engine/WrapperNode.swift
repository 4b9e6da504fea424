import Foundation

/// Turns each node a view's content resolves to into a new node, or changes it in place.
protocol NodeModifier {
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode
    /// The node the modifier makes around content that makes no view, or nil to make none (the default).
    func makeNodeWithoutContent(in context: ResolveContext) -> ViewNode?
}

extension NodeModifier {
    func makeNodeWithoutContent(in context: ResolveContext) -> ViewNode? { nil }
}

/// A view with a `NodeModifier` applied to each node of its content, as SwiftUI applies a modifier on a
/// `Group` to each of the group's views. Content that makes no view gets what the modifier makes without
/// one (`makeNodeWithoutContent`): a frame's frame, nothing for other modifiers.
nonisolated struct ModifiedView<Content: View, Modifier: NodeModifier>: View, PrimitiveView {
    let content: Content
    let modifier: Modifier

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        if nodes.isEmpty, let node = modifier.makeNodeWithoutContent(in: context) { return [node] }
        return nodes.map { modifier.makeNode(wrapping: $0, in: context) }
    }
}

nonisolated extension View {
    func modified<M: NodeModifier>(by modifier: M) -> ModifiedView<Self, M> {
        ModifiedView(content: self, modifier: modifier)
    }
}

/// A node that wraps one child: the base of the modifiers that draw (effects, masks, backgrounds), change
/// the safe area or record the child's frame, which are not layouts (layout modifiers are `Layout`s,
/// applied by `LayoutModifier`).
///
/// A wrapper takes over its child's layout traits (priority, layout values, grid settings), so a
/// modifier applied after `.layoutPriority(1)` still carries the priority to the container, and it
/// keeps its child's spacing preferences.
class WrapperNode: ViewNode {
    let child: ViewNode
    /// `[child]`, made once: the layout pass asks for the children of every node it visits.
    private let childList: [ViewNode]

    init(child: ViewNode, context: ResolveContext) {
        self.child = child
        childList = [child]
        super.init(context: context)
        traits = child.traits
    }

    override var children: [ViewNode] { childList }
    override var modifiedView: ViewNode? { child }
    override var spacing: ViewSpacing { childSpacing }
    /// The child's spacing, asked through `DeepRecursion`: a chain of modifiers asks once a level.
    final var childSpacing: ViewSpacing { DeepRecursion.run { child.spacing } }
    override func computeSize(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        LayoutSubview(node: child).place(at: bounds.origin, proposal: proposal)
    }
}
