import Foundation

/// The node of `overlayPreferenceValue` and `backgroundPreferenceValue`: "Reads the specified preference
/// value from the view, using it to produce a second view that is applied as an overlay to the original
/// view" (Apple's `overlayPreferenceValue(_:_:)`; the background the same, behind it).
///
/// Rules:
/// 1. Layout is the modified view's: the secondary view is proposed the view's size and aligned on it by
///    `alignment` (center by default), several views as a `ZStack`, as `overlay(alignment:content:)` and
///    `background(alignment:content:)` place theirs (`SecondaryContentNode`).
/// 2. The value read is the one the modified view produces (`PreferenceKey`'s rules), not its
///    secondary view's. The preference keeps flowing up: the node's own value is the modified view's
///    and the secondary view's, in drawing order.
///
/// How it fits the two-phase engine: the value can hold anchors, which need frames, and the secondary
/// view is built from the value, so it is made in phase 2, as `GeometryReader`'s content is. The node
/// lays out the modified view first (its frame, then its subtree), collects the value from the laid-out
/// subtree, builds the secondary view from it, resolves it and lays it out over the view's frame. Its
/// size never depends on the secondary view (rule 1), so phase 1 does not need it.
final class PreferenceReaderNode<Key: PreferenceKey>: PreferenceNode {
    let layer: SecondaryContentNode.Layer
    let alignment: Alignment
    private let makeSecondary: (Key.Value) -> ViewNode
    /// The secondary view's node, made when the node is laid out.
    private var secondary: ViewNode?
    private var childrenInDrawingOrder: [ViewNode]

    init(child: ViewNode, layer: SecondaryContentNode.Layer, alignment: Alignment, context: ResolveContext,
         makeSecondary: @escaping (Key.Value) -> ViewNode) {
        (self.layer, self.alignment, self.makeSecondary) = (layer, alignment, makeSecondary)
        childrenInDrawingOrder = [child]
        super.init(child: child, context: context)
        markChildrenMadeDuringPlacement()
    }

    override var children: [ViewNode] { childrenInDrawingOrder }

    override func layOutChildren(scale: CGFloat) {
        // The modified view alone first (`WrapperNode.placeChildren`), so that its subtree has frames.
        (secondary, childrenInDrawingOrder) = (nil, [child])
        placeAndLayOutChildren(scale: scale)
        let node = makeSecondary(PreferenceCollection.value(Key.self, from: child))
        secondary = node
        childrenInDrawingOrder = layer == .background ? [node, child] : [child, node]
        node.place(in: frame, alignment: alignment, proposal: ProposedViewSize(frame.size))
        guard let placement = node.placement else { return }
        node.placement = nil
        layOut(node, at: placement.origin, size: placement.size, proposal: placement.proposal,
               mirrored: layoutDirection == .rightToLeft, scale: scale)
    }
}

struct PreferenceReaderModifier<Key: PreferenceKey, Secondary: View>: NodeModifier {
    let layer: SecondaryContentNode.Layer
    let alignment: Alignment
    let transform: (Key.Value) -> Secondary

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let (transform, alignment) = (self.transform, self.alignment)
        let inner = context.container(orientation: nil).child(layer == .background ? "background" : "overlay")
        return PreferenceReaderNode<Key>(child: child, layer: layer, alignment: alignment, context: context) { value in
            let nodes = inner.resolve(transform(value))
            return nodes.count == 1 ? nodes[0] : LayoutNode(layout: ZStackLayout(alignment: alignment), children: nodes, context: context)
        }
    }
}

/// The node of `onPreferenceChange(_:perform:)`: calls the action with the value the modified view
/// produces for `Key` once the view is laid out.
///
/// SwiftUI calls the action when the value first appears and whenever it changes afterwards; a still
/// image is one state, laid out once, so the action is called once, with the final value, right after
/// the modified view's layout (within the layout pass, before anything is drawn). What the action
/// changes (a `@State` it sets) does not change the picture: SwiftUI would draw the change in a second
/// frame, which a still does not have. Were the node laid out again, the action would be called only if
/// the value changed, as SwiftUI's.
final class PreferenceChangeNode<Key: PreferenceKey>: PreferenceNode where Key.Value: Equatable {
    private let action: (Key.Value) -> Void
    private var reported: Key.Value?
    private var hasReported = false

    init(child: ViewNode, action: @escaping (Key.Value) -> Void, context: ResolveContext) {
        self.action = action
        super.init(child: child, context: context)
    }

    override func layOutChildren(scale: CGFloat) {
        placeAndLayOutChildren(scale: scale)
        let value = PreferenceCollection.value(Key.self, from: child)
        if hasReported, reported == value { return }
        (reported, hasReported) = (value, true)
        action(value)
    }
}

struct PreferenceChangeModifier<Key: PreferenceKey>: NodeModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        PreferenceChangeNode<Key>(child: child, action: action, context: context)
    }
}

nonisolated extension View {
    /// Adds an action to perform when the specified preference key's value changes. In a still image
    /// it is called once, after the view is laid out, with the final value (`PreferenceChangeNode`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modified(by: PreferenceChangeModifier<K>(action: action))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view, centred on it (`PreferenceReaderNode`).
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modified(by: PreferenceReaderModifier<Key, T>(layer: .overlay, alignment: .center, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view, aligned on it by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modified(by: PreferenceReaderModifier<K, V>(layer: .overlay, alignment: alignment, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view, centred on it (`PreferenceReaderNode`).
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modified(by: PreferenceReaderModifier<Key, T>(layer: .background, alignment: .center, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view, aligned on it by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modified(by: PreferenceReaderModifier<K, V>(layer: .background, alignment: alignment, transform: transform))
    }
}
