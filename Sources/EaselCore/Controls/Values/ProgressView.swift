import Foundation

/// A view that shows the progress of a task: a bar for determinate progress (`value` of `total`), or
/// iOS's activity indicator for indeterminate progress (no value), in the innermost style set by
/// `progressViewStyle(_:)` (see `ProgressViewStyle` for how each style draws, `ErasedStyle` for how
/// styles nest).
///
/// A value outside `0…total` is pinned to the nearer bound, as Apple documents
/// (`init(value:total:)`); a total that is not positive gives an empty bar.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// The completed fraction, 0…1, or nil for indeterminate progress.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A timer's interval and direction (`init(timerInterval:countsDown:)`): the fraction is read
    /// against the environment's `easelNow` when the view is resolved.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = Label.self == EmptyView.self ? nil : label
        self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.init(fraction: value.map { Self.fraction(Double($0), of: Double(total)) }, label: label, currentValueLabel: currentValueLabel)
    }

    /// `value / total` pinned to 0…1; 0 when the total is not positive or either is not finite.
    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }

    /// The completed fraction, 0 when indeterminate.
    var fractionCompleted: Double { fraction ?? 0 }

    /// A progress view with the labels and fraction of a style's configuration.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }

    /// Determinate progress with a label and a label of the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }

    /// The fraction of a timer's interval elapsed at `now` (remaining, when it counts down), pinned to 0…1.
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date) -> Double {
        let elapsed = fraction(now.timeIntervalSince(interval.lowerBound), of: interval.upperBound.timeIntervalSince(interval.lowerBound))
        return countsDown ? 1 - elapsed : elapsed
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let fraction = timer.map { Self.timerFraction($0.interval, countsDown: $0.countsDown, now: context.environment.easelNow) } ?? fraction
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        return context.resolveStyled(configuration) { DefaultProgressViewStyle().makeBody(configuration: $0) }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Indeterminate progress with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Determinate progress with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress: iOS's activity indicator.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Determinate progress: a bar `value / total` full (`total` 1 by default).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A timer's progress over `timerInterval` at the environment's `easelNow` (Easel never reads the
    /// clock): the time remaining when `countsDown` (the default), else the time elapsed, as a bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: 0, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer's progress with a label; the current value label is the timer's text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer's progress; the current value label is the timer's text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The current value label of a timer's progress view: the time left until the interval's end when
/// counting down, else the time since its start, as a timer ("4:59"), at the environment's `easelNow`
/// (`Text(_:style: .timer)`).
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View {
        Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The progress of a Foundation `Progress`: its `fractionCompleted`, or indeterminate when it is.
    /// (SwiftUI also writes the progress's localized descriptions as labels; Linux's Foundation has none
    /// to give, so none are drawn.)
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : Self.fraction(progress.fractionCompleted, of: 1),
                  label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Indeterminate progress titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Indeterminate progress titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Determinate progress titled `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Determinate progress titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }
}

/// A progress bar, as the linear style draws it: 4 points tall, as wide as it is offered (10 points
/// when asked for its ideal width) (as iOS 17 draws `UIProgressView`'s default style).
nonisolated struct ProgressBar: View, PrimitiveView {
    var fractionCompleted: Double

    static let trackHeight: CGFloat = 4

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [ProgressNode(fractionCompleted: fractionCompleted, context: context)] }
}

final class ProgressNode: ViewNode {
    let fractionCompleted: Double

    init(fractionCompleted: Double, context: ResolveContext) {
        self.fractionCompleted = fractionCompleted
        super.init(context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: ProgressBar.trackHeight)
    }

    var drawing: ProgressDrawing {
        ProgressDrawing(frame: frame, fractionCompleted: fractionCompleted,
                        trackColor: ControlPalette.systemFill.resolve(in: environment),
                        barColor: Color.accentColor.resolve(in: environment), isRightToLeft: layoutDirection == .rightToLeft)
    }

    override var displayRole: DisplayRole? { .progress(drawing) }

    override func draw(into list: inout DisplayListBuilder) { drawing.draw(into: &list) }
}
/// How a progress bar draws, from the values an animation interpolates: its frame, the completed
/// fraction and its colours.
///
/// A capsule track across the frame in `trackColor` and, on top, a capsule in `barColor` (the
/// environment's `tint`, else the accent colour) as long as `fractionCompleted` of the track, starting
/// from the leading edge: the left, or the right under a right-to-left layout direction. No bar is
/// drawn for a fraction of 0.
public struct ProgressDrawing: Hashable, Sendable {
    public var frame: CGRect
    public var fractionCompleted: Double
    public var trackColor: RGBA
    public var barColor: RGBA
    public var isRightToLeft: Bool

    public init(frame: CGRect, fractionCompleted: Double, trackColor: RGBA, barColor: RGBA, isRightToLeft: Bool) {
        (self.frame, self.fractionCompleted, self.trackColor) = (frame, fractionCompleted, trackColor)
        (self.barColor, self.isRightToLeft) = (barColor, isRightToLeft)
    }

    /// The items the bar draws.
    public var items: [DisplayItem] { DisplayListBuilder.items { draw(into: &$0) } }

    func draw(into list: inout DisplayListBuilder) {
        list.fill(Capsule().path(in: frame), .color(trackColor))
        let length = frame.width * fractionCompleted
        guard length > 0 else { return }
        let x = isRightToLeft ? frame.maxX - length : frame.minX
        let bar = CGRect(x: x, y: frame.minY, width: length, height: frame.height)
        list.fill(Capsule().path(in: bar), .color(barColor))
    }
}

