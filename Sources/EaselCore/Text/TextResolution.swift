import Foundation

/// Resolves a `Text`'s runs in an environment into the strings and run styles a `TextLayoutRequest`
/// carries.
///
/// Rules, for each run:
/// 1. An attribute the run sets wins; else the one set on the views around it (`kerning`, `underline`,
///    … on a container); else the default.
/// 2. Font: the run's font, else the environment's, else `.body`, for the Dynamic Type size; then the
///    weight, design, italic and digit settings. `monospaced()` draws in the monospaced design.
/// 3. Colour: only a text of several runs colours them itself (a run's own style, a link's tint); a text
///    of one run is drawn in the display item's colour.
/// 4. Kerning and tracking add up to the run's letter spacing.
/// 5. The environment's `textCase` upper- or lowercases the string (in the `en_US` locale).
/// 6. Dates are written out against the environment's `easelNow` (`TextDateFormatting`).
/// 7. A symbol (`Text(Image(systemName:))`) is one character the text engine draws as the symbol.
enum TextResolution {
    static func pieces(of text: Text, in environment: EnvironmentValues) -> [(string: String, style: TextLayoutRequest.RunStyle)] {
        let colorsRuns = text.segments.count > 1
        return text.segments.map { segment in
            let attributes = segment.attributes.over(environment.textAttributes)
            var style = TextLayoutRequest.RunStyle(font: font(of: attributes, in: environment))
            let ownStyle = segment.style ?? (segment.isLink ? AnyShapeStyle(Color.accentColor) : nil)
            if colorsRuns || segment.isLink { style.color = ownStyle?.resolveColor(in: environment) }
            style.underline = decoration(attributes.underline ?? nil, in: environment)
            style.strikethrough = decoration(attributes.strikethrough ?? nil, in: environment)
            style.letterSpacing = (attributes.kerning ?? 0) + (attributes.tracking ?? 0)
            style.baselineOffset = attributes.baselineOffset ?? 0
            if case .symbol(let systemName) = segment.content {
                return inlineSymbol(systemName, style: style, in: environment)
            }
            return (cased(string(of: segment.content, in: environment), in: environment), style)
        }
    }

    static func font(of attributes: Text.Attributes, in environment: EnvironmentValues) -> ResolvedFont {
        var resolved = (attributes.font ?? environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
        if let weight = attributes.weight ?? environment.fontWeight { resolved.weight = weight }
        if attributes.isItalic ?? environment.isItalic { resolved.isItalic = true }
        if attributes.hasMonospacedDigits ?? environment.hasMonospacedDigits { resolved.hasMonospacedDigits = true }
        if let width = attributes.width { resolved.width = width }
        if let design = attributes.design { resolved.design = design }
        if attributes.isMonospaced == true { resolved.design = .monospaced }
        return resolved
    }

    /// Rule 7: a symbol inside text is one object replacement character the text engine draws as the
    /// symbol (`RunStyle.symbol`), with the environment's variants and image scale; a name the symbol set
    /// does not have (or an image from a file) is no character at all, and a missing name is reported.
    private static func inlineSymbol(_ systemName: String, style: TextLayoutRequest.RunStyle,
                                     in environment: EnvironmentValues) -> (string: String, style: TextLayoutRequest.RunStyle) {
        guard !systemName.isEmpty else { return ("", style) }
        let name = SymbolNames.name(systemName, with: environment.symbolVariants)
        guard SymbolLibrary.outline(systemName: name) != nil else {
            LayoutDiagnostics.report(MissingSymbol(name: name))
            return ("", style)
        }
        var style = style
        style.symbol = name
        style.symbolScale = SymbolMetrics.factor(for: environment.imageScale) * SymbolMetrics.sizeFactor(systemName: name)
        return ("\u{FFFC}", style)
    }

    private static func decoration(_ line: Text.LineStyle?, in environment: EnvironmentValues) -> TextLayoutRequest.Decoration? {
        line.map { TextLayoutRequest.Decoration(pattern: $0.pattern, color: $0.color?.resolve(in: environment)) }
    }

    private static func string(of content: Text.Content, in environment: EnvironmentValues) -> String {
        switch content {
        case .string(let string): string
        case .date(let date, let style): TextDateFormatting.string(for: date, style: style, in: environment)
        case .formatted(let value): value.write(environment.locale)
        case .symbol: ""
        }
    }

    /// `string` in the environment's `textCase`, by its locale.
    private static func cased(_ string: String, in environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case nil: string
        case .uppercase: string.uppercased(with: environment.locale)
        case .lowercase: string.lowercased(with: environment.locale)
        }
    }
}

extension Text.Attributes {
    /// These attributes, with those they leave unset taken from `outer`.
    func over(_ outer: Text.Attributes) -> Text.Attributes {
        var merged = self
        merged.font = font ?? outer.font
        merged.weight = weight ?? outer.weight
        merged.width = width ?? outer.width
        merged.design = design ?? outer.design
        merged.isItalic = isItalic ?? outer.isItalic
        merged.isMonospaced = isMonospaced ?? outer.isMonospaced
        merged.hasMonospacedDigits = hasMonospacedDigits ?? outer.hasMonospacedDigits
        merged.underline = underline ?? outer.underline
        merged.strikethrough = strikethrough ?? outer.strikethrough
        merged.kerning = kerning ?? outer.kerning
        merged.tracking = tracking ?? outer.tracking
        merged.baselineOffset = baselineOffset ?? outer.baselineOffset
        return merged
    }
}
