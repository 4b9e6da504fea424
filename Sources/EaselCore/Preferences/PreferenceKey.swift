import Foundation

/// A named value produced by a view, as in SwiftUI: "A view with multiple children automatically
/// combines its values for a given preference into a single value visible to its ancestors" (Apple's
/// `PreferenceKey`).
///
/// Rules (SwiftUI's; `PreferenceCollection` applies them):
/// 1. Values flow up the tree, from every descendant of a view: through stacks, scroll views, lists,
///    navigation stacks and the content of a `GeometryReader` alike.
/// 2. Sibling values are combined in view order by `reduce(value:nextValue:)`, which "receives its values
///    in view-tree order" (Apple's `reduce(value:nextValue:)`). A background's views come before the view
///    it is behind and an overlay's after the view it is in front of, their drawing order.
/// 3. A view that writes no value produces `defaultValue`; since `reduce(value: &x, nextValue:
///    { defaultValue })` "shouldn't change the meaning of x" (Apple's `defaultValue`), Easel reduces only
///    the values views write, and a subtree where no view writes the key has `defaultValue`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of the preference where no view sets it.
    static var defaultValue: Value { get }

    /// Combines the value accumulated so far, `value`, with the next one in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// A key whose value can be nil is nil where no view sets it, as in SwiftUI.
    public static var defaultValue: Value { nil }
}

/// The base of the nodes the preference modifiers make (writers, transforms, readers): a wrapper whose
/// layout and guides are its child's, and which takes part in the collection of preference values.
///
/// Collection is a walk of the laid-out tree that only a reader starts (`overlayPreferenceValue`,
/// `backgroundPreferenceValue`, `onPreferenceChange`), after the subtree it reads is laid out, so that
/// anchors can read frames; the layout pass itself never looks at preferences, and a tree without
/// readers is never walked.
class PreferenceNode: WrapperNode {
    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    /// Guides are the modified view's: a preference modifier changes no layout.
    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }
}

/// How preference values are collected from a laid-out subtree (`PreferenceKey`'s rules).
enum PreferenceCollection {
    /// The value of `key` produced by `node`'s subtree: its views' values reduced in view order, or
    /// `defaultValue` when none of them writes the key.
    static func value<Key: PreferenceKey>(_ key: Key.Type, from node: ViewNode) -> Key.Value {
        var value: Key.Value?
        collect(key, from: node, into: &value)
        return value ?? Key.defaultValue
    }

    /// Reduces into `value` the values of `key` produced by `node`'s subtree.
    static func collect<Key: PreferenceKey>(_ key: Key.Type, from node: ViewNode, into value: inout Key.Value?) {
        node.collectPreference(key, into: &value)
    }

    /// Reduces into `value` the values of `key` produced by each of `node`'s children, in order (one
    /// recursion level, kept within the stack by `DeepRecursion`).
    static func collectChildren<Key: PreferenceKey>(of node: ViewNode, _ key: Key.Type, into value: inout Key.Value?) {
        DeepRecursion.run {
            for child in node.children { collect(key, from: child, into: &value) }
        }
    }

    /// Combines `next`, the value of the next subtree in view order that produces one, with `value`, the
    /// values before it: the first value is taken as it is, later ones are reduced into it.
    static func combine<Key: PreferenceKey>(_ key: Key.Type, _ value: inout Key.Value?, with next: Key.Value) {
        guard var current = value.take() else { value = next; return }
        Key.reduce(value: &current, nextValue: { next })
        value = current
    }
}
