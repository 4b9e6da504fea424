import Foundation

/// A view that draws with immediate-mode calls on a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// Rules:
/// 1. It takes the space it is offered, as a shape does (an unspecified dimension is 10 points).
/// 2. The renderer runs once per render, after layout, with a context whose coordinates are the canvas's
///    points from its top-left corner and the canvas's size; what it draws is clipped to the canvas's frame
///    (SwiftUI draws a canvas into a layer of its size).
/// 3. `opaque`, `colorMode` and `rendersAsynchronously` are accepted and change nothing: Easel's renderer
///    draws every view in one pass.
/// Symbols (`resolveSymbol`) are not supported: a canvas draws the context's own operations.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [CanvasNode(renderer: renderer, context: context)]
    }
}

/// A canvas leaf: sized like a shape, drawing what its renderer draws (rule 2).
final class CanvasNode: ViewNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: ResolveContext) {
        self.renderer = renderer
        super.init(context: context)
        sizingShortcut = .proposal
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func draw(into list: inout DisplayListBuilder) {
        guard frame.width > 0, frame.height > 0 else { return }
        var context = GraphicsContext(environment: environment, size: frame.size)
        renderer(&context, frame.size)
        list.group(context.items, transform: CGAffineTransform(translationX: frame.minX, y: frame.minY), clip: Path(frame))
    }
}
