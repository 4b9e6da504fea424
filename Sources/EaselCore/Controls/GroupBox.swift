import Foundation

/// A box that groups views under an optional label, drawn by the environment's group box style
/// (`groupBoxStyle(_:)`): by default as iOS draws it, the label in `.headline` above the content, 8 points
/// apart, inside a rounded rectangle of the secondary system background, 16 points of padding, 8-point
/// corners, across the width offered (estimated from iOS's screenshots; Apple documents the view, not
/// these metrics).
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.content, self.label) = (content(), label())
    }

    /// The iOS 13 form, the label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        (self.content, self.label) = (content(), label)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return context.resolveStyled(configuration) { DefaultGroupBoxStyle().makeBody(configuration: $0) }
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

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is making, drawn by the next style out.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The parts of a group box a style arranges.
public struct GroupBoxStyleConfiguration {
    /// The label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }
    /// The content, type-erased.
    nonisolated public struct Content: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }
    public let label: Label
    public let content: Content
}

/// How group boxes look: `makeBody(configuration:)` arranges the label and the content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's group box: the label above the content in a rounded box of the secondary system background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
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

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Sets the style of the group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}
