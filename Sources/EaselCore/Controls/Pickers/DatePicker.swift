import Foundation

/// A control for choosing a date, drawn as iOS 17 draws the compact style (its default): the label
/// leading and, trailing, the date ("Nov 25, 2026") and the time ("3:26 PM") each in a grey "pill" — the
/// text inset 11 points at the sides and 6 above and below on a rounded rectangle of radius 6 in
/// `tertiarySystemFill`, 6 points apart (as iOS 17 draws them, estimated); a pill keeps its text on one
/// line at its full width, as iOS's do. Dates are written in `en_US`
/// and UTC, as `Text`'s dates are (`TextDateFormatting`), so renders do not depend on the machine.
/// `displayedComponents` chooses the pills; the range only bounds the choice and is not drawn. Under
/// `labelsHidden()` the pills alone.
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let selection: Date
    let components: Components
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        (self.selection, self.components, self.label) = (selection.wrappedValue, displayedComponents, label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker is drawn by the innermost date picker style (`ErasedStyle`), or the automatic one.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = _DatePickerStyleConfiguration(selection: selection, components: components, label: AnyView(label))
        return context.resolveStyled(configuration) { DefaultDatePickerStyle()._body(configuration: $0) }
    }
}

/// What a date picker style draws from: the date, the parts shown and the label, type-erased.
public struct _DatePickerStyleConfiguration {
    let selection: Date
    let components: DatePickerComponents
    let label: AnyView
}

/// The compact style's body: the label leading and the pills trailing (the pills alone under
/// `labelsHidden()`), the date and time written in the environment's locale and time zone.
nonisolated private struct CompactDatePicker: View, PrimitiveView {
    let configuration: _DatePickerStyleConfiguration

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let (locale, zone) = (context.environment.locale, context.environment.timeZone)
        let (selection, components) = (configuration.selection, configuration.components)
        let date = components.contains(.date)
            ? Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: zone).format(selection) : nil
        let time = components.contains(.hourAndMinute)
            ? Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: zone).format(selection) : nil
        let pills = HStack(spacing: 6) {
            if let date { DatePill(text: date) }
            if let time { DatePill(text: time) }
        }
        guard !context.environment.labelsHidden else { return context.resolve(pills) }
        return context.resolve(HStack {
            configuration.label
            Spacer()
            pills
        })
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// One grey pill of a compact date picker.
nonisolated private struct DatePill: View {
    var text: String
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
            .background(RoundedRectangle(cornerRadius: 6).fill(ControlPalette.tertiarySystemFill))
    }
}

/// How date pickers draw. iOS's default (`.automatic`) is `.compact`, the one style Easel draws;
/// `.graphical` and `.wheel` are not offered, so code that asks for them does not compile rather
/// than draw the wrong thing.
///
/// SwiftUI gives this protocol no public requirement, so apps cannot write date picker styles; Easel's
/// requirement is underscored for the same reason. It is how a built-in style draws: a date picker finds
/// its style on the environment's style stack as every control does (`ErasedStyle`).
public protocol DatePickerStyle: Sendable {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: _DatePickerStyleConfiguration) -> _Body
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func _body(configuration: _DatePickerStyleConfiguration) -> some View { CompactDatePicker(configuration: configuration) }
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func _body(configuration: _DatePickerStyleConfiguration) -> some View { CompactDatePicker(configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }

nonisolated extension View {
    /// Sets the style of date pickers in this view (compact, the one Easel draws): pushed onto the style
    /// stack (`ErasedStyle`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style._body(configuration: configuration)) }
    }
}
