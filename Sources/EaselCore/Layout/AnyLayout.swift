import Foundation

/// A type-erased layout. Switching the layout an `AnyLayout` wraps keeps the identity of the views it
/// lays out, so they move from one arrangement to the other instead of being replaced.
public struct AnyLayout: Layout {
    /// The erased layout's cache.
    public struct Cache { var value: Any }

    private let box: any AnyLayoutBox

    /// The wrapped layout's: its properties (the stack axis `Spacer` and `Divider` inside it orient by,
    /// its flags) and, for a stack, the stack's fast path.
    public var _engineLayout: _EngineLayout { box.engineLayout }

    public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

    /// The same erased layout: an `AnyLayout` of an `AnyLayout` is not boxed twice. (Reached from a
    /// generic context, the generic initializer boxes it again, which forwards every call alike.)
    public init(_ layout: AnyLayout) { box = layout.box }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews: subviews)) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

private protocol AnyLayoutBox {
    var engineLayout: _EngineLayout { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
}

private struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    var engineLayout: _EngineLayout { layout._engineLayout }

    /// Runs `body` with the erased cache as `L.Cache`, making a fresh one if it holds another layout's.
    private func withCache<R>(_ erased: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var cache = erased as? L.Cache ?? layout.makeCache(subviews: subviews)
        erased = ()
        defer { erased = cache }
        return body(&cache)
    }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews: subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
    }
}
