import Foundation

/// A type-erased view, as in SwiftUI: it hides the type of the view it wraps, so that views chosen at
/// run time (from a scene file, say) can be stored and composed.
///
/// It adds nothing to the layout: it resolves to exactly the nodes of the view it wraps, in the same
/// context (environment, enclosing stack, grid and identity), so an erased view lays out and draws
/// like the view itself.
nonisolated public struct AnyView: View, PrimitiveView {
    private let resolveContent: (ResolveContext) -> [ViewNode]

    /// Erases `view`'s type. Erasing an `AnyView` again wraps nothing more.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            resolveContent = { $0.resolve(view) }
        }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveContent(context) }
}
