import CPangoCairo
import EaselCore
import Foundation

/// A Pango layout of one `TextLayoutRequest`: the one place that decides how a request becomes lines,
/// used both to measure text and to draw it, so that the two always agree.
///
/// The rules:
/// 1. Font: the families of `FontFamilies`, the size in points (absolute, so no resolution applies),
///    the weight's OpenType class (100 … 900), italic; monospaced digits switch on the OpenType `tnum`
///    feature.
/// 2. Direction: the paragraph direction is that of the text's first character with a strong direction
///    (Unicode's bidi rule P2, as SwiftUI's `Text` does), else, for text without one (digits,
///    punctuation), the request's layout direction. So an English question under right-to-left keeps
///    its question mark at its end. Bidirectional runs are shaped and ordered by Pango.
/// 3. Alignment: `leading`/`trailing` are the left/right edges under a left-to-right layout direction
///    and the right/left edges under right-to-left, whatever the text's own direction; lines align
///    within the request's width.
/// 4. Wrapping: with a width, lines break at word boundaries, and inside a word only when the word alone
///    is wider than the line (`PANGO_WRAP_WORD_CHAR`), without inserting a hyphen (as SwiftUI, whose
///    text does not hyphenate by default); without a width (nil or not finite), lines break only at
///    newlines.
/// 5. Line limit: see `LineLimit`; the truncation mode picks where the ellipsis goes (Pango puts a head
///    or middle ellipsis in the last line kept).
/// 6. Runs: each run's font, colour, lines, letter spacing and baseline offset become Pango attributes
///    over its bytes (`PangoRunAttributes`); `lineSpacing` is Pango's spacing between lines. A width
///    wraps with room for the letter spacing after a line's last character.
/// 7. Tracking: text in the system font is spaced by SF Pro's tracking for its size, on top of its own
///    (`SystemFontTracking`).
final class PangoTextLayout {
    let layout: OpaquePointer
    private let context: OpaquePointer
    /// The font the layout is set up for, so that configuring it again for the same font costs nothing.
    private var font: ResolvedFont?
    /// The leading of `font`, once worked out.
    private var fontLeading: CGFloat?

    /// A layout of `request` in `context` (a `PangoContext` with Easel's font options), or nil when
    /// Pango cannot make one.
    convenience init?(request: TextLayoutRequest, context: OpaquePointer) {
        self.init(context: context)
        configure(for: request)
    }

