import Foundation

/// The kinds of view a lazy stack or grid pins to the scroll view's edge while scrolling. A still is
/// at offset 0, where pinned headers sit where they are laid out, so pinning changes nothing drawn.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views as they scroll into sight; a still lays them all out.
///
/// Rule (as SwiftUI lays it out): the children are stacked exactly as by `VStack`, but the stack takes
/// the whole width it is offered (a nil width: its widest child's) and aligns its children across that
/// width by `alignment`, where a `VStack` hugs its widest child.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)))
    }
}

/// A horizontal stack that creates its views as they scroll into sight; a still lays them all out.
///
/// Rule: as `LazyVStack`, across the other axis: stacked as by `HStack`, taking the whole height offered.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)))
    }
}
