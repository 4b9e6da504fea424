import Foundation

/// A control that is on or off, drawn by the environment's toggle style (`toggleStyle(_:)`): a switch on
/// iOS. A still shows the binding's value; nothing can flip it.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        return context.resolveStyled(configuration) { DefaultToggleStyle().makeBody(configuration: $0) }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == EaselCore.Label<Text, Image> {
    /// A toggle whose label is a title with a symbol (`Label(_:systemImage:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselCore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is making, drawn by the next style out.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// How toggles draw: a style makes a toggle's body from its label and state.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws with.
public struct ToggleStyleConfiguration {
    /// A toggle's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: never, for one binding.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The automatic style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The label leading and iOS's switch trailing, across the width offered (as in a form row); under
/// `labelsHidden()`, the switch alone, 49 points wide (`SwitchView`; GoodSwiftUI's switch style in docs/fidelity.md).
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabeledSwitch(configuration: configuration) }
}

/// `SwitchToggleStyle`'s body: it reads whether labels are hidden.
nonisolated struct LabeledSwitch: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            SwitchView(isOn: configuration.isOn)
        } else {
            HStack {
                configuration.label
                Spacer()
                SwitchView(isOn: configuration.isOn)
            }
        }
    }
}

/// A button with the toggle's label: Apple's documentation of `ToggleStyle.button` says the on state
/// fills the background with the tint colour (drawn as a prominent bordered button, a white label on the
/// tint); off, the label is in the tint with the same padding and no fill (as iOS 17 draws it).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { Self() } }
nonisolated extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
nonisolated extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }

/// The toggle of `ButtonToggleStyle`: a button whose look follows the toggle's state.
nonisolated struct ToggleButton: View, PrimitiveView {
    let configuration: ToggleStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let metrics = ButtonMetrics(size: context.environment.controlSize)
        let shape = metrics.border(context.environment.buttonBorderShape)
        let isEnabled = context.environment.isEnabled
        let isOn = configuration.isOn
        let foreground = !isEnabled ? Color.tertiaryLabel : (isOn ? Color.white : Color.accentColor)
        let fill = !isEnabled ? (isOn ? Color.tertiarySystemFill : Color.clear) : (isOn ? Color.accentColor : Color.clear)
        return context.resolve(configuration.label
            .foregroundStyle(foreground)
            .sized(metrics)
            .background(shape.fill(fill)))
    }
}

/// iOS's switch: a capsule track 51 × 31 points with a white knob 27 points across, 2 points inside the
/// track, at the trailing end when on (UIKit's `UISwitch` is 51 × 31 points; the knob and its shadow as
/// iOS 17 draws them: two shadows, black at 15 % blurred by 8 points and at 6 % by 1 point, both 3 points
/// down, the CSS values that reproduce iOS's knob).
///
/// The track is the tint when on (`tint(_:)`), else `systemGreen` (Apple's "Toggles" guidelines: the
/// default on colour is green); off, it is `secondarySystemFill` (#787880 at 16 % light, 32 % dark: on a
/// form row this gives iOS's #E9E9EA and #39393D). A disabled switch draws at half opacity, as UIKit's.
/// In a list row the switch stands in a 28-point band so that a toggle row is 44 points tall like
/// iOS's (UIKit centres a 31-point switch in a 44-point cell).
///
/// SwiftUI lays the switch out 49 points wide and draws the 51-point track from its leading edge, 2 points
/// past its trailing one: measured on GoodSwiftUI's references (iOS 18.6: a switch alone is a picture 147
/// pixels wide at 3×, and scaled by 44/49 about its centre it spans pixels 7–144, which is a 51-point track
/// starting at the frame's leading edge), whose own constants also give the switch as 49 × 31.
nonisolated struct SwitchView: View, PrimitiveView {
    let isOn: Bool

    /// The track as drawn.
    static let size = CGSize(width: 51, height: 31)
    /// The width the switch takes in layout.
    static let layoutWidth: CGFloat = 49
    static let knobDiameter: CGFloat = 27
    static let offTrack = Color(.adaptive(light: RGBA(hex: 0x787880, alpha: 0.16), dark: RGBA(hex: 0x787880, alpha: 0.32)))

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let track = isOn ? (environment.tint ?? Color.green) : Self.offTrack
        let inset = (Self.size.height - Self.knobDiameter) / 2
        let drawn = ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(track)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 3)
                .shadow(color: Color(white: 0, opacity: 0.06), radius: 0.5, y: 3)
                .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                .padding(inset)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .frame(width: Self.layoutWidth, alignment: .leading)
        .opacity(environment.isEnabled ? 1 : 0.5)
        guard environment.isListRow else { return context.resolve(drawn) }
        return context.resolve(drawn.frame(height: 28))
    }
}

nonisolated extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}
