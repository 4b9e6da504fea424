import Foundation

/// A link that pushes a view onto the navigation stack. A still shows the stack's root, so the link
/// draws its label: in a list, as a row with a disclosure chevron at its trailing end; elsewhere in the
/// tint colour, like a button.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.)
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard context.environment.isListRow else {
            return context.resolve(label.foregroundStyle(TintShapeStyle()))
        }
        return context.resolve(HStack {
            label
            Spacer(minLength: 0)
            DisclosureChevron()
                .stroke(Color(.adaptive(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3))), lineWidth: 2)
                .frame(width: 7, height: 12)
        })
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (see `navigationDestination(for:destination:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
    }
}

/// The chevron iOS draws at the trailing end of a list row that navigates (the `chevron.right` of
/// iOS 17's cells, 7 × 12 points, tertiary label colour), drawn as a stroked path.
nonisolated struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        return path
    }
}
