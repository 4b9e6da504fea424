import Foundation

/// A list of rows in sections, drawn in its `listStyle` (inset grouped by default, as on iOS 17): see
/// `ListNode` for the rules and `ListMetrics` for the measurements.
///
/// Each view of the content is a row; a `Section` groups rows under a header and above a footer; rows
/// outside any section make sections of their own, without header or footer. A still shows no row
/// selected: iOS highlights a selected row only while editing, so `selection` is accepted and drawn
/// as nothing.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [Self.listNode(content, style: context.environment.listStyle, in: context)]
    }

    /// The node of a list (or form) of `content` drawn in `style`.
    static func listNode<V: View>(_ content: V, style: ListStyleKind, in context: ResolveContext) -> ListNode {
        let (measured, anchor) = context.measuringContainer()
        let inner = measured.with {
            $0.listStyle = style
            $0.isListContent = true
            $0.isListRow = true
        }.container(orientation: nil).child("list")
        var sections: [ListSectionParts] = []
        var loose: [ListRowParts] = []
        func closeLooseSection() {
            if !loose.isEmpty { sections.append(ListSectionParts(rows: loose)) }
            loose = []
        }
        for node in inner.resolve(content) {
            guard let section = node.listSection else {
                loose.append(ListRowParts(content: node, context: inner))
                continue
            }
            closeLooseSection()
            func single(_ nodes: [ViewNode]) -> ViewNode? {
                nodes.count <= 1 ? nodes.first : makeContainerNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: nodes, context: inner)
            }
            sections.append(ListSectionParts(header: single(section.header), rows: section.rows.map { ListRowParts(content: $0, context: inner) },
                                             footer: single(section.footer), separator: node.listTrait(ListSectionSeparatorTrait.self)))
        }
        closeLooseSection()
        let listContext = context.with { $0.listStyle = style }
        return ListNode(sections: sections, container: anchor, context: listContext)
    }
}

extension List {
    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, with a selection (drawn as nothing; see `List`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of a bound collection, given a binding to its element
    /// (`List($items) { $item in … }`), as `ForEach($items)` makes them.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable,
            SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of a bound collection, identified by `id`, given a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of a bound collection, with a selection (drawn as nothing; see `List`).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }
}

/// A form: a list of controls in sections, drawn as iOS draws forms, inset grouped.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [List<Never, Content>.listNode(content, style: .insetGrouped, in: context)]
    }
}
