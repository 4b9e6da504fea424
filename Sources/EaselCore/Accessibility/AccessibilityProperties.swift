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
/// without a label of its own takes their labels, in the order of the tree, joined with ", ".
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
            for child in node.children.reversed() {
                // A layout modifier's node shares its child's properties: the two are one element.
                let isSameElement = node.modifiedView != nil && setProperties(of: child) == setProperties(of: node)
                pending.append((child, isSameElement ? hiddenByAncestor : hidesChildren))
            }
        }
        return result
    }

    /// The properties set on `node`, with a text's string as its label when none is set.
    static func ownProperties(of node: ViewNode) -> AccessibilityProperties {
        var properties = setProperties(of: node)
        if properties.label == nil { properties.label = textString(of: node) }
        return properties
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
                pending.append(contentsOf: current.children.reversed())
            }
        }
        return labels
    }
}

extension ViewLayout {
    /// The accessibility properties of every view with an `.id(…)` that has any, keyed like `frames`.
    public var accessibility: [String: AccessibilityProperties] { AccessibilityCollector.properties(of: root) }
}
