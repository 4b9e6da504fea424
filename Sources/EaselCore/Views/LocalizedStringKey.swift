import Foundation

/// The key of a localized string: what a string literal becomes in `Text("…")`.
///
/// Easel has no string tables on Linux: a key is shown as written, its Markdown rendered (see
/// `InlineMarkdown`) and its interpolated values written in place. Interpolated values are not parsed
/// as Markdown, but take the Markdown styles around them (`"**\(name)**"` is bold). Values are written
/// as SwiftUI writes them: integers in full, `Double`, `Float` and `CGFloat` with six decimals (SwiftUI
/// formats them with `%lf`, so write `\(value, format: .number)` for fewer), strings as they are.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key, each interpolated value replaced by a private-use character naming its index.
    let template: String
    let arguments: [[Text.Segment]]

    public init(_ value: String) { (template, arguments) = (value, []) }
    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        (template, arguments) = (stringInterpolation.template, stringInterpolation.arguments)
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.template == rhs.template && lhs.arguments == rhs.arguments
    }

    /// The first private-use code point of the placeholders (plane 15, which text never needs).
    static let firstPlaceholder: UInt32 = 0xF0000

    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""
        var arguments: [[Text.Segment]] = []

        public init(literalCapacity: Int, interpolationCount: Int) { template.reserveCapacity(literalCapacity + interpolationCount) }

        public mutating func appendLiteral(_ literal: String) { template += literal }

        mutating func append(_ segments: [Text.Segment]) {
            guard let placeholder = Unicode.Scalar(LocalizedStringKey.firstPlaceholder + UInt32(arguments.count)) else { return }
            template.unicodeScalars.append(placeholder)
            arguments.append(segments)
        }

        mutating func appendVerbatim(_ string: String) { append([Text.Segment(content: .string(string))]) }

        public mutating func appendInterpolation(_ string: String) { appendVerbatim(string) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { appendVerbatim(String(string)) }
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { appendVerbatim(String(value)) }
        public mutating func appendInterpolation(_ value: Double) { appendVerbatim(String(format: "%lf", value)) }
        public mutating func appendInterpolation(_ value: Float) { appendVerbatim(String(format: "%f", Double(value))) }
        public mutating func appendInterpolation(_ value: CGFloat) { appendVerbatim(String(format: "%lf", Double(value))) }
        /// A number written with a printf-style specifier: `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { appendVerbatim(String(format: specifier, value)) }
        public mutating func appendInterpolation(_ text: Text) { append(text.segments) }
        /// A symbol drawn inline, as `Text(image)` draws it: `"\(Image(systemName: "star.fill")) 4.8"`.
        public mutating func appendInterpolation(_ image: Image) { append([Text.Segment(content: image.inlineContent)]) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append([Text.Segment(content: .date(date, style))]) }

        /// `input` written by `format` in the environment's `locale`, as `Text(_:format:)` writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append([Text.Segment(content: .formatted(FormattedValue(input, format)))])
        }
    }
}

extension Text {
    /// Text showing `key` with its Markdown rendered (SwiftUI's inline subset: bold, italic, code in the
    /// monospaced design, strikethrough, links in the tint colour) and its interpolated values in place.
    ///
    /// On Linux nothing is looked up: `tableName`, `bundle` and `comment` are accepted and ignored, and
    /// the key itself is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = []
        for run in InlineMarkdown.parse(key.template) {
            var markdown = Segment(content: .string(""), isLink: run.style.link != nil)
            if run.style.isBold { markdown.attributes.weight = .bold }
            if run.style.isItalic { markdown.attributes.isItalic = true }
            if run.style.isCode { markdown.attributes.isMonospaced = true }
            if run.style.isStrikethrough { markdown.attributes.strikethrough = .single }
            var literal = ""
            func flush() {
                guard !literal.isEmpty else { return }
                markdown.content = .string(literal)
                segments.append(markdown)
                literal = ""
            }
            for scalar in run.string.unicodeScalars {
                let index = Int(scalar.value) - Int(LocalizedStringKey.firstPlaceholder)
                guard key.arguments.indices.contains(index) else { literal.unicodeScalars.append(scalar); continue }
                flush()
                segments += key.arguments[index].map { argument in
                    var styled = argument
                    styled.attributes = argument.attributes.over(markdown.attributes)
                    styled.isLink = argument.isLink || markdown.isLink
                    return styled
                }
            }
            flush()
        }
        if segments.isEmpty { segments = [Segment(content: .string(""))] }
    }
}
