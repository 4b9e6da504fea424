import Easel

/// A `LayoutTree` as Easel views.
nonisolated public struct LayoutTreeView: View {
    public let tree: LayoutTree

    public init(tree: LayoutTree) { self.tree = tree }

    public var body: some View {
        switch tree {
        case .stack(let axis, let children):
            if axis == .horizontal {
                HStack { ForEach(children.indices, id: \.self) { LayoutTreeView(tree: children[$0]) } }
            } else {
                VStack { ForEach(children.indices, id: \.self) { LayoutTreeView(tree: children[$0]) } }
            }
        case .framed(let frame, let tree):
            LayoutTreeView(tree: tree).treeFrame(frame)
        case .leaf(let frame):
            Color.blue.treeFrame(frame)
        }
    }
}

nonisolated extension View {
    @ViewBuilder func treeFrame(_ frame: TreeFrame) -> some View {
        switch frame {
        case .fixed(let width, let height):
            self.frame(width: width, height: height)
        case .flexible(let minWidth, let minHeight, let maxHeight):
            self.frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, maxHeight: maxHeight)
        }
    }
}
