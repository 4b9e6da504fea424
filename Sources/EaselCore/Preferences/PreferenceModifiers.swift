import Foundation

/// The node of `preference`, `transformPreference`, `anchorPreference` and `transformAnchorPreference`:
/// the modified view's layout, and a value of `K` for its subtree.
///
/// Rules (SwiftUI's):
/// 1. A value set with `preference(key:value:)` or `anchorPreference(key:value:transform:)` replaces the
///    value of the view it modifies: SwiftUI's writer removes the key from what the modified view is
///    asked to produce and produces its own value in its place (Apple documents only "Sets a value for
///    the given preference"; the value of `Text("A").preference(key: K.self, value: 1)` inside a view
///    that `.preference(key: K.self, value: 2)` modifies is 2). The modified view's values of other keys
///    pass through unchanged, and siblings still reduce with the written value (`PreferenceKey`, rule 2).
/// 2. `transformPreference(_:_:)` "applies a transformation to a preference value": the value collected
///    from the modified view (`defaultValue` when no view in it writes one) is passed `inout` to the
///    callback, and the result is the view's value. `transformAnchorPreference(key:value:transform:)`
///    does the same with the anchor as a second argument.
/// 3. An anchor is resolved from the view's frame after layout (`Anchor.Source`), so a reader sees the
///    frame the view was drawn at.
final class PreferenceWriterNode<K: PreferenceKey>: PreferenceNode {
    enum Write {
        /// The view's value, from its coordinates: replaces what the modified view produces.
        case value((AnchorSpace) -> K.Value)
        /// A change to the value the modified view produces, from the view's coordinates.
        case transform((inout K.Value, AnchorSpace) -> Void)
    }

    let write: Write

    init(child: ViewNode, write: Write, context: ResolveContext) {
        self.write = write
        super.init(child: child, context: context)
    }

    override func collectPreference<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value?) {
        guard Key.self == K.self else { return super.collectPreference(key, into: &value) }
        let written: K.Value
        let space = AnchorSpace(frame: frame, isRightToLeft: layoutDirection == .rightToLeft)
        switch write {
        case .value(let make):
            written = make(space)
        case .transform(let transform):
            var below: K.Value?
            super.collectPreference(K.self, into: &below)
            var transformed = below ?? K.defaultValue
            transform(&transformed, space)
            written = transformed
        }
        // `Key` is `K` here: the cast never fails.
        PreferenceCollection.combine(key, &value, with: written as! Key.Value)
    }
}

struct PreferenceWriteModifier<K: PreferenceKey>: NodeModifier {
    let write: PreferenceWriterNode<K>.Write

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        PreferenceWriterNode(child: child, write: write, context: context)
    }
}

nonisolated extension View {
    /// Sets a value for the given preference. It replaces the value the view itself produces for `key`
    /// (`PreferenceWriterNode`, rule 1) and is reduced with its siblings' values in view order.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modified(by: PreferenceWriteModifier<K>(write: .value { _ in value }))
    }

    /// Applies a transformation to a preference value: `callback` edits the value collected from this
    /// view (`defaultValue` when nothing in it sets one).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modified(by: PreferenceWriteModifier<K>(write: .transform { value, _ in callback(&value) }))
    }

    /// Sets a value for the specified preference key, the value a function of a geometry value of this
    /// view, which readers convert to their own coordinates (`GeometryProxy.subscript(_:)`).
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modified(by: PreferenceWriteModifier<K>(write: .value { space in transform(value.anchor(in: space)) }))
    }

    /// Sets a value for the specified preference key, the value a function of the key's current value
    /// (collected from this view) and a geometry value of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modified(by: PreferenceWriteModifier<K>(write: .transform { current, space in transform(&current, value.anchor(in: space)) }))
    }
}
