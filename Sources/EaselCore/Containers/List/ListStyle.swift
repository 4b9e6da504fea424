import Foundation

/// The look of a `List`, as in SwiftUI (`listStyle(_:)`).
public protocol ListStyle: Sendable {
    /// How Easel draws the style.
    var _kind: ListStyleKind { get }
}

/// The looks Easel draws. `automatic` is inset grouped, iOS 17's default for lists and forms.
public enum ListStyleKind: Hashable, Sendable {
    case automatic, insetGrouped, grouped, plain, inset, sidebar

    /// The look drawn: `automatic` becomes inset grouped; `sidebar` on a compact-width screen (every
    /// iPhone in portrait) is drawn as iOS draws it there, inset grouped; `inset` is plain inset by the
    /// section margin.
    var resolved: ListStyleKind {
        switch self {
        case .automatic, .sidebar: .insetGrouped
        default: self
        }
    }
}

public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .automatic } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .grouped } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// The look of a `Form` (`formStyle(_:)`): on iOS both styles draw grouped sections, inset.
public protocol FormStyle: Sendable {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .automatic }
}

/// Set for the content of a `List` or `Form`: a `Section` there is one of the list's sections.
struct IsListContentKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Set inside a list's rows: a `NavigationLink` there draws as a row with a chevron.
struct IsListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var isListContent: Bool {
        get { self[IsListContentKey.self] }
        set { self[IsListContentKey.self] = newValue }
    }

    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        transformEnvironment { $0.listStyle = style._kind }
    }

    /// Sets the look of the forms inside. On iOS every form style draws inset grouped sections.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
