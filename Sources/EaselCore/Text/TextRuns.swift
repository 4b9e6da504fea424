import Foundation

extension TextLayoutRequest {
    /// A run of a request's string: the next `length` UTF-8 bytes, drawn with `style`.
    public struct Run: Hashable, Sendable {
        public var length: Int
        public var style: RunStyle

        public init(length: Int, style: RunStyle) { (self.length, self.style) = (length, style) }
    }

    /// How one run of text is drawn: every attribute a `Text` run can carry, resolved.
    public struct RunStyle: Hashable, Sendable {
        public var font: ResolvedFont
        /// The run's own colour; nil draws it in the display item's colour.
        public var color: RGBA?
        public var underline: Decoration?
        public var strikethrough: Decoration?
        /// Extra space after each character, in points (`kerning` and `tracking` together).
        public var letterSpacing: CGFloat
        /// How far the run's baseline is raised, in points (negative lowers it).
        public var baselineOffset: CGFloat
        /// The SF Symbols name (variants applied) of a symbol drawn inline: the run's characters are
        /// object replacement characters (U+FFFC), each drawn as the symbol in a square of the font's
        /// size times `symbolScale`, on the baseline (`SymbolMetrics`), in the run's colour.
        public var symbol: String?
        /// The symbol's scale relative to the font (`imageScale`: 0.783, 1 or 1.29).
        public var symbolScale: CGFloat = 1

        public init(font: ResolvedFont, color: RGBA? = nil, underline: Decoration? = nil, strikethrough: Decoration? = nil,
                    letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0) {
            (self.font, self.color, self.underline, self.strikethrough) = (font, color, underline, strikethrough)
            (self.letterSpacing, self.baselineOffset) = (letterSpacing, baselineOffset)
        }
    }

    /// An underline or strikethrough line: its pattern, and its colour (nil: the text's colour).
    public struct Decoration: Hashable, Sendable {
        public var pattern: Text.LineStyle.Pattern
        public var color: RGBA?

        public init(pattern: Text.LineStyle.Pattern = .solid, color: RGBA? = nil) { (self.pattern, self.color) = (pattern, color) }
    }

    /// A request for the runs `pieces` (strings with their styles) laid out as one paragraph; `font`
    /// (the paragraph's font, which sets its leading) is that of the first run, else `fallbackFont`. Runs
    /// of one style in a row merge; a single run in `font` with no other attribute leaves `runs` empty.
    public init(pieces: [(string: String, style: RunStyle)], fallbackFont: ResolvedFont, width: CGFloat?, lineLimit: Int? = nil,
                alignment: TextAlignment = .leading, layoutDirection: LayoutDirection = .leftToRight) {
        let font = pieces.first?.style.font ?? fallbackFont
        self.init(string: pieces.map(\.string).joined(), font: font, width: width, lineLimit: lineLimit,
                  alignment: alignment, layoutDirection: layoutDirection)
        var runs: [Run] = []
        for piece in pieces where !piece.string.isEmpty {
            let length = piece.string.utf8.count
            if let last = runs.last, last.style == piece.style {
                runs[runs.count - 1].length += length
            } else {
                runs.append(Run(length: length, style: piece.style))
            }
        }
        if runs.count == 1, runs[0].style == RunStyle(font: font) { runs = [] }
        self.runs = runs
    }
}
