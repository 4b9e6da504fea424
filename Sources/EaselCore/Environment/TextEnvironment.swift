import Foundation

/// The text attributes views pass down to the `Text` inside them, under SwiftUI's names where SwiftUI
/// makes them public (`textCase`, `truncationMode`, `lineSpacing`, `minimumScaleFactor`,
/// `allowsTightening`), and `easelNow`, the instant dates are written relative to.
extension EnvironmentValues {
    private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
    private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
    private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
    private struct TextAttributesKey: EnvironmentKey { static let defaultValue = Text.Attributes() }
    private struct NowKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSinceReferenceDate: 0) }
    private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
    private struct LocaleKey: EnvironmentKey { static let defaultValue = TextDateFormatting.locale }
    private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TextDateFormatting.timeZone }
    private struct CalendarKey: EnvironmentKey {
        static let defaultValue: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TextDateFormatting.timeZone
            return calendar
        }()
    }

    /// The case text is shown in; nil keeps the string's own.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between the lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink (a fraction of its size, 0 … 1) before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing before truncating. Pango cannot tighten, so Easel
    /// keeps the value and truncates as it would without it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The instant relative dates and timers (`Text(_:style:)`) count from. Easel never reads the clock:
    /// the default is 2001-01-01 00:00:00 UTC, so renders do not change from run to run. Set it with
    /// `.environment(\.easelNow, date)`.
    public var easelNow: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }

    /// The locale text is written in: dates (`Text(_:style:)` `.date` and `.time`), formatted values
    /// (`Text(_:format:)`) and `textCase`. `en_US` unless set, not the machine's, so renders are the same
    /// everywhere (SwiftUI's default is the device's).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone `Text(_:style:)` writes dates in: UTC unless set, not the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The views' calendar: Gregorian in UTC unless set, not the machine's.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The number of lines text occupies at least (`lineLimit(_:reservesSpace:)`, and a range's lower
    /// bound); SwiftUI keeps it private.
    var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The run attributes set on the views around a text (`kerning`, `underline`, `fontDesign`, …),
    /// applied to each run that does not set them itself.
    var textAttributes: Text.Attributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets `attribute` for the text inside, unless a view closer to it already did (nil sets nothing).
    private func textAttribute<V>(_ attribute: WritableKeyPath<Text.Attributes, V?>, _ value: V?) -> some View {
        transformEnvironment { environment in
            if let value, environment.textAttributes[keyPath: attribute] == nil { environment.textAttributes[keyPath: attribute] = value }
        }
    }

    public func kerning(_ kerning: CGFloat) -> some View { textAttribute(\.kerning, kerning) }
    public func tracking(_ tracking: CGFloat) -> some View { textAttribute(\.tracking, tracking) }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { textAttribute(\.baselineOffset, baselineOffset) }
    public func fontDesign(_ design: Font.Design?) -> some View { textAttribute(\.design, design) }
    public func monospaced(_ isActive: Bool = true) -> some View { textAttribute(\.isMonospaced, isActive) }
    public func fontWidth(_ width: Font.Width?) -> some View { textAttribute(\.width, width) }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(\.underline, .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil))
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(\.strikethrough, .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil))
    }

    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// Accepted and ignored: a still image has no text selection.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
