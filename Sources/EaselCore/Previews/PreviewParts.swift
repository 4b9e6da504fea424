import Foundation

/// The previews a `PreviewProvider`'s `previews` holds: one for each view it resolves to at the top level
/// (the views of a `Group`, of a `ForEach`, of a `TupleView`), as Xcode's canvas shows one preview for
/// each, each with the settings its preview modifiers set on it.
public enum PreviewParts {
    /// The settings of each top-level view of `content`, in order; their count is the number of previews.
    public static func settings<Content: View>(of content: Content, environment: EnvironmentValues = EnvironmentValues()) -> [PreviewSettings] {
        let context = ResolveContext(environment: environment, stackOrientation: nil, identity: ViewIdentity())
        let nodes = AppearActions.resolvingBody { context.resolve(content) }
        return nodes.map { $0.traits.values[ObjectIdentifier(PreviewSettingsKey.self)] as? PreviewSettings ?? PreviewSettings() }
    }

    /// The top-level view of `content` at `index` alone.
    public static func part<Content: View>(_ index: Int, of content: Content) -> some View {
        PreviewPart(content: content, index: index)
    }
}

/// One top-level view of a view: the view resolves as its content does, and keeps the node at `index`.
nonisolated struct PreviewPart<Content: View>: View, PrimitiveView {
    let content: Content
    let index: Int

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
