import Foundation

/// A title with an icon, drawn by the environment's label style (`labelStyle(_:)`).
///
/// Apple documents the view (developer.apple.com/documentation/swiftui/label) but not its metrics; the
/// automatic style draws as iOS 17 draws it (see `DefaultLabelStyle`).
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        return context.resolveStyled(configuration) { DefaultLabelStyle().makeBody(configuration: $0) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and a symbol from the system's symbol set (`Image(systemName:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an image file.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is making, drawn by the next style out (for styles that adjust another style).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// How labels draw: a style makes a label's body from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label a `LabelStyle` draws.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    nonisolated public struct Title: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    /// The label's icon, type-erased.
    nonisolated public struct Icon: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    public var title: Title
    public var icon: Icon
}

/// The automatic label style: the title and the icon, laid out for where the label is.
///
/// As iOS 17 draws it (Apple publishes no numbers; estimated from its screens): in a plain stack the icon
/// leads the title, 8 points apart, centred on each other. In a list or form row the icons stand in a
/// column 28 points wide, centred in it, and the titles start 12 points after it, so that the titles of
/// rows with icons of different widths line up (as in Settings), and the row's separator starts at the
/// title (`listRowSeparatorLeading`); the icon takes the tint colour there unless the row sets a
/// foreground style.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticLabel(configuration: configuration) }
}

/// The title and icon together, in either context (see `DefaultLabelStyle`).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticLabel(configuration: configuration) }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }

/// The metrics of the automatic label (as iOS 17 draws it; see `DefaultLabelStyle`).
enum LabelMetrics {
    /// Between the icon and the title in a stack.
    static let spacing: CGFloat = 8
    /// The width of the icon column in a list row.
    static let rowIconColumn: CGFloat = 28
    /// Between the icon column and the title in a list row.
    static let rowSpacing: CGFloat = 12
}

/// The icon and title of the automatic style, as a stack or as a list row's columns.
nonisolated struct AutomaticLabel: View, PrimitiveView {
    let configuration: LabelStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard context.environment.isListRow else {
            return context.resolve(HStack(spacing: LabelMetrics.spacing) { configuration.icon; configuration.title })
        }
        let tintsIcon = context.environment.foregroundStyle == nil
        return context.resolve(HStack(spacing: LabelMetrics.rowSpacing) {
            Group {
                if tintsIcon { configuration.icon.foregroundStyle(.tint) } else { configuration.icon }
            }
            .frame(width: LabelMetrics.rowIconColumn)
            configuration.title
                .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        })
    }
}

nonisolated extension View {
    /// Sets the style of the labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}
