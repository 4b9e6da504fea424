import Foundation

/// A control for a value in a bounded range, drawn as iOS 17 draws `UISlider`: the minimum value label,
/// the track and the maximum value label in a row, 8 points apart (see `ValueTrack.slider`: a 4-point
/// capsule track, the tint from the leading end to the thumb and `systemFill` after it, and the
/// 28-point white thumb with its shadow; Apple's HIG, "Sliders", describes the parts, UIKit their
/// colours; the 8-point spacing is estimated). The label is not drawn: iOS uses it for accessibility.
///
/// The thumb sits at the value's position in the bounds, the value pinned to them and, with a `step`,
/// rounded to the nearest step from the lower bound, as the slider snaps it. A still never calls
/// `onEditingChanged`.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(of: Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound),
                                 step: step.map { Double($0) })
        self.label = label
        self.minimumValueLabel = ValueLabel.self == EmptyView.self ? nil : minimumValueLabel
        self.maximumValueLabel = ValueLabel.self == EmptyView.self ? nil : maximumValueLabel
    }

    /// The thumb's position, 0…1: `value` pinned to `lower…upper`, snapped to `step` when positive.
    static func fraction(of value: Double, lower: Double, upper: Double, step: Double?) -> Double {
        let width = upper - lower
        guard width > 0, value.isFinite else { return 0 }
        var offset = min(max(value - lower, 0), width)
        if let step, step > 0, step.isFinite { offset = min((offset / step).rounded() * step, width) }
        return offset / width
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(HStack(spacing: 8) {
            minimumValueLabel
            ValueTrack.slider(fraction: fraction)
            maximumValueLabel
        })
    }
}

extension Slider {
    /// A slider with a label and labels of its bounds.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }

    /// A slider in steps with a label and labels of its bounds.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }
}

extension Slider {
    /// (Deprecated in SwiftUI, kept so older code compiles.) Bound labels as values, the label last.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel)
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.) In steps, bound labels as values, the label last.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider in steps with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider over `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
