import Foundation

/// How progress views draw: `makeBody(configuration:)` turns a progress view's fraction and labels
/// into a view, as in SwiftUI.
///
/// The built-in styles, as iOS 17 draws them:
/// - `.linear`: the label (body text), 4 points above the bar, and the current value label in
///   footnote text and the secondary colour 4 points below it (`ProgressBar`). An indeterminate
///   progress view draws an empty track, a still of iOS's moving bar.
/// - `.circular`: iOS's activity indicator (`ActivityIndicator`; on iOS a circular progress view is the
///   spinner whatever its value), with the label centred 8 points below it in the secondary colour.
/// - `.automatic`: circular for indeterminate progress, linear otherwise.
/// The spacings are estimated from iOS 17's drawing; Apple publishes none.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws from: the completed fraction (nil: indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label of the task.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    /// A type-erased label of the current value.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    /// The completed fraction of the task, 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

nonisolated extension View {
    /// Sets the style of progress views in this view: pushed onto the style stack (`ErasedStyle`), so a
    /// style whose body makes `ProgressView(configuration)` gets the style set outside it.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

/// Linear for determinate progress, circular for indeterminate progress.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar, with the label above it and the current value label below it.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressBar(fractionCompleted: configuration.fractionCompleted ?? 0)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
        }
    }
}

/// iOS's activity indicator, with the label below it.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The indicator in `tint` (iOS 14's spelling, deprecated by Apple for `.tint(_:)`, which it equals).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let tint { ActivityIndicator().tint(tint) } else { ActivityIndicator() }
            configuration.label.foregroundStyle(Color.secondary)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { Self() } }
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { Self() } }
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { Self() } }

/// iOS's activity indicator (`UIActivityIndicatorView.Style.medium`, 20 × 20 points) drawn at a fixed
/// phase: 8 spokes, capsules 2.5 × 6 points reaching from 4 to 10 points from the centre, the top one
/// in full colour and the others, going counter-clockwise, at 85, 70, 55, 45, 35, 30 and 30%, in the tint or, without
/// one, `systemGray` (as iOS 17 draws it; Apple publishes the 20-point size only).
nonisolated struct ActivityIndicator: View {
    static let size: CGFloat = 20
    static let spokeOpacities: [Double] = [1, 0.3, 0.3, 0.35, 0.45, 0.55, 0.7, 0.85]

    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(SpinnerTint(opacity: Self.spokeOpacities[index]))
                    .frame(width: 2.5, height: 6)
                    .frame(width: Self.size, height: Self.size, alignment: .top)
                    .rotationEffect(.degrees(Double(index) * 45))
            }
        }
        .frame(width: Self.size, height: Self.size)
    }
}

/// The spinner's colour: the tint when one is set, else `systemGray`, at `opacity`.
private struct SpinnerTint: ShapeStyle {
    var opacity: Double
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color((environment.tint ?? Color.gray).resolve(in: environment).multiplyingAlpha(by: opacity))
    }
}
