import Foundation

/// How the lines of multiline text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Everything that decides the size of a run of text.
public struct TextLayoutRequest: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// The width to wrap at; nil lays the text out on as few lines as its line breaks allow.
    public var width: CGFloat?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var layoutDirection: LayoutDirection
    /// The string's runs of differently styled text, in order, covering it exactly; empty when the whole
    /// string is one run in `font` with no other attribute (see `TextLayoutRequest.Run`).
    public var runs: [Run] = []
    /// Extra space between lines, in points (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat = 0
    /// Where a truncated line loses its text (`truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode = .tail

    public init(string: String, font: ResolvedFont, width: CGFloat?, lineLimit: Int? = nil,
                alignment: TextAlignment = .leading, layoutDirection: LayoutDirection = .leftToRight) {
        (self.string, self.font, self.width, self.lineLimit) = (string, font, width, lineLimit)
        (self.alignment, self.layoutDirection) = (alignment, layoutDirection)
    }
}

/// The measured size of a run of text and its baselines, in points from its top edge.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    /// The font's leading: the gap its designer puts between one line's descent and the next line's
    /// ascent (the font's line height less its ascent and descent). Stacked text views are this far apart.
    public var leading: CGFloat

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, leading: CGFloat = 0) {
        (self.size, self.firstBaseline, self.lastBaseline, self.leading) = (size, firstBaseline, lastBaseline, leading)
    }
}

/// Measures text. The environment carries one (`EnvironmentValues.textMeasurer`).
public protocol TextMeasuring: Sendable {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement
    /// Whether a font answers to `name` (a `Font.custom` family or PostScript name); text in a font
    /// that does not falls back to the system font and is reported (`MissingFont`).
    func hasFont(named name: String) -> Bool
}

extension TextMeasuring {
    /// A measurer that knows no fonts by name takes every name as found.
    public func hasFont(named name: String) -> Bool { true }
}

/// A measurer that gives every character the same advance: `advance × size` wide, lines
/// `lineHeight × size` tall, wrapping greedily at spaces and breaking words longer than the width.
///
/// Pango does the real measuring in Easel's renderer; this one keeps the pure core testable with
/// numbers a reader can work out by hand.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: CGFloat
    public var lineHeight: CGFloat
    /// The baseline's distance below the top of a line, as a fraction of the font size.
    public var ascent: CGFloat
    /// The font's leading, as a fraction of the font size.
    public var leading: CGFloat

    public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.25, ascent: CGFloat = 1, leading: CGFloat = 0) {
        (self.advance, self.lineHeight, self.ascent, self.leading) = (advance, lineHeight, ascent, leading)
    }

    public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        let characterWidth = advance * request.font.size
        // A width that fits more characters than any string holds (infinity, which stacks propose when
        // they measure a child's maximum) wraps nothing, exactly like no width at all.
        let maxCharacters = request.width.flatMap { width -> Int? in
            let characters = (width / characterWidth).rounded(.down)
            return characters < CGFloat(Int32.max) ? Int(max(characters, 0)) : nil
        }
        let lines = wrap(request.string, maxCharacters: maxCharacters)
        let lineCount = max(1, min(lines.count, request.lineLimit ?? .max))
        let widest = lines.prefix(lineCount).map(\.count).max() ?? 0
        let truncated = lines.count > lineCount
        let width = CGFloat(truncated ? max(widest, 1) : widest) * characterWidth
        let lineBox = lineHeight * request.font.size
        let baseline = ascent * request.font.size
        return TextMeasurement(size: CGSize(width: min(width, request.width ?? width), height: CGFloat(lineCount) * lineBox),
                               firstBaseline: baseline, lastBaseline: CGFloat(lineCount - 1) * lineBox + baseline,
                               leading: leading * request.font.size)
    }

    /// The lines of `string`, split at newlines and wrapped at spaces to at most `maxCharacters`.
    private func wrap(_ string: String, maxCharacters: Int?) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxCharacters.map({ max($0, 1) }) else { lines.append(paragraph); continue }
            var line: Substring = ""
            for word in paragraph.split(separator: " ") {
                var word = word
                if line.isEmpty {
                    while word.count > limit { lines.append(word.prefix(limit)); word = word.dropFirst(limit) }
                    line = word
                } else if line.count + 1 + word.count <= limit {
                    line = paragraph[line.startIndex..<word.endIndex]
                } else {
                    lines.append(line)
                    while word.count > limit { lines.append(word.prefix(limit)); word = word.dropFirst(limit) }
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
