import Foundation

/// A control for choosing one of its content's views, each marked by a `tag(_:)` (or, inside a
/// `ForEach`, by its element's id), the one whose tag equals `selection` being selected. Drawn by
/// the environment's `pickerStyle`, as iOS 17 draws each (metrics in `PickerStyle`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
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

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let selected = AnyHashable(selection)
        let isRow = context.environment.isListRow
        switch context.environment.pickerStyleKind {
        case .automatic, .menu:
            let value = HStack(spacing: 5) {
                PickerOption(content: content, selection: selected)
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
            }
            .foregroundStyle(TintShapeStyle())
            guard isRow, !context.environment.labelsHidden else { return context.resolve(value) }
            return context.resolve(HStack { label; Spacer(); value })
        case .navigationLink:
            return context.resolve(NavigationLink(destination: EmptyView()) {
                LabelValueRow(label: label, value: PickerOption(content: content, selection: selected), valueStyle: Color.secondary)
            })
        case .segmented:
            return [SegmentedControl.node(content: content, selection: selected, in: context)]
        case .inline:
            let tags = PickerOptions.nodes(of: content, in: context).map(PickerOptions.tag)
            let rows = tags.indices.map { index in
                context.child("option").child(index).resolve(HStack {
                    PickerOption(content: content, index: index)
                    Spacer()
                    if tags[index] == selected {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).imageScale(.large).foregroundStyle(TintShapeStyle())
                    }
                })
            }
            return isRow ? rows.flatMap { $0 } : [makeContainerNode(layout: VStackLayout(spacing: 0), children: rows.flatMap { $0 }, context: context)]
        }
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
struct PickerOption<Content: View>: View, PrimitiveView {
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

/// The built-in picker styles.
enum PickerStyleKind: Sendable { case automatic, menu, segmented, inline, navigationLink }

/// A built-in picker style, by its kind.
protocol BuiltInPickerStyle { var kind: PickerStyleKind { get } }

/// How pickers draw, as iOS 17 draws them:
/// - `.menu` (and `.automatic`): in a list row, the label leading and the selected option with
///   `chevron.up.chevron.down` trailing in the tint; elsewhere (or under `labelsHidden()`) the selected
///   option and the chevron alone, as iOS draws a menu picker's button.
/// - `.segmented`: `UISegmentedControl` (see `SegmentedControl`).
/// - `.inline`: each option a row, the selected one with a `checkmark` in the tint at its trailing end
///   (in a `List` or `Form`, rows of the list; elsewhere stacked).
/// - `.navigationLink`: a row with the label, the selected option in the secondary colour and the
///   disclosure chevron, as `NavigationLink` draws it.
public protocol PickerStyle: Sendable {}

public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .inline } }
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .navigationLink } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        transformEnvironment { $0.pickerStyleKind = (style as? BuiltInPickerStyle)?.kind ?? .automatic }
    }
}
