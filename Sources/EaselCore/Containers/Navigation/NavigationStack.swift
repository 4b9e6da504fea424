import Foundation

/// A stack of views with a navigation bar, showing its root (a still shows no pushed view).
///
/// Rules (as iOS 17 draws an iPhone's navigation bar; UIKit documents the 44-point bar, the rest is
/// as drawn):
/// 1. The bar is 44 points tall; a large title (the default at a stack's root, `.large`) adds 52 below
///    it. The content gets the rest of the proposal below the bar (and above a bottom toolbar of 44 when
///    there are `.bottomBar` items) and the stack takes the proposal (nil: the content's size plus the bars).
/// 2. A large title is `largeTitle`, bold, at the leading margin (16 points, 20 from a width of 414),
///    its text ending 8 points above the bar's bottom; an inline title is `headline`, centred in the bar.
///    A `.principal` item takes the inline title's place.
/// 3. Toolbar items are in the tint colour at `body` size, centred vertically in the bar: leading items
///    from the leading margin, trailing items to the trailing margin, 16 points apart.
/// 4. The bar has no background of its own at the top of the content (iOS 15's scroll-edge
///    appearance): over a `List` or `Form`, the list's background colour continues behind it.
/// 5. The bars add to the content's safe area (`SafeArea.reserving`): content that ignores the safe
///    area extends under them. Bar backgrounds extend into the device's safe area insets beyond them
///    (under the status bar and the home indicator), as UIKit's bars do.
/// 6. `navigationBarHidden(true)` on the content hides the top bar: no title, no leading, principal or
///    trailing items, and the content starts at the stack's top (a bottom toolbar stays).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack with a navigation path; a still shows the root whatever the path holds.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [NavigationStackNode.make(root, in: context)] }
}

/// The stack of iOS 15 and before, drawn as `NavigationStack`.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(in context: ResolveContext) -> [ViewNode] { [NavigationStackNode.make(content, in: context)] }
}

/// A split view; on a compact-width screen (an iPhone in portrait) iOS shows it as a stack whose root
/// is the sidebar, which is what a still shows.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [NavigationStackNode.make(sidebar, in: context)] }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

final class NavigationStackNode: ViewNode {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let itemSpacing: CGFloat = 16

    let content: ViewNode
    let title: ViewNode?
    let isLarge: Bool
    let items: [ToolbarItemPlacement.Slot: ViewNode]
    /// The content area is the container of `containerRelativeFrame`s in the content.
    let container: ContainerSizeAnchor
    /// Rule 6: the top bar is hidden.
    let barHidden: Bool
    private let nodes: [ViewNode]

    init(content: ViewNode, title: ViewNode?, isLarge: Bool, items: [ToolbarItemPlacement.Slot: ViewNode], container: ContainerSizeAnchor,
         barHidden: Bool = false, context: ResolveContext) {
        (self.content, self.title, self.isLarge, self.items, self.container) = (content, title, isLarge, items, container)
        self.barHidden = barHidden
        nodes = [content] + [title].compactMap { $0 } + [.leading, .principal, .trailing, .bottom].compactMap { items[$0] }
        super.init(context: context)
    }

    /// Resolves `root`, finds the title, title mode and toolbar its views declared, and makes their nodes.
    static func make<Root: View>(_ root: Root, in context: ResolveContext) -> NavigationStackNode {
        let (measured, anchor) = context.measuringContainer()
        let inner = measured.container(orientation: nil)
        let resolved = inner.child("root").resolve(root)
        let content = resolved.count == 1 ? resolved[0] : makeContainerNode(layout: VStackLayout(), children: resolved, context: inner)
        let mode = content.firstTrait(TitleDisplayModeTrait.self) ?? nil
        let isLarge = mode != .inline
        let barHidden = (content.firstTrait(NavigationBarHiddenTrait.self) ?? nil) ?? false
        let title = (barHidden ? nil : content.firstTrait(NavigationTitleTrait.self) ?? nil).map { string in
            inner.child("title").resolve(Text(string).font(isLarge ? .largeTitle : .headline).fontWeight(isLarge ? .bold : .semibold))[0]
        }
        let bar = inner.with {
            $0.font = .body
            $0.foregroundStyle = AnyShapeStyle(TintShapeStyle())
        }
        var items: [ToolbarItemPlacement.Slot: ViewNode] = [:]
        let entries = content.firstTrait(ToolbarTrait.self) ?? []
        for slot in barHidden ? [ToolbarItemPlacement.Slot.bottom] : [.leading, .principal, .trailing, .bottom] {
            let views = entries.filter { $0.placement.slot == slot }.map(\.view)
            guard !views.isEmpty else { continue }
            let nodes = views.enumerated().flatMap { bar.child("toolbar").child(slot).child($0.offset).resolve($0.element) }
            items[slot] = makeContainerNode(layout: HStackLayout(spacing: itemSpacing), children: nodes, context: bar)
        }
        return NavigationStackNode(content: content, title: title, isLarge: isLarge && title != nil, items: items, container: anchor,
                                   barHidden: barHidden, context: context)
    }

