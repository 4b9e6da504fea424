import Foundation

/// Lays out a view as a picture would show it. Easel's renderer adds `pngData()`, `svgData()` and
/// `pdfData()`; the core gives the laid-out frames.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the view; `.unspecified` (the default) renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point. Frames are rounded to this scale's pixel grid.
    public var scale: CGFloat = 1
    /// The environment the view is rendered in (an Easel addition: colour scheme, Dynamic Type size,
    /// layout direction and text measurer for the whole view).
    public var environment = EnvironmentValues()

    public init(content: Content) { self.content = content }

    /// Runs the layout pass and returns the root of the laid-out tree.
    func layoutRoot() -> ViewNode {
        var environment = self.environment
        environment.displayScale = scale
        let context = ResolveContext(environment: environment, stackOrientation: nil, identity: ViewIdentity())
        let nodes = context.resolve(content)
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(layout: VStackLayout(), children: nodes, context: context)
        let size = root.sizeThatFits(proposedSize)
        root.layout(in: CGRect(origin: .zero, size: size), proposal: proposedSize, scale: scale)
        return root
    }

    /// The absolute frame, in points from the top-left of the image, of every view with an `.id(…)`,
    /// keyed by the id's description. The frame is that of the view the `.id` is attached to.
    public func layoutFrames() -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        layoutRoot().forEachNode { node in
            for id in node.explicitIDs { frames["\(id.base)"] = node.frame }
        }
        return frames
    }
}
