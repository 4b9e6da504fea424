import Foundation

/// A label with a value, drawn by the environment's labeled-content style (`labeledContentStyle(_:)`):
/// by default the label leading and the value trailing in the secondary colour, across the width
/// offered, as a form row draws it (iOS 17 draws it the same way in a stack).
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return context.resolveStyled(configuration) { AutomaticLabeledContentStyle().makeBody(configuration: $0) }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is making, drawn by the next style out.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How labeled content draws: a style makes its body from the label and the content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` draws with.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    /// The content (the value), type-erased.
    nonisolated public struct Content: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    public let label: Label
    public let content: Content
}

/// The label leading and the content trailing in the secondary colour, across the width; at accessibility
/// Dynamic Type sizes the label above the content, both leading (`LabelValueRow`).
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelValueRow(label: configuration.label, value: configuration.content, valueStyle: .secondary)
    }
}

/// A label and its value across the width: side by side (the value trailing, in the secondary colour) up
/// to `.xxxLarge`, stacked at accessibility sizes (`DynamicTypeSize.isAccessibilitySize`): the label above
/// the value, both leading, across the width. UIKit documents the rule for its value cells
/// (`UIListContentConfiguration.prefersSideBySideTextAndSecondaryText`: side by side "if there's sufficient
/// space. Otherwise, the configuration stacks the text in a vertical layout"); SwiftUI's `LabeledContent`
/// and value rows stack at the accessibility sizes (issue 41). The stack's spacing is `VStack`'s default:
/// no reference here measures it.
nonisolated struct LabelValueRow<Label: View, Value: View, ValueStyle: ShapeStyle>: View {
    let label: Label
    let value: Value
    /// The value's colour: `.secondary` (a picker row passes `Color.secondary`).
    let valueStyle: ValueStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading) {
                label
                value.foregroundStyle(valueStyle)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                label
                Spacer()
                value
                    .foregroundStyle(valueStyle)
                    .multilineTextAlignment(.trailing)
            }
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: Self { Self() } }

nonisolated extension View {
    /// Sets the style of the labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value written by `format` (`.number`, `.currency(code:)`, dates …).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
