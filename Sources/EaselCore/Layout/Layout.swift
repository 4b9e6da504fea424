import Foundation

/// Properties of a layout container that its children can see, and what the engine may assume of it.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its children along; `Spacer` and `Divider` orient by it.
    public var stackOrientation: Axis?
    /// What the engine may assume of the layout (`LayoutFlags`); none by default, as for any custom layout.
    package var flags = LayoutFlags()
    public init() {}
}

/// Facts about a layout the engine reads as flags rather than from the layout's type.
package struct LayoutFlags: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The layout keeps the protocol's `explicitAlignment`, which sets no guide: the engine need not ask
    /// it for one (Easel's own layouts).
    package static let setsNoExplicitAlignment = LayoutFlags(rawValue: 1 << 0)
    /// The layout's direct children are grid rows: a `GridRow` among them makes a row of cells.
    package static let arrangesGridRows = LayoutFlags(rawValue: 1 << 1)
}

/// A type that sizes and places a collection of views, with SwiftUI's requirements and defaults.
///
/// A layout is asked for its size (`sizeThatFits`) for any number of proposals, then told its bounds
/// (`placeSubviews`). The cache carries work between those calls; it is made once per layout pass.
public protocol Layout {
    static var layoutProperties: LayoutProperties { get }

    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// How the engine lays this layout out (an engine hook, underscored as SwiftUI's `_makeLayoutView`):
    /// by default through the requirements above, with `layoutProperties`.
    var _engineLayout: _EngineLayout { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public var _engineLayout: _EngineLayout { _EngineLayout(properties: Self.layoutProperties) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default a layout prefers, on each edge, the largest spacing any of its subviews prefers there.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// By default a layout sets no guide itself; the engine then merges its subviews' explicit guides.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out the views `content` builds with this layout, as `HStack { … }` does.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout applied to a content view.
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    /// The children are resolved as the layout's properties say (for an `AnyLayout`, the wrapped
    /// layout's): along its stack axis, and as grid rows when it arranges them.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let engineLayout = layout._engineLayout
        let properties = engineLayout.properties
        let children = context.container(orientation: properties.stackOrientation,
                                          isGrid: properties.flags.contains(.arrangesGridRows)).resolve(content)
        return [makeContainerNode(layout: layout, engineLayout, children: children, context: context)]
    }
}

/// The node that lays out `children` with `layout`, as its `_engineLayout` says: a `StackNode` for a
/// stack (also one wrapped in `AnyLayout`), a `LayoutNode` for any other layout.
func makeContainerNode<L: Layout>(layout: L, _ engineLayout: _EngineLayout? = nil, children: [ViewNode],
                                  context: ResolveContext) -> ViewNode {
    if let stack = (engineLayout ?? layout._engineLayout).stack {
        return StackNode(algorithm: stack, children: children, context: context)
    }
    return LayoutNode(layout: layout, children: children, context: context)
}

/// A container node sized and placed by a `Layout`.
final class LayoutNode<L: Layout>: ViewNode {
    let layout: L
    let subviews: LayoutSubviews
    /// Made on first use and kept for the pass (exclusivity checks off, as for `ViewNode`'s caches).
    @exclusivity(unchecked) private var cache: L.Cache?

    /// The layout's flags (for an `AnyLayout`, the wrapped layout's).
    private let flags: LayoutFlags

    init(layout: L, children: [ViewNode], context: ResolveContext) {
        self.layout = layout
        flags = layout._engineLayout.properties.flags
        subviews = LayoutSubviews(children, layoutDirection: context.environment.layoutDirection)
        super.init(context: context)
    }

    override var children: [ViewNode] { subviews.nodes }

    /// Runs `body` with the layout's cache, made on first use and kept for the rest of the pass.
    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache.take() ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// The layout's spacing, computed once a pass: it depends on the subviews' spacings only, and a
    /// container's parent asks for it again for every proposal it measures.
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?

    override var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        // Asks the children's spacing, which recurses down chains of containers: guarded like sizing.
        let spacing = DeepRecursion.run { withCache { layout.spacing(subviews: subviews, cache: &$0) } }
        cachedSpacing = spacing
        return spacing
    }

    /// The layout's own guides (none for Easel's built-in layouts, any for others), and the subviews'
    /// guides that are not frame alignments (see `explicitGuide`).
    override func computeGuideKinds() -> GuideKinds {
        let own: GuideKinds = flags.contains(.setsNoExplicitAlignment) ? [] : .all
        return subviews.nodes.reduce(into: own) { $0.formUnion($1.guideKinds.intersection(.other)) }
    }

    /// The layout's own value for the guide, else its subviews' merged. As in SwiftUI, a container does
    /// not pass on the built-in edge and centre guides its subviews set (their `_combineExplicit` merges
    /// nothing): an `alignmentGuide(.leading)` inside a stack aligns within that stack only, and aligning
    /// across containers takes a custom guide. Single-child modifiers (padding, frames) still pass them on.
    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let own = withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
        if let own { return own }
        return key.isFrameAlignment ? nil : super.computeExplicitGuide(key, size: size, proposal: proposal)
    }
}

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }
