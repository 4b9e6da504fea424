import Foundation

/// A thin line that separates content: across a horizontal stack it is vertical; in a vertical stack
/// or outside any stack it is horizontal. It spans what it is offered along its length and is one pixel
/// thick at the render scale.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let vertical = context.stackOrientation == .horizontal
        return [DividerNode(isVertical: vertical, context: context)]
    }

    /// Apple's separator colour.
    static let color = Color.system(light: 0x3C3C43, dark: 0x545458, alpha: 0.29)
}

final class DividerNode: ViewNode {
    let isVertical: Bool

    init(isVertical: Bool, context: ResolveContext) {
        self.isVertical = isVertical
        super.init(context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / max(environment.displayScale, 1)
        let size = proposal.replacingUnspecifiedDimensions()
        return isVertical ? CGSize(width: thickness, height: size.height) : CGSize(width: size.width, height: thickness)
    }

    override var displayRole: DisplayRole? { .shape }

    /// A divider is its frame filled with the separator colour.
    override func draw(into list: inout DisplayListBuilder) {
        list.fill(Path(frame), .color(Divider.color.resolve(in: environment)))
    }
}
