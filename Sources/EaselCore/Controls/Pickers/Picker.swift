import Foundation

/// A control for choosing one of its content's views, each marked by a `tag(_:)` (or, inside a
/// `ForEach`, by its element's id), the one whose tag equals `selection` being selected. Drawn by
/// the innermost style set by `pickerStyle(_:)`, as iOS 17 draws each (metrics in `PickerStyle`).
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
        self.content = content()
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.)
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue
        self.label = label
        self.content = content()
    }

    /// A picker is drawn by the innermost picker style (`ErasedStyle`), or the automatic one.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = _PickerStyleConfiguration(selection: AnyHashable(selection), label: AnyView(label), content: AnyView(content))
        return context.resolveStyled(configuration) { DefaultPickerStyle()._body(configuration: $0) }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The options of a picker: its content's views, resolved, and their tags.
enum PickerOptions {
    static func nodes<Content: View>(of content: Content, in context: ResolveContext) -> [ViewNode] {
        var options = context.child("options")
        options.marksForEachIDs = true
        return options.resolve(content)
    }

    /// An option's tag: its own `tag(_:)`, else the id `ForEach` gave it.
    static func tag(_ node: ViewNode) -> AnyHashable? {
        (node.firstTrait(TagTrait.self) ?? nil) ?? (node.traits.values[ObjectIdentifier(ForEachIDTrait.self)] as? AnyHashable)
    }
}

/// One option of a picker's content, by position or by tag (nothing when none matches).
nonisolated struct PickerOption<Content: View>: View, PrimitiveView {
    let content: Content
    var index: Int?
    var selection: AnyHashable?

    init(content: Content, index: Int) { (self.content, self.index) = (content, index) }
    init(content: Content, selection: AnyHashable) { (self.content, self.selection) = (content, selection) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = PickerOptions.nodes(of: content, in: context)
        if let index { return nodes.indices.contains(index) ? [nodes[index]] : [] }
        return nodes.first { PickerOptions.tag($0) == selection }.map { [$0] } ?? []
    }
}

/// How pickers draw, as iOS 17 draws them:
/// - `.menu` (and `.automatic`): in a list row, the label leading and the selected option with
///   `chevron.up.chevron.down` trailing in the tint; elsewhere (or under `labelsHidden()`) the selected
///   option and the chevron alone, as iOS draws a menu picker's button.
/// - `.segmented`: `UISegmentedControl` (see `SegmentedControl`).
/// - `.inline`: each option a row, the selected one with a `checkmark` in the tint at its trailing end
///   (in a `List` or `Form`, rows of the list; elsewhere stacked).
/// - `.navigationLink`: a row with the label, the selected option in the secondary colour and the
///   disclosure chevron, as `NavigationLink` draws it.
///
/// SwiftUI gives this protocol no public requirement, so apps cannot write picker styles; Easel's
/// requirement is underscored for the same reason. It is how a built-in style draws: a picker finds its
/// style on the environment's style stack as every control does (`ErasedStyle`).
public protocol PickerStyle: Sendable {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: _PickerStyleConfiguration) -> _Body
}

/// What a picker style draws from: the selected tag, the label and the options, type-erased.
public struct _PickerStyleConfiguration {
    let selection: AnyHashable
    let label: AnyView
    let content: AnyView
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public func _body(configuration: _PickerStyleConfiguration) -> some View { MenuPicker(configuration: configuration) }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public func _body(configuration: _PickerStyleConfiguration) -> some View { MenuPicker(configuration: configuration) }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public func _body(configuration: _PickerStyleConfiguration) -> some View { SegmentedPicker(configuration: configuration) }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public func _body(configuration: _PickerStyleConfiguration) -> some View { InlinePicker(configuration: configuration) }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public func _body(configuration: _PickerStyleConfiguration) -> some View { NavigationLinkPicker(configuration: configuration) }
}

/// `.menu`: the selected option and the chevron in the tint; in a list row (labels shown), the label leading.
nonisolated private struct MenuPicker: View, PrimitiveView {
    let configuration: _PickerStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let value = HStack(spacing: 5) {
            PickerOption(content: configuration.content, selection: configuration.selection)
            Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
        }
        .foregroundStyle(TintShapeStyle())
        guard context.environment.isListRow, !context.environment.labelsHidden else { return context.resolve(value) }
        return context.resolve(HStack { configuration.label; Spacer(); value })
    }
}

/// `.navigationLink`: a navigation row with the label and the selected option in the secondary colour.
nonisolated private struct NavigationLinkPicker: View, PrimitiveView {
    let configuration: _PickerStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(NavigationLink(destination: EmptyView()) {
            LabelValueRow(label: configuration.label,
                          value: PickerOption(content: configuration.content, selection: configuration.selection),
                          valueStyle: Color.secondary)
        })
    }
}

/// `.segmented`: `UISegmentedControl` (`SegmentedControl`).
nonisolated private struct SegmentedPicker: View, PrimitiveView {
    let configuration: _PickerStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [SegmentedControl.node(content: configuration.content, selection: configuration.selection, in: context)]
    }
}

/// `.inline`: a row per option, the selected one checked; rows of the list in a list, else stacked.
nonisolated private struct InlinePicker: View, PrimitiveView {
    let configuration: _PickerStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let content = configuration.content
        let tags = PickerOptions.nodes(of: content, in: context).map(PickerOptions.tag)
        let rows = tags.indices.map { index in
            context.child("option").child(index).resolve(HStack {
                PickerOption(content: content, index: index)
                Spacer()
                if tags[index] == configuration.selection {
                    Image(systemName: "checkmark").font(.body.weight(.semibold)).imageScale(.large).foregroundStyle(TintShapeStyle())
                }
            })
        }
        let nodes = rows.flatMap { $0 }
        return context.environment.isListRow ? nodes : [makeContainerNode(layout: VStackLayout(spacing: 0), children: nodes, context: context)]
    }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }

nonisolated extension View {
    /// Sets the style of pickers in this view: pushed onto the style stack (`ErasedStyle`).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style._body(configuration: configuration)) }
    }
}
