import Foundation

/// What a view is to assistive technologies, as SwiftUI's accessibility traits.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Each trait with its SwiftUI name, in declaration order: the names `easel layout` prints and scenes use.
    package static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected), ("isLink", .isLink),
        ("isSearchField", .isSearchField), ("isImage", .isImage), ("playsSound", .playsSound),
        ("isKeyboardKey", .isKeyboardKey), ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isModal", .isModal), ("isToggle", .isToggle), ("isTabBar", .isTabBar),
    ]

    /// The names of the traits in the set, in declaration order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}

/// How an accessibility element made with `accessibilityElement(children:)` treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Kind
    enum Kind: Hashable, Sendable { case ignore, contain, combine }

    /// The children are hidden; the element has only the properties set on it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels join into this element's (when it sets none).
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The key of the trait that makes a view's parts' elements and its automatic chart descriptor
/// (`accessibilityParts(_:)`).
enum AccessibilityPartsKey {}

/// The accessibility properties set on one view, carried as a layout trait so that they travel out through
/// the view's layout modifiers to the view an `.id` names.
struct AccessibilityTraitKey: LayoutValueKey {
    static let defaultValue = AccessibilityProperties()
}

nonisolated extension View {
    /// Updates the accessibility properties of this view. Rule: the modifier nearest the view wins for a
    /// single value (label, value, hint, identifier), as for other SwiftUI modifiers; traits add up in
    /// order.
    private func accessibility(_ update: @escaping (inout AccessibilityProperties) -> Void) -> some View {
        modified(by: TraitModifier { node in
            var properties = node.traits.values[ObjectIdentifier(AccessibilityTraitKey.self)] as? AccessibilityProperties
                ?? AccessibilityProperties()
            update(&properties)
            node.traits.values[ObjectIdentifier(AccessibilityTraitKey.self)] = properties
        })
    }

    /// Describes the chart this view draws for VoiceOver's Audio Graphs (SwiftUI's
    /// `accessibilityChartDescriptor(_:)`): `representable` makes the descriptor once, when the modifier
    /// is applied. The modifier nearest the view wins.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        let descriptor = representable.makeChartDescriptor()
        representable.updateChartDescriptor(descriptor)
        let chart = AccessibilityChart(descriptor)
        return accessibility { $0.chart = $0.chart ?? chart }
    }

    /// The accessibility elements of this view's parts (a chart's marks), and a chart descriptor for
    /// when no `accessibilityChartDescriptor` gives one, unless a modifier nearer the view set them:
    /// `parts` is called only when the layout's accessibility is read (`AccessibilityCollector`), so that
    /// a render does not pay for a label per mark.
    package func accessibilityParts(_ parts: @escaping () -> (elements: [AccessibilityProperties.Element], chart: AccessibilityChart?)) -> some View {
        modified(by: TraitModifier { node in
            let key = ObjectIdentifier(AccessibilityPartsKey.self)
            if node.traits.values[key] == nil { node.traits.values[key] = parts }
        })
    }

    /// Sets the label VoiceOver reads for this view.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility { $0.label = $0.label ?? String(label) }
    }

    /// Sets the label VoiceOver reads for this view.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility { $0.label = $0.label ?? label.content }
    }

    /// Sets the value VoiceOver reads for this view (a slider's level, a counter's count).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility { $0.value = $0.value ?? String(value) }
    }

    /// Sets the value VoiceOver reads for this view.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility { $0.value = $0.value ?? value.content }
    }

    /// Sets the hint VoiceOver reads after the label: what activating the view does.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility { $0.hint = $0.hint ?? String(hint) }
    }

    /// Sets the hint VoiceOver reads after the label.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility { $0.hint = $0.hint ?? hint.content }
    }

    /// Sets the identifier UI tests find this view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility { $0.identifier = $0.identifier ?? identifier }
    }

    /// Adds traits to this view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits.formUnion(traits) }
    }

    /// Removes traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits.subtract(traits) }
    }

    /// Hides this view and its descendants from assistive technologies when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility { $0.isHidden = $0.isHidden || hidden }
    }

    /// Makes this view one accessibility element, treating the elements inside it as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.childBehavior = $0.childBehavior ?? children }
    }

    /// Sets the order VoiceOver visits this view in among its siblings (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = $0.sortPriority ?? sortPriority }
    }

    /// Replaces this view's accessibility elements with those of `representation`, a view that is never
    /// drawn (SwiftUI's `accessibilityRepresentation(representation:)`: "a hidden view that the
    /// accessibility system uses to generate accessibility elements"). This view draws as it is.
    ///
    /// Rule (`AccessibilityCollector`): the view's own elements, and accessibility properties set inside
    /// this modifier, are dropped; when the representation makes one view, that view's element (its label,
    /// value, traits …, a text's string as label, a combining element's children's labels) is this view's,
    /// under the properties modifiers outside this one set; the representation's views with an `.id` are
    /// reported under their ids. A representation of several views gives its elements to `.id`s only.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modified(by: AccessibilityRepresentationModifier(representation: representation()))
    }

    /// Accepted; a render performs no actions, so `handler` never runs.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }
}

/// The views an `accessibilityRepresentation(representation:)` made, resolved but never laid out or drawn.
final class AccessibilityRepresentation {
    let nodes: [ViewNode]
    init(nodes: [ViewNode]) { self.nodes = nodes }
}

/// The key of the trait that carries a view's `AccessibilityRepresentation`.
enum AccessibilityRepresentationKey {}

/// Resolves the representation beside the view and replaces the view's accessibility properties with it.
struct AccessibilityRepresentationModifier<Representation: View>: NodeModifier {
    let representation: Representation

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let nodes = context.child("accessibilityRepresentation").resolve(representation)
        child.traits.values[ObjectIdentifier(AccessibilityTraitKey.self)] = nil
        child.traits.values[ObjectIdentifier(AccessibilityPartsKey.self)] = nil
        child.traits.values[ObjectIdentifier(AccessibilityRepresentationKey.self)] = AccessibilityRepresentation(nodes: nodes)
        return child
    }
}
