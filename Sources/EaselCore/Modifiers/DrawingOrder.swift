import Foundation

/// `zIndex` and `hidden()`: what a container draws, and in what order.
///
/// A container draws its children in order of their z-index, lowest first, and in their own order among
/// equal indices (SwiftUI's rule; the default index is 0). The index is a trait of the child, so it reaches
/// the container through the modifiers applied after it.
enum ZIndexTrait {
    static func value(of node: ViewNode) -> Double {
        node.traits.values[ObjectIdentifier(ZIndexTrait.self)] as? Double ?? 0
    }

    /// `children` in drawing order.
    static func drawingOrder(_ children: [ViewNode]) -> [ViewNode] {
        guard children.count > 1, children.contains(where: { value(of: $0) != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            let (za, zb) = (value(of: a.element), value(of: b.element))
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}

/// A view laid out as usual that draws nothing.
final class HiddenNode: WrapperNode {
    override func computeGuideKinds() -> GuideKinds { child.guideKinds }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }

    override func draw(into list: inout DisplayListBuilder) {}
}

struct HiddenModifier: NodeModifier {
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        HiddenNode(child: child, context: context)
    }
}

nonisolated extension View {
    /// Orders the view among its siblings when their container draws them: higher indices on top.
    public func zIndex(_ value: Double) -> some View {
        modified(by: TraitModifier { $0.traits.values[ObjectIdentifier(ZIndexTrait.self)] = value })
    }

    /// Keeps the view's place in the layout but draws nothing.
    public func hidden() -> some View { modified(by: HiddenModifier()) }
}
