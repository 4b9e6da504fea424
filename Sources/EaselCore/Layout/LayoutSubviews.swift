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
    /// (Each level of a deep tree asks its children, so the question goes through `DeepRecursion`.)
    public var spacing: ViewSpacing { DeepRecursion.run { node.spacing } }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.placement = Placement(origin: origin, size: size, proposal: proposal)
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

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.indices == rhs.indices && zip(lhs, rhs).allSatisfy(==)
    }
}

extension LayoutSubviews {
    /// The distance each subview prefers to the next one along `axis` (`ViewSpacing.distance`), and 0
    /// after the last.
    /// Each subview's spacing is looked up once.
    func preferredGaps(along axis: Axis) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: count)
        guard var current = first?.spacing else { return gaps }
        for offset in 0..<Swift.max(count - 1, 0) {
            let next = self[startIndex + offset + 1].spacing
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