    override var children: [ViewNode] { nodes }

    override func computeGuideKinds() -> GuideKinds { GuideKinds() }

    private var topBarHeight: CGFloat { barHidden ? 0 : Self.barHeight + (isLarge ? Self.largeTitleHeight : 0) }
    private var bottomBarHeight: CGFloat { items[.bottom] == nil ? 0 : Self.barHeight }

    /// The content's proposal, which is also the size of the container it measures against.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let content = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - topBarHeight - bottomBarHeight) })
        container.size = content
        return content
    }

    /// Rule 1.
    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(contentProposal(proposal))
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height + topBarHeight + bottomBarHeight)
    }

    /// The content's region: the stack less its bars.
    private var contentRegion: CGRect {
        CGRect(x: frame.minX, y: frame.minY + topBarHeight, width: frame.width, height: max(0, frame.height - topBarHeight - bottomBarHeight))
    }

    /// Rule 5.
    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        guard child === content else { return safeArea }
        return (safeArea ?? .none).reserving(contentRegion, in: frame)
    }

    /// Rules 1–3.
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let contentSize = content.sizeThatFits(childProposal)
        content.place(at: CGPoint(x: bounds.minX, y: bounds.minY + topBarHeight), anchor: .topLeading, size: contentSize, proposal: childProposal)
        let barMidY = bounds.minY + Self.barHeight / 2
        func place(_ node: ViewNode?, at point: CGPoint, anchor: UnitPoint) {
            guard let node else { return }
            let size = node.sizeThatFits(.unspecified)
            node.place(at: point, anchor: anchor, size: size, proposal: .unspecified)
        }
        place(items[.leading], at: CGPoint(x: bounds.minX + margin, y: barMidY), anchor: .leading)
        place(items[.trailing], at: CGPoint(x: bounds.maxX - margin, y: barMidY), anchor: .trailing)
        place(items[.principal], at: CGPoint(x: bounds.midX, y: barMidY), anchor: .center)
        place(items[.bottom], at: CGPoint(x: bounds.midX, y: bounds.maxY - Self.barHeight / 2), anchor: .center)
        guard let title else { return }
        if isLarge {
            let width = max(0, bounds.width - 2 * margin)
            let size = title.sizeThatFits(ProposedViewSize(width: width, height: nil))
            title.place(at: CGPoint(x: bounds.minX + margin, y: bounds.minY + topBarHeight - 8), anchor: .bottomLeading, size: size,
                        proposal: ProposedViewSize(width: width, height: nil))
        } else if items[.principal] == nil {
            place(title, at: CGPoint(x: bounds.midX, y: barMidY), anchor: .center)
        }
    }

    /// Rule 4, then the bars' views over the content; a bottom toolbar gets the bar colour and a hairline.
    /// Both backgrounds reach into the device's insets (rule 5).
    override func draw(into list: inout DisplayListBuilder) {
        let insets = (safeArea ?? .none).insets(of: frame)
        if let listStyle = content.listStyleOfList, environment.scrollContentBackground != .hidden {
            let metrics = ListMetrics(style: listStyle, width: frame.width, environment: environment)
            list.fill(Path(CGRect(x: frame.minX, y: frame.minY - insets.top, width: frame.width, height: topBarHeight + insets.top)),
                      metrics.listBackground.resolve(in: environment))
        }
        list.draw(content)
        if items[.bottom] != nil {
            let bar = CGRect(x: frame.minX, y: frame.maxY - bottomBarHeight, width: frame.width, height: bottomBarHeight)
            if insets.bottom > 0 {
                list.fill(Path(CGRect(x: bar.minX, y: bar.maxY, width: bar.width, height: insets.bottom)), BarChrome.background.resolve(in: environment))
            }
            list.fill(Path(bar), BarChrome.background.resolve(in: environment))
            list.fill(Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 1 / max(environment.displayScale, 1))),
                      BarChrome.hairline.resolve(in: environment))
        }
        for node in nodes.dropFirst() where !(node === title && items[.principal] != nil) { list.draw(node) }
    }
}

/// The colours of iOS's bars (tab bars, toolbars) over scrolled content: the default bar material
/// drawn as its opaque approximation (light #F9F9F9, dark #161616; the material itself blurs, which a
/// flat colour stands in for) with a hairline of `UIColor.opaqueSeparator`'s alpha version on top
/// (black at 30 % light, white at 15 % dark), as iOS 17 draws them.
enum BarChrome {
    static let background = Color.system(light: 0xF9F9F9, dark: 0x161616)
    static let hairline = Color(.adaptive(light: RGBA(hex: 0x000000, alpha: 0.3), dark: RGBA(hex: 0xFFFFFF, alpha: 0.15)))
}
