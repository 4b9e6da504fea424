import Foundation

/// Tabs with a tab bar, showing the selected tab's content above the bar.
///
/// Rules (as iOS 17 draws an iPhone's tab bar; UIKit's tab bar is 49 points tall):
/// 1. Each view of the content is a tab; its `.tabItem { … }` is drawn in the bar, its `.tag(_:)`
///    matches the `selection` (no selection, or none matching: the first tab).
/// 2. The selected tab's content is proposed the width and the height less the bar, and placed at the
///    top; the view takes the proposal (nil: the content's size plus the bar).
/// 3. The bar is divided into equal slots, one a tab, each item centred in its slot, in the tint colour
///    when selected and grey (#999999) otherwise, at 10 points medium (iOS's tab titles); the bar has
///    the bar colour and a hairline on top (`BarChrome`).
/// 4. A `.badge(_:)` on a tab draws a red capsule with its white text (caption2) centred on the item's
///    top-trailing corner.
/// 5. The bar adds to the content's safe area (`SafeArea.reserving`), and its background reaches into
///    the device's bottom inset (under the home indicator), as UIKit's tab bar does.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let (measured, anchor) = context.measuringContainer()
        let tabs = measured.container(orientation: nil).child("tabs").resolve(content)
        let inner = context.container(orientation: nil)
        let selected = tabs.firstIndex { node in
            guard let selection, let tag = node.firstTrait(TagTrait.self) ?? nil else { return false }
            return tag == AnyHashable(selection)
        } ?? 0
        var items: [ViewNode] = []
        for (index, tab) in tabs.enumerated() {
            let color: Color = index == selected ? .accentColor : Color.system(light: 0x999999, dark: 0x999999)
            let item = inner.with {
                $0.font = .system(size: 10, weight: .medium)
                $0.foregroundStyle = AnyShapeStyle(color)
            }.child("tabItem").child(index)
            let label = (tab.firstTrait(TabItemTrait.self) ?? nil) ?? AnyView(EmptyView())
            let badge = (tab.firstTrait(BadgeTrait.self) ?? nil).map { text in
                AnyView(Text(text).font(.caption2).foregroundStyle(Color.white).padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                    .background(Capsule().fill(Color.red)).alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(.trailing) { $0.width / 2 })
            }
            items += item.resolve(label.overlay(alignment: .topTrailing) { badge ?? AnyView(EmptyView()) })
        }
        return [TabViewNode(content: tabs.isEmpty ? nil : tabs[selected], items: items, container: anchor, context: context)]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

final class TabViewNode: ViewNode {
    static let barHeight: CGFloat = 49
    let content: ViewNode?
    let items: [ViewNode]
    /// The content area is the container of `containerRelativeFrame`s in the tab's content.
    let container: ContainerSizeAnchor
    private let nodes: [ViewNode]

    init(content: ViewNode?, items: [ViewNode], container: ContainerSizeAnchor, context: ResolveContext) {
        (self.content, self.items, self.container) = (content, items, container)
        nodes = [content].compactMap { $0 } + items
        super.init(context: context)
    }

    override var children: [ViewNode] { nodes }

    override func computeGuideKinds() -> GuideKinds { GuideKinds() }

    /// The content's proposal, which is also the size of the container it measures against.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let content = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - Self.barHeight) })
        container.size = content
        return content
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let size = content?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height + Self.barHeight)
    }

    /// Rule 5.
    override func childSafeArea(for child: ViewNode) -> SafeArea? {
        guard child === content else { return safeArea }
        let region = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - Self.barHeight))
        return (safeArea ?? .none).reserving(region, in: frame)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        if let content {
            let childProposal = contentProposal(ProposedViewSize(bounds.size))
            content.place(at: bounds.origin, anchor: .topLeading, size: content.sizeThatFits(childProposal), proposal: childProposal)
        }
        guard !items.isEmpty else { return }
        let slot = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let size = item.sizeThatFits(.unspecified)
            item.place(at: CGPoint(x: bounds.minX + slot * (CGFloat(index) + 0.5), y: bounds.maxY - Self.barHeight / 2),
                       anchor: .center, size: size, proposal: .unspecified)
        }
    }

    override func draw(into list: inout DisplayListBuilder) {
        if let content { list.draw(content) }
        let bar = CGRect(x: frame.minX, y: frame.maxY - Self.barHeight, width: frame.width, height: Self.barHeight)
        let bottomInset = (safeArea ?? .none).insets(of: frame).bottom
        list.fill(Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height + bottomInset)), BarChrome.background.resolve(in: environment))
        list.fill(Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 1 / max(environment.displayScale, 1))),
                  BarChrome.hairline.resolve(in: environment))
        for item in items { list.draw(item) }
    }
}

struct TabItemTrait: LayoutValueKey { static var defaultValue: AnyView? { nil } }
struct BadgeTrait: LayoutValueKey { static var defaultValue: String? { nil } }
struct TagTrait: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }

nonisolated extension View {
    /// Sets what the tab bar shows for this tab.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemTrait.self, value: AnyView(label()))
    }

    /// Marks the view with `tag`, matched against a `TabView`'s selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagTrait.self, value: AnyHashable(tag))
    }

    /// Shows `count` in a badge on this tab's item; zero shows none.
    public func badge(_ count: Int) -> some View {
        layoutValue(key: BadgeTrait.self, value: count == 0 ? nil : "\(count)")
    }

    /// Shows `label` in a badge on this tab's item; nil shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        layoutValue(key: BadgeTrait.self, value: label.map { String($0) })
    }

    /// Shows `label` in a badge on this tab's item; nil shows none.
    public func badge(_ label: Text?) -> some View {
        layoutValue(key: BadgeTrait.self, value: label?.content)
    }
}
