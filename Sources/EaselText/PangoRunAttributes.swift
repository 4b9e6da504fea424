import CPangoCairo
import EaselCore
import Foundation

/// The Pango attributes of a request's runs, each over the run's bytes.
///
/// Rules:
/// 1. A run in a font other than the paragraph's gets its own font description (and `tnum` for
///    monospaced digits).
/// 2. A run's own colour is its foreground colour and alpha; runs without one take the colour the text
///    is drawn in. Colour emoji keep their own colours.
/// 3. A solid underline or strikethrough is Pango's single line, in the line's colour if it has one;
///    patterned lines are left to `PangoDecorationPainter`, which dashes them.
/// 4. Letter spacing (kerning and tracking, and the system font's own tracking, `SystemFontTracking`) is
///    Pango's letter spacing, in Pango units.
/// 5. A baseline offset is Pango's rise (positive raises the run).
/// 6. A symbol's characters are Pango shapes the symbol's size (`InlineSymbolShape`).
enum PangoRunAttributes {
    static func insert(_ runs: [TextLayoutRequest.Run], paragraphFont: ResolvedFont, into list: OpaquePointer) {
        var start = 0
        for run in runs {
            let end = start + run.length
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute) // takes the attribute
            }
            let style = run.style
            if style.font != paragraphFont, let description = PangoTextLayout.fontDescription(style.font) {
                add(pango_attr_font_desc_new(description)) // copies the description
                pango_font_description_free(description)
                if style.font.hasMonospacedDigits != paragraphFont.hasMonospacedDigits {
                    add(pango_attr_font_features_new(style.font.hasMonospacedDigits ? "tnum 1" : "tnum 0"))
                }
            }
            if let color = style.color {
                let (red, green, blue) = components(color)
                add(pango_attr_foreground_new(red, green, blue))
                add(pango_attr_foreground_alpha_new(UInt16(max(1, min(65535, (color.alpha * 65535).rounded())))))
            }
            if let underline = style.underline, underline.pattern == .solid {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = underline.color ?? style.color {
                    let (red, green, blue) = components(color)
                    add(pango_attr_underline_color_new(red, green, blue))
                }
            }
            if let strikethrough = style.strikethrough, strikethrough.pattern == .solid {
                add(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color ?? style.color {
                    let (red, green, blue) = components(color)
                    add(pango_attr_strikethrough_color_new(red, green, blue))
                }
            }
            let letterSpacing = SystemFontTracking.letterSpacing(of: style)
            if letterSpacing != 0, letterSpacing.isFinite {
                add(pango_attr_letter_spacing_new(pangoUnits(letterSpacing)))
            }
            if style.baselineOffset != 0, style.baselineOffset.isFinite {
                add(pango_attr_rise_new(pangoUnits(style.baselineOffset)))
            }
            if style.symbol != nil { add(InlineSymbolShape.attribute(for: style)) }
            start = end
        }
    }

    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(max(min(points * CGFloat(PANGO_SCALE), CGFloat(Int32.max / 2)), CGFloat(Int32.min / 2)).rounded())
    }

    private static func components(_ color: RGBA) -> (UInt16, UInt16, UInt16) {
        func channel(_ value: Double) -> UInt16 { UInt16(max(0, min(65535, (value * 65535).rounded()))) }
        return (channel(color.red), channel(color.green), channel(color.blue))
    }
}
