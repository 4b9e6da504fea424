import Foundation

/// A control that shows a colour and lets the user pick another: its label leading and the colour well
/// trailing, as a row of iOS 17's form draws it (`labelsHidden()` leaves the well alone).
///
/// The well follows UIColorWell's look (Apple publishes no numbers; measured by eye, not against a
/// screenshot): 28 points across, a 3-point ring of the hue circle (red at the top, through yellow,
/// green, cyan, blue and magenta, clockwise) around a 2-point gap and a disc of the selected colour.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of `selection`; `supportsOpacity` (whether the picker offers an opacity slider) does not
    /// change what a still draws.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        (self.selection, self.label) = (selection.wrappedValue, label())
    }

    public var body: some View {
        if labelsHidden {
            ColorWell(color: selection)
        } else {
            HStack {
                label
                Spacer()
                ColorWell(color: selection)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well of a `ColorPicker`.
nonisolated struct ColorWell: View {
    static let diameter: CGFloat = 28, ring: CGFloat = 3, gap: CGFloat = 2
    /// The hue circle, clockwise from red at the top.
    static let hues: [Color] = [.init(red: 1, green: 0, blue: 0), .init(red: 1, green: 1, blue: 0), .init(red: 0, green: 1, blue: 0),
                                .init(red: 0, green: 1, blue: 1), .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 0, blue: 1),
                                .init(red: 1, green: 0, blue: 0)]
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center, angle: .degrees(-90)), lineWidth: Self.ring)
            Circle().fill(color).padding(Self.ring + Self.gap)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
