import Foundation
import Easel

/// A box that groups views under an optional label (SwiftUI's `GroupBox`), drawn as iOS draws its
/// automatic style: the label in `.headline` above the content, 8 points apart, inside a rounded
/// rectangle of the secondary system background, 16 points of padding, 8-point corners (estimated from
/// iOS's screenshots; Apple documents the view, not these metrics).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.content, self.label) = (content(), label())
    }

    /// The iOS 13 form, the label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        (self.content, self.label) = (content(), label)
    }

    public var body: some View {
        style.makeBody(GroupBoxStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// The parts of a group box a style arranges (SwiftUI's `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: Label
    public let content: Content
}

/// How group boxes look (SwiftUI's `GroupBoxStyle`): `makeBody(configuration:)` arranges the label and content.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's group box: the label above the content in a rounded box of the secondary system background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(SystemColors.secondarySystemBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, as the environment keeps it.
struct AnyGroupBoxStyle: @unchecked Sendable {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}
