import Foundation

/// A control with a label; the render is a snapshot, so the action is kept but never called.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let styled = context.environment.buttonStyle.body(label)
        return context.with { $0.buttonStyle = .automatic }.resolve(styled)
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The built-in button styles.
enum ButtonStyleKind: Sendable {
    case automatic, plain, bordered, borderedProminent

    /// The label inside the style's chrome. Bordered styles pad the label by 7 points vertically and
    /// 12 horizontally (iOS's regular control size) on a rounded rectangle of radius 8: the tint at 15%
    /// opacity under tinted text, or the full tint under white text for the prominent style. Plain
    /// shows the label as it is; automatic tints it.
    @ViewBuilder
    func body<Label: View>(_ label: Label) -> some View {
        switch self {
        case .plain:
            label
        case .automatic:
            label.foregroundStyle(.tint)
        case .bordered:
            label.foregroundStyle(.tint)
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8).fill(BorderedFill()))
        case .borderedProminent:
            label.foregroundStyle(Color.white)
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8).fill(.tint))
        }
    }
}

/// The fill behind a bordered button: the tint at 15% opacity.
private struct BorderedFill: ShapeStyle {
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color(Color.accentColor.resolve(in: environment).multiplyingAlpha(by: 0.15))
    }
}

/// A style for buttons: `.automatic`, `.plain`, `.bordered` or `.borderedProminent`.
public protocol PrimitiveButtonStyle: Sendable {
    var kind: ButtonStyleKindBox { get }
}

/// The built-in style a `PrimitiveButtonStyle` stands for.
public struct ButtonStyleKindBox: Sendable { let kind: ButtonStyleKind }

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKindBox { ButtonStyleKindBox(kind: .automatic) }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKindBox { ButtonStyleKindBox(kind: .plain) }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKindBox { ButtonStyleKindBox(kind: .bordered) }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKindBox { ButtonStyleKindBox(kind: .borderedProminent) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment { $0.buttonStyle = style.kind.kind }
    }
}
