import Foundation

/// A style that draws a button's label, given its state (SwiftUI's `ButtonStyle`). The button around the
/// body keeps the action; a still shows the button unpressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws with.
public struct ButtonStyleConfiguration {
    /// A button's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    public let label: Label
    /// Whether the button is being pressed: never, in a still.
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style that makes a whole button: its look and how it triggers (SwiftUI's `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws with, and the button's action.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

/// The automatic style: borderless on iOS, in stacks and in list rows alike.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .borderless) }
}

/// The label as it is, neither tinted nor framed.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .plain) }
}

/// The label in the tint colour, without a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .borderless) }
}

/// The label in the tint colour on a pale fill of the tint.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .bordered) }
}

/// The label in white on the tint.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .borderedProminent) }
}

/// The label drawn as a link: in the tint colour, without a border (SwiftUI has this style on macOS;
/// iOS draws links in the tint colour too).
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(configuration: configuration, chrome: .borderless) }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }
nonisolated extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: Self { Self() } }

/// The size of controls: bordered buttons grow or shrink with it (see `ButtonMetrics`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's fill.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The control size's rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

extension EnvironmentValues {
    /// The size of the controls in the view (`controlSize(_:)`); `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

nonisolated extension View {
    /// Sets the style of the buttons in this view: a whole-button style.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    /// Sets the style of the buttons in this view: a style of the label, drawn unpressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        pushingStyle(style) { (style: S, primitive: PrimitiveButtonStyleConfiguration) in
            let label = ButtonStyleConfiguration.Label(content: primitive.label.content)
            return AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: false, role: primitive.role)))
        }
    }

    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Sets the shape of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformEnvironment { $0.buttonBorderShape = shape }
    }
}

/// The looks of the built-in button styles.
enum ButtonChrome { case plain, borderless, bordered, borderedProminent }

/// The padding, font and corner radius of a bordered button at a control size, as iOS 17 draws them
/// (Apple publishes no numbers; measured on its screens): regular buttons pad the label 7 points
/// vertically and 12 horizontally with corners of 8, so a body-text button is 36 tall; large ones pad
/// 14 and 20 with corners of 12 (50 tall); small ones use the subheadline font and pad 5 and 10 with
/// corners of 6; mini ones the footnote font, 4 and 8, corners of 5. Extra large draws as large on iOS.
struct ButtonMetrics {
    let insets: EdgeInsets
    let cornerRadius: CGFloat
    let font: Font?

    init(size: ControlSize) {
        switch size {
        case .mini: (insets, cornerRadius, font) = (EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), 5, .footnote)
        case .small: (insets, cornerRadius, font) = (EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 6, .subheadline)
        case .regular: (insets, cornerRadius, font) = (EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), 8, nil)
        case .large, .extraLarge: (insets, cornerRadius, font) = (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12, nil)
        }
    }

    /// The fill's shape for `shape`.
    func border(_ shape: ButtonBorderShape) -> AnyShape {
        switch shape.kind {
        case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: cornerRadius))
        case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        }
    }
}

/// A built-in style's button.
///
/// Colours follow Apple's "Buttons" and "Color" guidelines: the label takes the tint (the accent colour
/// unless `tint(_:)` says otherwise), or the system red for a destructive role; a bordered button fills
/// its shape with that colour at 15 % opacity, a prominent one with the colour itself under a white
/// label. A disabled button (`disabled(true)`) draws its label in the tertiary label colour and a
/// bordered fill in the tertiary system fill, as UIKit's disabled buttons. The plain style draws the
/// label as it is.
nonisolated struct BuiltInButton: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let chrome: ButtonChrome

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let label = configuration.label
        let isEnabled = environment.isEnabled
        /// The colour of the label and of the fill: nil is the tint.
        let color: Color? = configuration.role == .destructive ? Color.red : nil
        let metrics = ButtonMetrics(size: environment.controlSize)
        let shape = metrics.border(environment.buttonBorderShape)
        switch chrome {
        case .plain:
            return context.resolve(label)
        case .borderless:
            return context.resolve(label.foregroundStyle(isEnabled ? ButtonFill(color: color, opacity: 1) : ButtonFill(color: Color.tertiaryLabel, opacity: 1)))
        case .bordered:
            return context.resolve(label
                .foregroundStyle(isEnabled ? ButtonFill(color: color, opacity: 1) : ButtonFill(color: Color.tertiaryLabel, opacity: 1))
                .sized(metrics)
                .background(shape.fill(isEnabled ? ButtonFill(color: color, opacity: 0.15) : ButtonFill(color: Color.tertiarySystemFill, opacity: 1))))
        case .borderedProminent:
            return context.resolve(label
                .foregroundStyle(isEnabled ? Color.white : Color.tertiaryLabel)
                .sized(metrics)
                .background(shape.fill(isEnabled ? ButtonFill(color: color, opacity: 1) : ButtonFill(color: Color.tertiarySystemFill, opacity: 1))))
        }
    }
}

nonisolated extension View {
    /// The label in a bordered button's font and padding.
    func sized(_ metrics: ButtonMetrics) -> some View {
        Group {
            if let size = metrics.font { self.font(size) } else { self }
        }
        .padding(metrics.insets)
    }
}

/// A button's colour at `opacity`: `color`, or the tint when it is nil.
struct ButtonFill: ShapeStyle {
    let color: Color?
    let opacity: Double

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color((color ?? Color.accentColor).resolve(in: environment).multiplyingAlpha(by: opacity))
    }
}

extension Color {
    /// `UIColor.tertiaryLabel`: #3C3C43 (light) or #EBEBF5 (dark) at 30 %: disabled controls' labels.
    static let tertiaryLabel = Color.system(light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.3)
    /// `UIColor.tertiarySystemFill`: #767680 at 12 % (light) or 24 % (dark): disabled bordered buttons and
    /// control groups.
    static let tertiarySystemFill = Color(.adaptive(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24)))
}