    /// An empty layout in `context`, to be configured for one request after another.
    init?(context: OpaquePointer) {
        guard let layout = pango_layout_new(context) else { return nil }
        (self.layout, self.context) = (layout, context)
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Sets the layout up for `request`, whatever it was set up for before: every property the rules
    /// above set, the line limit's ellipsis and height included, is set again.
    func configure(for request: TextLayoutRequest) {
        pango_context_set_base_dir(context, request.layoutDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        if font != request.font {
            configureFont(request.font)
            (font, fontLeading) = (request.font, nil)
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        pango_layout_set_width(layout, Self.pangoWidth(request.width.map { $0 + Self.trailingLetterSpacing(request) }))
        pango_layout_set_alignment(layout, Self.alignment(request.alignment, request.layoutDirection))
        pango_layout_set_spacing(layout, Int32((request.lineSpacing.isFinite ? request.lineSpacing : 0) * CGFloat(PANGO_SCALE)))
        configureAttributes(for: request)
        setText(request.string)
        adoptTextDirection(context: context, isOneParagraph: !request.string.unicodeScalars.contains(where: Self.isParagraphSeparator))
        if let limit = request.lineLimit {
            LineLimit.apply(max(limit, 1), to: self, string: request.string, hasWidth: Self.pangoWidth(request.width) >= 0,
                            ellipsize: Self.ellipsize(request.truncationMode))
        }
    }

    /// Rule 2: lets Pango find the first paragraph's direction from its text (falling back on the
    /// context's, the layout direction), then fixes the whole layout to it, so that every paragraph takes
    /// the text's direction and Pango does not swap the left and right alignments of paragraphs whose
    /// direction differs from the context's.
    ///
    /// One paragraph whose direction is the context's is laid out the same with Pango's automatic
    /// direction on or off, so its lines, already laid out to find the direction, are kept (turning
    /// the automatic direction off would lay the text out a second time).
    private func adoptTextDirection(context: OpaquePointer, isOneParagraph: Bool) {
        pango_layout_set_auto_dir(layout, 1)
        guard let first = line(at: 0) else { return }
        let direction = pango_layout_line_get_resolved_direction(first)
        let sameDirection = direction == pango_context_get_base_dir(context)
        if sameDirection && isOneParagraph { return }
        pango_layout_set_auto_dir(layout, 0)
        guard !sameDirection else { return }
        pango_context_set_base_dir(context, direction)
        pango_layout_context_changed(layout)
    }

    /// Where Pango starts a new paragraph: a line feed, a carriage return or a paragraph separator.
    private static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }

    /// Rule 6: what the wrapping width allows for the letter spacing after a line's last character, which
    /// Pango counts when it breaks lines but not in the line's extents. With a positive spacing, the widest
    /// (so that a text fits the width it measured); with only negative ones, the most negative (so that no
    /// line, truncated or wrapped, is wider than the width: the system font's tracking at 17 points made
    /// lines 0.43 points too wide).
    static func trailingLetterSpacing(_ request: TextLayoutRequest) -> CGFloat {
        let spacings = request.runs.isEmpty
            ? [SystemFontTracking.tracking(for: request.font)]
            : request.runs.map { SystemFontTracking.letterSpacing(of: $0.style) }.filter(\.isFinite)
        let widest = spacings.max() ?? 0
        return widest > 0 ? widest : min(spacings.min() ?? 0, 0)
    }

    /// The width in Pango units (rounded up, so a width measured by Pango is never too narrow to hold
    /// its own lines), or -1 for none.
    static func pangoWidth(_ width: CGFloat?) -> Int32 {
        guard let width, width.isFinite else { return -1 }
        let units = (max(width, 0) * CGFloat(PANGO_SCALE)).rounded(.up)
        return units < CGFloat(Int32.max) ? Int32(units) : -1
    }

    static func alignment(_ alignment: TextAlignment, _ direction: LayoutDirection) -> PangoAlignment {
        let rightToLeft = direction == .rightToLeft
        switch alignment {
        case .leading: return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// Where Pango puts the ellipsis of a truncated line.
    static func ellipsize(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }

    /// Forgets the font it was set up for and its leading: the fonts a family names may have changed.
    func fontsChanged() {
        (font, fontLeading) = (nil, nil)
        pango_layout_context_changed(layout)
    }

    private func configureFont(_ font: ResolvedFont) {
        guard let description = Self.fontDescription(font) else { return }
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description) // copies the description
    }

    /// A new Pango description of `font` (rule 1), which the caller frees.
    static func fontDescription(_ font: ResolvedFont) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, FontFamilies.families(for: font))
        let size = font.size.isFinite ? max(font.size, 0) : 0
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight.value, 100), 1000))))
        pango_font_description_set_stretch(description, stretch(font.width))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The Pango stretch nearest to `width`'s OpenType width class (50, 62.5, 75, 87.5, 100, 112.5, 125,
    /// 150, 200 %). Fontconfig sets a variable font's `wdth` axis (and `wght`, from the weight) from it.
    static func stretch(_ width: Font.Width) -> PangoStretch {
        let classes: [(CGFloat, PangoStretch)] = [
            (50, PANGO_STRETCH_ULTRA_CONDENSED), (62.5, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
            (87.5, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (112.5, PANGO_STRETCH_SEMI_EXPANDED),
            (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
        ]
        let percentage = width.percentage
        return classes.min { abs($0.0 - percentage) < abs($1.0 - percentage) }?.1 ?? PANGO_STRETCH_NORMAL
    }

    /// Rules 4 and 6: the attributes of the paragraph (no hyphens when it can wrap, monospaced digits)
    /// and of its runs (`PangoRunAttributes`), set again only when they change. Pango hyphenates only
    /// where it wraps, so a request without a width needs no attribute for it, which saves Pango's
    /// pass applying it to every line (a plain label's case).
    private func configureAttributes(for request: TextLayoutRequest) {
        let key = AttributesKey(font: request.font, runs: request.runs, wraps: Self.pangoWidth(request.width) >= 0)
        guard key != attributesKey, let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        if key.wraps { pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0)) } // takes the attribute
        if request.font.hasMonospacedDigits { pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1")) }
        // A request of one plain run has no runs: the system font's tracking then spans the paragraph.
        let tracking = SystemFontTracking.tracking(for: request.font)
        if request.runs.isEmpty, tracking != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(PangoRunAttributes.pangoUnits(tracking)))
        }
        PangoRunAttributes.insert(request.runs, paragraphFont: request.font, into: attributes)
        pango_layout_set_attributes(layout, attributes) // takes a reference
        attributesKey = key
    }

    /// What the layout's attribute list was made for.
    private struct AttributesKey: Equatable {
        let font: ResolvedFont
        let runs: [TextLayoutRequest.Run]
        let wraps: Bool
    }

    private var attributesKey: AttributesKey?

    func setText(_ string: String) {
        pango_layout_set_text(layout, string, -1)
    }

    // MARK: Reading the layout

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The line at `index` (0-based), valid until the layout changes.
    func line(at index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout, Int32(index))
    }

    /// The logical extents of the line at `index` in layout coordinates, in Pango units.
    func lineExtents(at index: Int) -> PangoRectangle {
        var logical = PangoRectangle()
        guard let iterator = pango_layout_get_iter(layout) else { return logical }
        defer { pango_layout_iter_free(iterator) }
        var current = 0
        while current < index, pango_layout_iter_next_line(iterator) != 0 { current += 1 }
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return logical
    }

    /// The size and baselines of the laid-out text in points: the width of the widest line's logical
    /// extent (not the wrapping width), the height of all lines, the first line's baseline and the last
    /// line's, from the top.
    var measurement: TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let firstBaseline = pango_layout_get_baseline(layout)
        var lastBaseline = firstBaseline
        if pango_layout_get_line_count(layout) > 1, let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = pango_layout_iter_get_baseline(iterator)
            pango_layout_iter_free(iterator)
        }
        return TextMeasurement(size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                               firstBaseline: CGFloat(firstBaseline) / scale,
                               lastBaseline: CGFloat(lastBaseline) / scale,
                               leading: leading)
    }

    /// The font's leading in points: its line height less its ascent and descent, never negative, to the
    /// nearest eighth of a point, so that the one-unit differences between Pango contexts drawing at
    /// different scales do not change it. Worked out once per font.
    private var leading: CGFloat {
        if let fontLeading { return fontLeading }
        guard let description = pango_layout_get_font_description(layout),
              let metrics = pango_context_get_metrics(context, description, nil) else { return 0 }
        defer { pango_font_metrics_unref(metrics) }
        let gap = pango_font_metrics_get_height(metrics)
            - pango_font_metrics_get_ascent(metrics) - pango_font_metrics_get_descent(metrics)
        let leading = (CGFloat(max(gap, 0)) / CGFloat(PANGO_SCALE) * 8).rounded() / 8
        fontLeading = leading
        return leading
    }
}
