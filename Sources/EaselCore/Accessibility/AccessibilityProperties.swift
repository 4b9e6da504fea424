import Foundation

/// What assistive technologies read for a view, as its accessibility modifiers set it (an Easel addition:
/// `ImageRenderer.layoutAccessibility()` and `easel layout` report it for every view with an `.id`, so
/// tests can assert labels, values and traits next to frames).
public struct AccessibilityProperties: Hashable, Sendable {
    /// The label: set with `accessibilityLabel`; else a text's own string; else, for an element that
    /// combines its children (`accessibilityElement(children: .combine)`), their labels joined with ", ".
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var traits: AccessibilityTraits = []
    /// Whether the view is hidden from assistive technologies: by its own `accessibilityHidden(true)`, an
    /// ancestor's, or an ancestor element that ignores its children.
    public var isHidden = false
    public var sortPriority: Double?
    /// How the element treats the elements inside it; nil when `accessibilityElement(children:)` is not used.
    public var childBehavior: AccessibilityChildBehavior?
    /// The chart descriptor Audio Graphs read (`accessibilityChartDescriptor`), as read.
    public var chart: AccessibilityChart?
    /// The elements the view's parts are, in order (a chart's marks: each a label and a value); parts
    /// hidden from assistive technologies are left out.
    public var elements: [Element] = []

    /// An element for a part of a view that is no view of its own (a chart's mark).
    public struct Element: Hashable, Sendable {
        public var label: String?
        public var value: String?
        public init(label: String?, value: String?) { (self.label, self.value) = (label, value) }
    }

    public init() {}

    /// Whether any property is set.
    var isEmpty: Bool { self == AccessibilityProperties() }
}

/// Collects the accessibility properties of a laid-out tree's identified views.
///
/// Rule: a view's properties are those set on it (and, through its layout modifiers, on the view it
/// wraps). A text's label is its string when none is set. A view inside an ancestor that is hidden, or
/// that is an element ignoring or combining its children, is hidden. An element combining its children
/// without a label of its own takes their labels, in the order of the tree, joined with ", ". A view with an
/// `accessibilityRepresentation` hides its own descendants and takes the representation's elements instead.
enum AccessibilityCollector {
    static func properties(of root: ViewNode) -> [String: AccessibilityProperties] {
        var result: [String: AccessibilityProperties] = [:]
        var pending: [(node: ViewNode, hiddenByAncestor: Bool)] = [(root, false)]
        while let (node, hiddenByAncestor) = pending.popLast() {
            var properties = ownProperties(of: node)
            properties.isHidden = properties.isHidden || hiddenByAncestor
            if properties.childBehavior == .combine, properties.label == nil {
                let labels = descendantLabels(of: node)
                properties.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
            }
            if !properties.isEmpty {
                for id in node.explicitIDs { result["\(id.base)"] = properties }
            }
            let hidesChildren = properties.isHidden || properties.childBehavior == .ignore || properties.childBehavior == .combine
            let representation = Self.representation(of: node)
            var representationIsInside = false
            for child in node.children.reversed() {
                // A layout modifier's node shares its child's properties: the two are one element.
                let isSameElement = node.modifiedView != nil && setProperties(of: child) == setProperties(of: node)
                    && Self.representation(of: child) === representation
                representationIsInside = representationIsInside || (isSameElement && representation != nil)
                // A view with a representation hides its own elements.
                pending.append((child, isSameElement ? hiddenByAncestor : hidesChildren || representation != nil))
            }
            if let representation, !representationIsInside {
                let set = setProperties(of: node)
                let hidden = properties.isHidden || set.childBehavior == .ignore || set.childBehavior == .combine
                for represented in representation.nodes.reversed() { pending.append((represented, hidden)) }
            }
        }
        return result
    }

    /// The properties set on `node`, with a text's string as its label when none is set.
    /// A view with a representation (`accessibilityRepresentation`) takes, under its set properties, those of
    /// the representation's one view, if it makes one, and not its own text's.
    static func ownProperties(of node: ViewNode) -> AccessibilityProperties {
        var properties = setProperties(of: node)
        if let representation = Self.representation(of: node) {
            guard representation.nodes.count == 1 else { return properties }
            var represented = ownProperties(of: representation.nodes[0])
            if represented.childBehavior == .combine, represented.label == nil {
                let labels = descendantLabels(of: representation.nodes[0])
                represented.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
            }
            properties.label = properties.label ?? represented.label
            properties.value = properties.value ?? represented.value
            properties.hint = properties.hint ?? represented.hint
            properties.identifier = properties.identifier ?? represented.identifier
            properties.traits.formUnion(represented.traits)
            properties.isHidden = properties.isHidden || represented.isHidden
            properties.sortPriority = properties.sortPriority ?? represented.sortPriority
            properties.childBehavior = properties.childBehavior ?? represented.childBehavior
            properties.chart = properties.chart ?? represented.chart
            if properties.elements.isEmpty { properties.elements = represented.elements }
            return properties
        }
        if properties.label == nil { properties.label = textString(of: node) }
        return properties
    }

    /// The representation `accessibilityRepresentation` gave `node` (or the view it modifies), if any.
    static func representation(of node: ViewNode) -> AccessibilityRepresentation? {
        node.traits.values[ObjectIdentifier(AccessibilityRepresentationKey.self)] as? AccessibilityRepresentation
    }

    /// The properties the accessibility modifiers set on `node`.
    static func setProperties(of node: ViewNode) -> AccessibilityProperties {
        var properties = node.traits.values[ObjectIdentifier(AccessibilityTraitKey.self)] as? AccessibilityProperties ?? AccessibilityProperties()
        if let parts = node.traits.values[ObjectIdentifier(AccessibilityPartsKey.self)]
            as? () -> (elements: [AccessibilityProperties.Element], chart: AccessibilityChart?) {
            let made = parts()
            properties.elements = made.elements
            if properties.chart == nil { properties.chart = made.chart }
        }
        return properties
    }

    /// The string of the text `node` is, or wraps through layout modifiers.
    static func textString(of node: ViewNode) -> String? {
        var current = node
        while let wrapped = current.modifiedView { current = wrapped }
        return current.textString
    }

    /// The labels of the visible elements under `node`, in tree order: a view with a label counts once, and
    /// its own descendants are not visited.
    static func descendantLabels(of node: ViewNode) -> [String] {
        var labels: [String] = []
        var pending = Array(node.children.reversed())
        while let current = pending.popLast() {
            let properties = ownProperties(of: current)
            if properties.isHidden { continue }
            if let label = properties.label {
                labels.append(label)
            } else {
                pending.append(contentsOf: (representation(of: current)?.nodes ?? current.children).reversed())
            }
        }
        return labels
    }
}

extension ViewLayout {
    /// The accessibility properties of every view with an `.id(…)` that has any, keyed like `frames`.
    public var accessibility: [String: AccessibilityProperties] { AccessibilityCollector.properties(of: root) }
}
