import Foundation

/// A scrollable view, drawn as it first appears: scrolled to offset 0.
///
/// Rules (SwiftUI's):
/// 1. The content is proposed nil along the scroll axes (it takes its ideal length there) and the scroll
///    view's proposal across them. Several views of content are stacked: vertically, or horizontally for
///    a horizontal-only scroll view, as SwiftUI's implicit stack does.
/// 2. The scroll view takes the proposal in both dimensions; a nil dimension takes the content's.
/// 3. The content starts at the scroll view's top-leading corner along the scroll axes (offset 0, the
///    default anchor) and is centred across them.
/// 4. Content margins (`contentMargins(_:_:for:)`) pad the content inside the scroll view.
/// 5. What overflows is clipped to the scroll view's frame, unless `scrollClipDisabled()` is set around
///    it (then a carousel's shadows and the cards beyond its edges show). Scroll indicators are not drawn:
///    iOS shows them only while scrolling, so a still of a scroll view at rest has none.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let stackAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        let (measured, anchor) = context.measuringContainer()
        let inner = measured.container(orientation: stackAxis).child("scroll")
        var nodes = inner.resolve(content)
        if nodes.count != 1 {
            let layout: AnyLayout = stackAxis == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            nodes = [makeContainerNode(layout: layout, children: nodes, context: inner)]
        }
        var content = nodes[0]
        let margins = context.environment.scrollContentMargins
        if margins != EdgeInsets() { content = ModifierLayoutNode(layout: PaddingLayout(insets: margins), modifying: content, context: inner) }
        return [ScrollViewNode(content: content, axes: axes, clips: !context.environment.isScrollClipDisabled, container: anchor,
                               context: context)]
    }
}

final class ScrollViewNode: WrapperNode {
    let axes: Axis.Set
    /// Rule 5: whether the content is clipped to the frame.
    let clips: Bool
    /// The scroll view is the container of `containerRelativeFrame`s in its content: its size is its proposal.
    let container: ContainerSizeAnchor

    init(content: ViewNode, axes: Axis.Set, clips: Bool, container: ContainerSizeAnchor, context: ResolveContext) {
        (self.axes, self.clips, self.container) = (axes, clips, container)
        super.init(child: content, context: context)
        // A scroll view is a container, not a modifier: its content's layout priority and layout values
        // stay inside it.
        traits = LayoutTraits()
    }

    /// Rule 1.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// Rule 2.
    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        container.size = proposal
        let content = child.sizeThatFits(contentProposal(proposal))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    /// Rule 3.
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        container.size = ProposedViewSize(bounds.size)
        let childProposal = contentProposal(proposal)
        let size = child.sizeThatFits(childProposal)
        let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
        let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
        child.place(at: CGPoint(x: x, y: y), anchor: .topLeading, size: size, proposal: childProposal)
    }

    override func computeGuideKinds() -> GuideKinds { GuideKinds() }

    override var displayRole: DisplayRole? { clips ? .effect(EffectDrawing(clip: Path(frame))) : nil }

    /// Rule 5: the content clipped to the frame, or drawn as it is.
    override func draw(into list: inout DisplayListBuilder) {
        guard clips else { return list.drawChildren(of: self) }
        let items = list.collect { $0.drawChildren(of: self) }
        list.group(items, clip: Path(frame))
    }
}

/// Reads the scroll position of the `ScrollView`s in its content: its `ScrollViewProxy` is accepted and
/// `scrollTo` does nothing, since a still shows every scroll view at offset 0.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content(ScrollViewProxy())) }
}

/// Scrolls the scroll views of a `ScrollViewReader`; in a still, a request changes nothing.
public struct ScrollViewProxy {
    /// Asks to scroll until the view with `id` shows at `anchor`; a still stays at offset 0.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// When a scroll view shows its indicators; a still never does (see `ScrollView`, rule 5).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

/// Where `contentMargins(_:_:for:)` applies.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

struct ScrollClipDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The margins `contentMargins` adds around scroll content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Whether the scroll views inside draw what overflows them (`scrollClipDisabled(_:)`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// Whether lists and forms draw their grouped background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the scroll views inside draw their content beyond their frames (`true`) or clip it to them
    /// (`false`, the default).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.isScrollClipDisabled, disabled) }

    /// Sets when the scroll views inside show their indicators. A still never shows them, so this
    /// changes nothing drawn; it is accepted so that app code compiles.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Adds `length` (16 when nil) around the content of the scroll views (and lists) inside, on `edges`.
    /// Margins for the indicators only change nothing drawn.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
    }

    /// Adds `insets` (on `edges`) around the content of the scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment { environment in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { environment.scrollContentMargins.top = insets.top }
            if edges.contains(.leading) { environment.scrollContentMargins.leading = insets.leading }
            if edges.contains(.bottom) { environment.scrollContentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { environment.scrollContentMargins.trailing = insets.trailing }
        }
    }

    /// Adds `length` around the content of the scroll views inside, on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Shows or hides the grouped background of the lists and forms inside.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformEnvironment { $0.scrollContentBackground = visibility }
    }
}
