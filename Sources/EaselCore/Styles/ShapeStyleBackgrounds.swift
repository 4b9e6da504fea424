import Foundation

// SwiftUI's overloads of `background` and `overlay` that take a shape style. The ones taking a style
// alone are disfavoured, so a value that is both a view and a style (`Color.red`) keeps drawing as the
// view overload draws it, while `.background(.red)` or `.background(.ultraThinMaterial)` finds them.

nonisolated extension View {
    /// Fills the view's frame with `style` behind it, extended into its safe area insets on `edges`
    /// (`SecondaryContentNode`).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(by: SecondaryContentModifier(secondary: Rectangle().fill(style), layer: .background, alignment: .center, ignoredEdges: edges))
    }

    /// Fills `shape` with the environment's background style (`.background`) behind the view.
    public func background<S: Shape>(in shape: S) -> some View {
        background(shape.fill(BackgroundStyle()))
    }

    /// Fills the view's frame with `style` in front of it, extended into its safe area insets on `edges`.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(by: SecondaryContentModifier(secondary: Rectangle().fill(style), layer: .overlay, alignment: .center, ignoredEdges: edges))
    }

    /// Fills `shape` with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        overlay(shape.fill(style))
    }
}
