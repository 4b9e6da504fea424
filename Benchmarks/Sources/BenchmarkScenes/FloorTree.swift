/// The floor of L1: a tree of plain objects, one per Easel layout node and shaped like Easel's node tree,
/// each visited once to set a position from its parent's. No layout engine can do less than that.
public final class FloorNode {
    let children: [FloorNode]
    var position: Double = 0

    init(children: [FloorNode]) { self.children = children }

    /// Mirrors the nodes `tree` resolves to in Easel (see `LayoutTree.easelNodeCount`).
    public convenience init(_ tree: LayoutTree) {
        switch tree {
        case .stack(_, let children): self.init(children: children.map(FloorNode.init))
        case .framed(_, let inner): self.init(children: [FloorNode(inner)])
        case .leaf: self.init(children: [FloorNode(children: [])])
        }
    }

    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// Visits the subtree once: each node's position is its parent's plus its index.
    public func visit(from origin: Double) {
        position = origin
        for (index, child) in children.enumerated() { child.visit(from: origin + Double(index)) }
    }
}
