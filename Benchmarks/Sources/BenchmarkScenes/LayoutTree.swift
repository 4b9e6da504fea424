import Easel

/// A frame in the benchmark trees.
public enum TreeFrame {
    /// `.frame(width:height:)`; in flexbox a node of that size that does not shrink.
    case fixed(width: CGFloat, height: CGFloat)
    /// `.frame(minWidth:maxWidth: .infinity, minHeight:maxHeight:)`; in flexbox a node with those minimum
    /// and maximum sizes that grows.
    case flexible(minWidth: CGFloat, minHeight: CGFloat, maxHeight: CGFloat)
}

/// A tree of stacks and framed leaves, built both as Easel views and as Taffy flexbox nodes, so that
/// both engines lay out the same tree.
///
/// - `stack`: `HStack` or `VStack` with the default spacing (8 points between these views), centre-aligned;
///   in flexbox a row or column container with `align-items: center` and a gap of 8.
/// - `framed`: a frame on a subtree; in flexbox the subtree's root node gets the frame's sizes.
/// - `leaf`: a `Color` in a frame; in flexbox one node with the frame's sizes.
public indirect enum LayoutTree {
    case stack(Axis, [LayoutTree])
    case framed(TreeFrame, LayoutTree)
    case leaf(TreeFrame)

    // MARK: Shapes

    /// The leaf at `index`: fixed and flexible frames alternate.
    public static func leaf(_ index: Int) -> LayoutTree {
        index.isMultiple(of: 2) ? .leaf(.fixed(width: 20, height: 10)) : .leaf(.flexible(minWidth: 10, minHeight: 10, maxHeight: 40))
    }

    /// `fanout` children a level, `depth` levels of stacks (rows and columns by turns) above the leaves.
    public static func nested(fanout: Int, depth: Int) -> LayoutTree {
        var leaves = 0
        func subtree(at level: Int) -> LayoutTree {
            guard level < depth else {
                defer { leaves += 1 }
                return leaf(leaves)
            }
            let axis: Axis = level.isMultiple(of: 2) ? .horizontal : .vertical
            return .stack(axis, (0..<fanout).map { _ in subtree(at: level + 1) })
        }
        return subtree(at: 0)
    }

    /// One row of `count` leaves.
    public static func wide(_ count: Int) -> LayoutTree {
        .stack(.horizontal, (0..<count).map(leaf))
    }

    /// A chain of `depth` stacks, columns and rows by turns, each holding the next, every fourth in a
    /// flexible frame, and a leaf at the bottom.
    public static func deep(_ depth: Int) -> LayoutTree {
        var tree = leaf(0)
        for level in 0..<depth {
            tree = .stack(level.isMultiple(of: 2) ? .vertical : .horizontal, [tree])
            if level % 4 == 3 { tree = .framed(.flexible(minWidth: 10, minHeight: 10, maxHeight: 400), tree) }
        }
        return tree
    }

    /// A chain of `depth` levels, each a stack (columns and rows by turns) of a fixed leaf, the next
    /// level and a flexible leaf.
    public static func growth(depth: Int) -> LayoutTree {
        var tree = leaf(0)
        for level in 0..<depth {
            tree = .stack(level.isMultiple(of: 2) ? .vertical : .horizontal, [leaf(0), tree, leaf(1)])
        }
        return tree
    }

    // MARK: Counting

    /// The number of Easel layout nodes the tree resolves to: one per stack and per frame, and a frame
    /// and a colour per leaf.
    public var easelNodeCount: Int {
        switch self {
        case .stack(_, let children): 1 + children.reduce(0) { $0 + $1.easelNodeCount }
        case .framed(_, let tree): 1 + tree.easelNodeCount
        case .leaf: 2
        }
    }
}
