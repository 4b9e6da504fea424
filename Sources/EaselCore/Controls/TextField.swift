import Foundation

/// A field of editable text, drawn as iOS 17 draws an unfocused `UITextField`: its text, or when the
/// text is empty its prompt (else its title) in `placeholderText` grey, in the environment's font
/// (body by default). It takes the width it is offered. A one-line field (the default axis) shows the
/// text's start on one line, clipped at the field's end; a vertical field (`axis: .vertical`) wraps
/// its text and grows up to the `lineLimit`. The innermost style set by `textFieldStyle(_:)` adds the
/// chrome: see `TextFieldStyle`.
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let label: Label
    let axis: Axis
    /// What an empty field shows: the prompt, else the label when it is a `Text`. Kept apart from the
    /// label so that a style's configuration, whose label is erased, shows the same.
    let placeholder: Text?

    init(text: String, prompt: Text?, label: Label, axis: Axis) {
        (self.text, self.prompt, self.label, self.axis) = (text, prompt, label, axis)
        placeholder = prompt ?? (label as? Text)
    }

    /// A field whose placeholder is given, not read from its label: a style's configuration.
    init(text: String, prompt: Text?, label: Label, axis: Axis, placeholder: Text?) {
        (self.text, self.prompt, self.label, self.axis, self.placeholder) = (text, prompt, label, axis, placeholder)
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: .horizontal)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
    }

    /// The field as a style's configuration: the same field, its label erased (SwiftUI's
    /// `TextField<TextFieldStyle._Label>`).
    var configuration: TextField<_TextFieldStyleLabel> {
        if let field = self as? TextField<_TextFieldStyleLabel> { return field }
        return TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, label: _TextFieldStyleLabel(content: AnyView(label)),
                                               axis: axis, placeholder: placeholder)
    }

    /// A field is drawn by the innermost text field style, whose `_body` gets the field as its
    /// configuration; the configuration drawn inside that body is drawn by the next style out, and with
    /// none left by the automatic style, which draws the bare field (iOS's plain field).
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolveStyled(configuration) { DefaultTextFieldStyle()._body(configuration: $0) }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: axis)
    }
}

extension TextField where Label == Text {
    /// A field of a value written by `format` (in `en_US`, as `Text(_:format:)` writes it).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: TextDateFormatting.formatted(value.wrappedValue, format), prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// A field of a value written by `format` (in `en_US`, as `Text(_:format:)` writes it).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: TextDateFormatting.formatted(value.wrappedValue, format), prompt: prompt, label: Text(title), axis: .horizontal)
    }
}

extension TextField {
    /// A field of a value written by `format`, with a label of its own.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: TextDateFormatting.formatted(value.wrappedValue, format), prompt: prompt, label: label(), axis: .horizontal)
    }
}

extension TextField where Label == Text {
    /// (Deprecated in SwiftUI, kept so older code compiles.) The callbacks are never called in a still.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.) The callbacks are never called in a still.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }
}

/// A field of secret text: as `TextField`, its text drawn as one bullet (•, U+2022) per character,
/// as iOS draws secure entry.
nonisolated public struct SecureField<Label: View>: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        (self.text, self.prompt, self.label) = (text.wrappedValue, prompt, label())
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let bullets = String(repeating: "\u{2022}", count: text.count)
        return context.resolve(TextField(text: bullets, prompt: prompt, label: label, axis: .horizontal))
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.) The callback is never called in a still.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.) The callback is never called in a still.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A view of long editable text, drawn as iOS 17 draws `UITextView` in SwiftUI: it takes the space it
/// is offered and shows its text wrapped from the top leading corner, inset 8 points above and below
/// and 5 at the sides (`UITextView`'s documented `textContainerInset` of 8 and
/// `lineFragmentPadding` of 5), in the environment's font (body by default).
nonisolated public struct TextEditor: View, PrimitiveView {
    let text: String

    public init(text: Binding<String>) { self.text = text.wrappedValue }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(Text(verbatim: text)
            .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// A field as the built-in styles draw it, without chrome: its text, or when the text is empty its
/// placeholder in `placeholderText` grey, on one line clipped at the field's end, or wrapped when the
/// field is vertical.
nonisolated private struct BareTextField: View {
    var field: TextField<_TextFieldStyleLabel>

    var body: some View {
        let content = field.text.isEmpty
            ? field.placeholder.map { $0.foregroundStyle(ControlPalette.placeholderText) } : Text(verbatim: field.text)
        if field.axis == .vertical {
            content.frame(maxWidth: .infinity, alignment: .leading)
        } else {
            content.lineLimit(1).fixedSize(horizontal: true, vertical: false)
                .frame(maxWidth: .infinity, alignment: .leading).clipped()
        }
    }
}

/// How text fields draw: `_body(configuration:)` makes a field's body from the field itself, with its
/// label erased (SwiftUI's declaration; the requirement is underscored there too, and apps write
/// custom styles against it, drawing `configuration` inside their chrome).
///
/// The built-in styles, as iOS 17 draws them:
/// - `.automatic` and `.plain`: the text alone (a form row draws the row around it).
/// - `.roundedBorder`: `UITextField.BorderStyle.roundedRect`: the text inset 7 points at the sides and
///   6 above and below (34 points tall in body text, UIKit's default height) on the background colour,
///   in a rounded rectangle of radius 5 with a 0.5-point `systemGray3` border (as iOS 17 draws it).
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// The label of a text field a style draws: the field's own label, type-erased.
nonisolated public struct _TextFieldStyleLabel: View, PrimitiveView {
    let content: AnyView
    func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The bare field: iOS's default in a view (a form row draws the row around it).
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { BareTextField(field: configuration) }
}

/// The bare field.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { BareTextField(field: configuration) }
}

/// The field in UIKit's rounded-rectangle border (metrics in `TextFieldStyle`).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        BareTextField(field: configuration)
            .padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7))
            .background(RoundedRectangle(cornerRadius: 5).fill(ControlPalette.systemBackground))
            .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(ControlPalette.fieldBorder, lineWidth: 0.5))
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

nonisolated extension View {
    /// Sets the style of text fields in this view: pushed onto the style stack (`ErasedStyle`), so the
    /// `configuration` a custom style draws gets the style set outside it (the bare field when none is).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style._body(configuration: configuration)) }
    }
}
