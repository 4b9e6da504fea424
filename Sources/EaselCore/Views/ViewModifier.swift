import Foundation

/// A reusable change to a view, written as a function of the content it applies to.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolveContent: (ResolveContext) -> [ViewNode]
    func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveContent(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { (self.content, self.modifier) = (content, modifier) }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let wrapped = _ViewModifier_Content<Modifier> { $0.resolve(content) }
        // As for a view's body (`ResolveContext.resolve`), the modifier's environment stays current while
        // its body's views are resolved, for closures in the body that run then.
        return EnvironmentValues.$current.withValue(EnvironmentSnapshot(values: context.environment)) {
            context.resolve(_MainActorViewCode.run((modifier, wrapped)) { $0.body(content: $1) })
        }
    }
}

nonisolated extension View {
    /// Applies `modifier` to the view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
