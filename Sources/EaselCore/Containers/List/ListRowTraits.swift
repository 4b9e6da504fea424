import Foundation

/// Vertical edges, for the separators of `listRowSeparator(_:edges:)`.
public enum VerticalEdge: Hashable, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row (or a section) tells the list around it, carried outward like a layout value.
struct ListRowInsetsTrait: LayoutValueKey { static var defaultValue: EdgeInsets? { nil } }
struct ListRowBackgroundTrait: LayoutValueKey { static var defaultValue: AnyView? { nil } }
struct ListRowSeparatorTrait: LayoutValueKey { static var defaultValue: [VerticalEdge: Visibility] { [:] } }
struct ListSectionSeparatorTrait: LayoutValueKey { static var defaultValue: [VerticalEdge: Visibility] { [:] } }

nonisolated extension View {
    /// Sets the insets of the row's content within the row (nil: the list's default, 20 points at the
    /// sides and 8 above and below).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsTrait.self, value: insets)
    }

    /// Puts `view` behind the row, in place of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        layoutValue(key: ListRowBackgroundTrait.self, value: view.map { AnyView($0) })
    }

    /// Shows or hides the separators above and below the row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        setting(visibility, of: edges, for: ListRowSeparatorTrait.self)
    }

    /// Shows or hides the separators at the top and bottom of a section (drawn by plain lists).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        setting(visibility, of: edges, for: ListSectionSeparatorTrait.self)
    }

    /// Sets the separator visibility of `edges` in the trait `key`, keeping the other edge's.
    private func setting<K: LayoutValueKey>(_ visibility: Visibility, of edges: VerticalEdge.Set, for key: K.Type) -> some View
    where K.Value == [VerticalEdge: Visibility] {
        modified(by: TraitModifier { node in
            var value = node.listTrait(key)
            if edges.contains(.top) { value[.top] = visibility }
            if edges.contains(.bottom) { value[.bottom] = visibility }
            node.traits.values[ObjectIdentifier(key)] = value
        })
    }
}

extension ViewNode {
    /// The value of the list trait `key` the view carries.
    func listTrait<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}
