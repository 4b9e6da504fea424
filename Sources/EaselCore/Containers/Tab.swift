import Foundation

/// A tab of a `TabView`, as iOS 18's `Tab`: its content, its item in the tab bar, and the selection
/// value that selects it.
///
/// Easel maps it onto the older spelling, which `TabView` draws: a tab is its content with
/// `.tabItem { label }` and, when it has a value, `.tag(value)`; `.badge(_:)` on a tab badges its item.
/// (SwiftUI builds tabs with a `TabContentBuilder`; here a tab is a view, so both spellings mix.)
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    /// The selection value, erased where it is set: nil for a tab without one.
    let tag: AnyHashable?
    let content: Content
    let label: Label

    init(value: Value?, content: Content, label: Label) {
        tag = value.map { AnyHashable($0) }
        (self.content, self.label) = (content, label)
    }

    public var body: some View {
        TabContent(value: tag, content: content, label: label)
    }
}

/// The view a `Tab` stands for.
nonisolated private struct TabContent<Content: View, Label: View>: View {
    let value: AnyHashable?
    let content: Content
    let label: Label

    var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

/// A tab's item from a title and a system image: the symbol above the title, as iOS's tab bar stacks
/// them (the symbol at 22 points, 2 points above the title; matched to what iOS 17 draws).
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String

    public var body: some View {
        VStack(spacing: 2) {
            Image(systemName: systemImage).font(.system(size: 22))
            title
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected by `value`, its item `titleKey` under the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
    }

    /// A tab selected by `value`, its item `title` under the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab without a selection value, its item `titleKey` under the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
    }

    /// A tab without a selection value, its item `title` under the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
    }
}

extension Tab {
    /// A tab selected by `value`, with its own item.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// A tab without a selection value, with its own item.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty item.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a selection value, with an empty item.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}
