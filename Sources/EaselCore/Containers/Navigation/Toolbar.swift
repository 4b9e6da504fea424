import Foundation

/// Where a toolbar item goes, as in SwiftUI.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
}

/// One view of a toolbar and where it goes (public only so that `ToolbarContent` can name it).
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// The content of a `.toolbar { … }`: toolbar items and groups.
public protocol ToolbarContent {
    var _entries: [_ToolbarEntry] { get }
}

/// A view placed in a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        (self.placement, self.content) = (placement, content())
    }
}

/// Several views placed together in a toolbar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        (self.placement, self.content) = (placement, content())
    }

    public var _entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// The toolbar content of several statements.
public struct TupleToolbarContent: ToolbarContent {
    public let _entries: [_ToolbarEntry]
}

/// Builds toolbar content from the statements of a closure.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var entries: [_ToolbarEntry] = []
        for item in repeat each content { entries += item._entries }
        return TupleToolbarContent(_entries: entries)
    }
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// The toolbar entries a view declared, carried outward to the navigation stack around it.
struct ToolbarTrait: LayoutValueKey { static var defaultValue: [_ToolbarEntry] { [] } }

nonisolated extension View {
    /// Puts `content` in the toolbar of the navigation stack around the view, drawn in the bar with the
    /// tint colour.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries
        return modified(by: TraitModifier { node in
            node.traits.values[ObjectIdentifier(ToolbarTrait.self)] = node.listTrait(ToolbarTrait.self) + entries
        })
    }

    /// Puts the views of `content` in the toolbar, at its trailing end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = content()
        return toolbar { ToolbarItem(placement: .automatic) { view } }
    }
}
