import Foundation

/// A table of rows and columns, as SwiftUI's `Table`: `Table(people) { TableColumn("Name", value: \.name)
/// TableColumn("Age") { Text("\($0.age)") } }`.
///
/// Apple's rule for iOS: "in a compact horizontal size class environment, tables only show the first
/// column", with a list's look. Every iPhone is compact, and Easel draws a table that way at every width:
/// a plain list (`List` with `.plain` style) of the first column's content for each row, without the
/// column headers. Selection and sort order are accepted; the rows show in the data's order, unselected.
nonisolated public struct Table<Value: Identifiable, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: Columns

    /// A table of `data`'s rows.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == TupleTableColumnContent<Value, Never> {
        (rows, self.columns) = (Array(data), columns())
    }

    /// A table with a single selection (drawn unselected).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == TupleTableColumnContent<Value, Never> {
        (rows, self.columns) = (Array(data), columns())
    }

    /// A table with a multiple selection (drawn unselected).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == TupleTableColumnContent<Value, Never> {
        (rows, self.columns) = (Array(data), columns())
    }

    /// A sortable table; the rows show in the data's order (sort `data` by the order to show it sorted).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value, Columns == TupleTableColumnContent<Value, Sort> {
        (rows, self.columns) = (Array(data), columns())
    }

    /// A sortable table with a single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value, Columns == TupleTableColumnContent<Value, Sort> {
        (rows, self.columns) = (Array(data), columns())
    }

    /// A sortable table with a multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value, Columns == TupleTableColumnContent<Value, Sort> {
        (rows, self.columns) = (Array(data), columns())
    }

    public var body: some View {
        let first = columns._columns.first
        return List(rows) { row in
            if let first { first.content(row) }
        }
        .listStyle(.plain)
    }
}

/// One column of a table: its title and how it draws a row (public only so that `TableColumnContent` can
/// name it).
public struct _TableColumnEntry<RowValue> {
    let title: Text
    let content: (RowValue) -> AnyView
}

/// Columns of a table (SwiftUI's `TableColumnContent`).
public protocol TableColumnContent {
    associatedtype TableRowValue: Identifiable
    associatedtype TableColumnSortComparator
    var _columns: [_TableColumnEntry<TableRowValue>] { get }
}

/// A column of a table, as SwiftUI's `TableColumn`: a title, and a row's content (its `value` as text, or a
/// view built from the row).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: Text
    let content: (RowValue) -> Content

    public var _columns: [_TableColumnEntry<RowValue>] {
        let content = content
        return [_TableColumnEntry(title: title, content: { AnyView(content($0)) })]
    }

    /// Accepted: a compact table shows one column, as wide as the list.
    public func width(_ width: CGFloat?) -> TableColumn { self }
    /// Accepted: a compact table shows one column, as wide as the list.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the row's string at `value`, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        (title, content) = (Text(titleKey), { Text(verbatim: $0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        (self.title, content) = (Text(title), { Text(verbatim: $0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        (title, content) = (text, { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column showing the view `content` builds from each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        (title, self.content) = (Text(titleKey), content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        (self.title, self.content) = (Text(title), content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        (title, self.content) = (text, content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing the view `content` builds from each row, sortable by `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        (title, self.content) = (Text(titleKey), content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        (self.title, self.content) = (Text(title), content)
    }
}

/// The columns of a `@TableColumnBuilder` block.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnEntry<RowValue>]
}

/// Builds a table's columns, as SwiftUI's `@TableColumnBuilder`. Any column of the rows' type is
/// accepted, whatever it sorts by. (A table's column type is the builder's result, fixed by its rows' type,
/// so that a column's row type is inferred from the table's data, `TableColumn("Age") { person in … }`.)
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        TupleTableColumnContent(_columns: column._columns)
    }

    public static func buildBlock(_ columns: TupleTableColumnContent<RowValue, Sort>...) -> TupleTableColumnContent<RowValue, Sort> {
        TupleTableColumnContent(_columns: columns.flatMap(\._columns))
    }

    public static func buildOptional(_ columns: TupleTableColumnContent<RowValue, Sort>?) -> TupleTableColumnContent<RowValue, Sort> {
        columns ?? TupleTableColumnContent(_columns: [])
    }

    public static func buildEither(first columns: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> { columns }
    public static func buildEither(second columns: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> { columns }
}
