import Foundation

/// A proxy for one subview of a layout: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(in: proposal) }

    /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
    public var priority: Double { node.traits.priority }

    /// The spacing the subview prefers around itself.
    /// (Containers ask their children's through `DeepRecursion`, so deep trees cannot overflow here.)
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The subview's cells, when it is a row of a grid (`GridRow`); nil for any other subview.
    var gridRow: GridRowCells? { node.gridRow }

    /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        node.place(at: position, anchor: anchor, size: node.sizeThatFits(proposal), proposal: proposal)
    }

    /// Places the subview, sized for `proposal`, inside `bounds` so that their `alignment` guides meet
    /// (what a frame does with its child).
    func place(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        node.place(in: bounds, alignment: alignment, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction the container lays out in. Layouts compute positions left to right; the
    /// engine mirrors them for right-to-left.
    public let layoutDirection: LayoutDirection

    init(_ nodes: [ViewNode], layoutDirection: LayoutDirection) {
        self.nodes = nodes
        (startIndex, endIndex) = (0, nodes.count)
        self.layoutDirection = layoutDirection
    }

    private init(nodes: [ViewNode], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        (startIndex, endIndex) = (range.lowerBound, range.upperBound)
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, layoutDirection: layoutDirection)
    }

    /// Runs `body` with the node at `index` (an index of `nodes`), borrowed without a retain: the
    /// layout pass's loops over the subviews read the reference's bits from the array, which keeps the
    /// node alive (saves a retain and release per subview visited, without a second array of them).
    @inline(__always)
    func withNode<Result>(at index: Int, _ body: (ViewNode) -> Result) -> Result {
        assert(nodes.indices.contains(index))
        return nodes.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
                .load(fromByteOffset: index &* MemoryLayout<ViewNode>.stride, as: Unmanaged<ViewNode>.self)
        }._withUnsafeGuaranteedRef(body)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.indices == rhs.indices && zip(lhs, rhs).allSatisfy(==)
    }
}

extension LayoutSubviews {
    /// The distance each subview prefers to the next one along `axis` (`ViewSpacing.distance`), and 0
    /// after the last.
    /// Each subview's spacing is looked up once.
    package func preferredGaps(along axis: Axis) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: count)
        guard !isEmpty else { return gaps }
        var current = withNode(at: startIndex) { $0.spacing }
        for offset in 0..<Swift.max(count - 1, 0) {
            let next = withNode(at: startIndex + offset + 1) { $0.spacing }
            gaps[offset] = current.distance(to: next, along: axis)
            current = next
        }
        return gaps
    }
}

/// A key for a value a view passes to its layout container with `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
