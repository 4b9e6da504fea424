import Foundation

/// The size of the container a `containerRelativeFrame` measures against: filled in by the container
/// (the picture itself, a `ScrollView`, a `List`, a navigation stack's or tab's content area) with the
/// proposal it lays its content out for, just before it sizes that content.
final class ContainerSizeAnchor {
    var size = ProposedViewSize.unspecified
}

struct ContainerSizeAnchorKey: EnvironmentKey {
    static var defaultValue: ContainerSizeAnchor? { nil }
}

extension EnvironmentValues {
    var containerSizeAnchor: ContainerSizeAnchor? {
        get { self[ContainerSizeAnchorKey.self] }
        set { self[ContainerSizeAnchorKey.self] = newValue }
    }
}

extension ResolveContext {
    /// The context of a container's content, with a new anchor for the container to fill in.
    func measuringContainer() -> (ResolveContext, ContainerSizeAnchor) {
        let anchor = ContainerSizeAnchor()
        return (with { $0.containerSizeAnchor = anchor }, anchor)
    }
}

/// A frame sized as a fraction of the nearest container, as SwiftUI's `containerRelativeFrame`.
///
/// Rules (Apple's documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)`):
/// 1. On each axis of `axes` the frame is `length(containerLength, axis)`; with a count, that is
///    (container − spacing × (count − 1)) / count × span + spacing × (span − 1). The container is the
///    nearest enclosing scroll view, list, navigation or tab content area, or else the picture; a
///    container whose proposal leaves the axis unspecified leaves the frame the view's own proposal there.
/// 2. On other axes the view's proposal passes through and the frame takes the child's size.
/// 3. The child is proposed the frame's size and aligned in it by `alignment`.
struct ContainerRelativeFrameLayout: ModifierLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    /// The nearest container's size, filled in by the container before it sizes its content.
    let container: ContainerSizeAnchor?

    /// Rule 1, with the proposal where the container gives nothing.
    private func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let container = container?.size ?? .unspecified
        var result = proposal
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            if let available = container[axis] { result[axis] = max(0, length(available, axis)) }
        }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let framed = frameProposal(proposal)
        let size = subviews[0].sizeThatFits(framed)
        return CGSize(width: axes.contains(.horizontal) ? framed.width ?? size.width : size.width,
                      height: axes.contains(.vertical) ? framed.height ?? size.height : size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }
}

/// Applies a `ContainerRelativeFrameLayout` measuring against the container of the context it resolves in.
struct ContainerRelativeFrameModifier: NodeModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length,
                                                  container: context.environment.containerSizeAnchor)
        return ModifierLayoutNode(layout: layout, modifying: child, context: context)
    }
}

nonisolated extension View {
    /// Sizes the view on `axes` to its container's size there.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modified(by: ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view on `axes` to `span` of `count` equal parts of its container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let (count, span) = (max(count, 1), max(span, 1))
        return modified(by: ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Sizes the view on `axes` to `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modified(by: ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
