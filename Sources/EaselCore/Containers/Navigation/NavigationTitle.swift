import Foundation

/// How a navigation title is drawn, as in SwiftUI.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack, as iOS's default.
        case automatic
        case inline
        case large
    }
}

/// The title and title mode a view declared, carried outward to the navigation stack around it.
struct NavigationTitleTrait: LayoutValueKey { static var defaultValue: String? { nil } }
struct TitleDisplayModeTrait: LayoutValueKey { static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil } }

nonisolated extension View {
    /// Sets the title the navigation bar shows while this view is the stack's content.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        layoutValue(key: NavigationTitleTrait.self, value: String(title))
    }

    /// Sets the title from a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        layoutValue(key: NavigationTitleTrait.self, value: title.content)
    }

    /// Draws the navigation title large (below the bar) or inline (in it).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        layoutValue(key: TitleDisplayModeTrait.self, value: mode)
    }

    /// Declares where a value pushed onto the stack leads. A still shows the stack's root, so the
    /// destination is accepted and not drawn.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// Declares the view pushed while `isPresented` is true; a still shows the stack's root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }
}

extension ViewNode {
    /// The value of the trait `key` on the outermost node of this subtree that carries it (navigation
    /// titles and toolbars travel outward from any view of a stack's content, as SwiftUI's preferences do).
    func firstTrait<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var found: K.Value?
        var pending: [ViewNode] = [self]
        while found == nil, let node = pending.first {
            pending.removeFirst()
            found = node.traits.values[ObjectIdentifier(key)] as? K.Value
            pending += node.children
        }
        return found
    }
}
