import Foundation

/// A fixed frame: each dimension given replaces the proposal to the child and is the frame's size in
/// that dimension; a dimension not given passes the proposal through and takes the child's size. The
/// child is placed inside by `alignment`.
///
/// Around content that makes no view (an `if` without `else` whose condition fails, `EmptyView`) it is
/// still a frame, of an empty view: iOS records Ferrostar's `CurrentRoadNameView(currentRoadName: nil)`
/// inside `.frame(width: 430, height: 932).background(…)` as the 430 × 932 background (docs/fidelity.md).
struct FixedFrameLayout: ModifierLayout {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    var framesEmptyContent: Bool { true }

    /// Fixed in both dimensions, the frame has one size for every proposal: no cache entries for it.
    var sizingShortcut: SizingShortcut {
        guard let width, let height else { return .none }
        return .constant(CGSize(width: width, height: height))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func fillingChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize? {
        alignment.isProportional ? childProposal(proposal) : nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let width, let height else {
            let size = subviews.withNode(at: subviews.startIndex) { $0.sizeThatFits(childProposal(proposal)) }
            return CGSize(width: width ?? size.width, height: height ?? size.height)
        }
        return CGSize(width: width, height: height)
    }

    /// The frames reach their child borrowed (`LayoutSubviews.withNode`), as stacks do: through
    /// `subviews[0]`, each call retained and released it (L1 wide's pass 15.5M → 14.9M instructions).
    @inline(__always)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.withNode(at: subviews.startIndex) { $0.place(in: bounds, alignment: alignment, proposal: childProposal(proposal)) }
    }
}

/// A flexible frame (SwiftUI's rule), per dimension:
/// 0. The bounds are normalised as SwiftUI does: a negative minimum becomes 0, the ideal is at least
///    the minimum, and the maximum at least the ideal.
/// 1. The child's proposal: a nil proposal becomes the ideal value (nil if there is none); a given
///    proposal is clamped to the frame's minimum and maximum.
/// 2. The frame's size: for a nil proposal with an ideal value, the ideal value, whatever the child's
///    size (so `frame(idealWidth: 100).fixedSize()` is 100 wide). Otherwise, with neither bound, the
///    child's size; else, starting from the child's size: a minimum makes it `max(min, min(child,
///    proposal))`, then a maximum makes it `min(max, max(result, proposal))`, where `proposal` is the
///    clamped proposal (or the child's size when the proposal is nil). So `maxWidth: .infinity` fills
///    what is offered and `minWidth` alone never grows past the child.
/// 3. The child is placed inside by `alignment`.
struct FlexibleFrameLayout: ModifierLayout {
    struct Bounds {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        /// Step 0.
        var normalized: Bounds {
            let minimum = min.map { Swift.max($0, 0) }
            let ideal = ideal.map { Swift.max(minimum ?? 0, $0) }
            return Bounds(min: minimum, ideal: ideal, max: max.map { Swift.max(ideal ?? 0, $0) })
        }
    }
    let horizontal: Bounds, vertical: Bounds, alignment: Alignment

    init(horizontal: Bounds, vertical: Bounds, alignment: Alignment) {
        (self.horizontal, self.vertical, self.alignment) = (horizontal.normalized, vertical.normalized, alignment)
    }

    /// Step 1 for one dimension.
    private static func propose(_ proposed: CGFloat?, _ bounds: Bounds) -> CGFloat? {
        guard var value = proposed ?? bounds.ideal else { return nil }
        guard proposed != nil else { return value }
        if let minimum = bounds.min, value < minimum { value = minimum }
        if let maximum = bounds.max, value > maximum { value = maximum }
        return value
    }

    /// Step 2 for one dimension: `proposed` is the frame's own proposal, `childProposal` step 1's.
    private static func size(child: CGFloat, proposed: CGFloat?, childProposal: CGFloat?, _ bounds: Bounds) -> CGFloat {
        if proposed == nil, let ideal = bounds.ideal { return ideal }
        guard bounds.min != nil || bounds.max != nil else { return child }
        let offered = childProposal ?? child
        var result = child
        if let minimum = bounds.min { result = max(minimum, min(result, offered)) }
        if let maximum = bounds.max { result = min(maximum, max(result, offered)) }
        return result
    }

    /// Inlined, as `sizeThatFits` is: called, it took the node's copy of the 176-byte frame with it.
    @inline(__always)
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.propose(proposal.width, horizontal), height: Self.propose(proposal.height, vertical))
    }

    /// Inlined into `ModifierLayoutNode` with the proposal's helpers: L1 nested's layout pass 63.31M →
    /// 63.05M instructions. (The node still copies the 176-byte frame for each call, about 0.7M.)
    @inline(__always)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let proposed = childProposal(proposal)
        let size = subviews.withNode(at: subviews.startIndex) { $0.sizeThatFits(proposed) }
        return CGSize(width: Self.size(child: size.width, proposed: proposal.width, childProposal: proposed.width, horizontal),
                      height: Self.size(child: size.height, proposed: proposal.height, childProposal: proposed.height, vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.withNode(at: subviews.startIndex) { $0.place(in: bounds, alignment: alignment, proposal: childProposal(proposal)) }
    }

    func fillingChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize? {
        alignment.isProportional ? childProposal(proposal) : nil
    }
}

/// Proposes nil (the ideal size) to the child on the fixed axes; the view takes the child's size.
struct FixedSizeLayout: ModifierLayout {
    let axes: Axis.Set

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(childProposal(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(in: bounds, alignment: .center, proposal: childProposal(proposal))
    }
}

/// How content fits a frame of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Sizes the child to an aspect ratio: the largest (fit) or smallest (fill) rectangle of that ratio
/// for the proposal, proposed to the child and centred. A nil ratio takes the child's ideal ratio.
/// A fully unspecified proposal is passed through unchanged, as in SwiftUI: the child answers its
/// ideal size (a colour with ratio 2 is still 10 × 10 inside `fixedSize()`).
struct AspectRatioLayout: ModifierLayout {
    let ratio: CGFloat?, contentMode: ContentMode

    private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let widthFirst = contentMode == .fit ? width / ratio <= height : width / ratio >= height
            return widthFirst ? ProposedViewSize(width: width, height: width / ratio)
                              : ProposedViewSize(width: height * ratio, height: height)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(childProposal(proposal, subviews[0]))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(in: bounds, alignment: .center, proposal: childProposal(proposal, subviews[0]))
    }
}

nonisolated extension View {
    /// Gives the view a fixed width, height, or both.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(byLayout: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view flexible bounds: minimum, ideal and maximum width and height.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modified(byLayout: FlexibleFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                               vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                               alignment: alignment))
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return modified(byLayout: FixedSizeLayout(axes: axes))
    }

    /// Constrains the view to an aspect ratio (width / height), or to its own ideal ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(byLayout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its proposal, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its proposal, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
