import Foundation

/// A control that increments and decrements a value, drawn as iOS 17 draws it: the label leading and
/// `UIStepper`'s − / + control trailing (94 × 32 points, UIKit's `UIStepper` size; a rounded rectangle
/// of radius 8 in `tertiarySystemFill`, a hairline between the halves 18 points tall, and the − and +
/// glyphs 14 points long and 2 thick, as iOS 17 draws them, estimated). A glyph whose action cannot
/// change the value (at a bound) is drawn in `tertiaryLabel` grey, as iOS dims it. Under
/// `labelsHidden()` the control alone.
nonisolated public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper that calls `onIncrement` and `onDecrement` (never, in a still); a nil action is drawn
    /// disabled.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        (canIncrement, canDecrement) = (onIncrement != nil, onDecrement != nil)
    }

    /// A stepper of `value` in steps of `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        (canIncrement, canDecrement) = (true, true)
    }

    /// A stepper of `value` within `bounds` in steps of `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if context.environment.labelsHidden {
            return context.resolve(StepperControl(canDecrement: canDecrement, canIncrement: canIncrement))
        }
        return context.resolve(HStack {
            label
            Spacer()
            StepperControl(canDecrement: canDecrement, canIncrement: canIncrement)
        })
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// `UIStepper`'s control: two 47-point halves on a rounded rectangle.
nonisolated struct StepperControl: View {
    static let size = CGSize(width: 94, height: 32)
    var canDecrement: Bool
    var canIncrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            Capsule().fill(glyphColor(canDecrement)).frame(width: 14, height: 2)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Rectangle().fill(ControlPalette.divider).frame(width: 1, height: 18)
            ZStack {
                Capsule().fill(glyphColor(canIncrement)).frame(width: 14, height: 2)
                Capsule().fill(glyphColor(canIncrement)).frame(width: 2, height: 14)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(ControlPalette.tertiarySystemFill))
    }

    private func glyphColor(_ enabled: Bool) -> Color { enabled ? Color.primary : ControlPalette.tertiaryLabel }
}
