import Foundation

/// Controls that belong together, drawn side by side as one control.
///
/// As iOS 17 draws a control group in a view (outside menus and toolbars; Apple publishes no numbers):
/// the buttons share the width equally, each label in the tint colour padded 7 points vertically, on one
/// rounded rectangle (corners of 8) filled with `tertiarySystemFill`.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        HStack(spacing: 0) { content }
            .buttonStyle(ControlGroupButtonStyle())
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    }
}

extension ControlGroup {
    /// A group with a label, which menus and toolbars show; a group in a view draws its content.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
}

/// A button of a control group: its label in the tint, padded, taking an equal share of the width.
nonisolated struct ControlGroupButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, chrome: .borderless)
            .padding(.vertical, 7)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity)
    }
}
