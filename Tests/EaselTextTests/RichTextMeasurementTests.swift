import CPangoCairo
@testable import EaselCore
import Foundation
import Testing
@testable import EaselText

/// The size of `markup` (Pango markup) laid out by Pango directly, in a 17-point body font with Easel's
/// families, in points. The markup spells out the system font's tracking at 17 points, −0.43 points
/// (`SystemFontTracking`): −440 Pango units, or 1608 beside a kerning of 2.
private func pangoMarkupSize(_ markup: String) throws -> CGSize {
    let context = try #require(PangoThreadContext.current?.context)
    let layout = try #require(pango_layout_new(context))
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = try #require(PangoTextLayout.fontDescription(ResolvedFont(size: 17)))
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_markup(layout, markup, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
}

/// The request of `text`'s runs, resolved in a fresh environment (body at the large size: 17 points).
private func request(of text: Text) -> TextLayoutRequest {
    TextLayoutRequest(pieces: TextResolution.pieces(of: text, in: EnvironmentValues()), fallbackFont: ResolvedFont(size: 17), width: nil)
}

@Suite struct RichTextMeasurementTests {
    /// Concatenated runs measure as Pango measures the same attributes written as markup.
    @MainActor @Test func concatenatedTextMeasuresAsPangoMarkup() throws {
        let text = Text("Vote ").bold() + Text("now").italic().kerning(2) + Text(" for pets").baselineOffset(4)
        let measured = measurer.measure(request(of: text)).size
        let expected = try pangoMarkupSize("<span letter_spacing=\"-440\"><b>Vote </b><i><span letter_spacing=\"1608\">now</span></i><span rise=\"4096\"> for pets</span></span>")
        #expect(abs(measured.width - expected.width) < 0.01 && abs(measured.height - expected.height) < 0.01, "\(measured) vs \(expected)")
    }

    /// Markdown measures as the same runs in Pango markup.
    @MainActor @Test func markdownMeasuresAsPangoMarkup() throws {
        let measured = measurer.measure(request(of: Text("**Bold** and *italic* ~~gone~~"))).size
        let expected = try pangoMarkupSize("<span letter_spacing=\"-440\"><b>Bold</b> and <i>italic</i> <s>gone</s></span>")
        #expect(abs(measured.width - expected.width) < 0.01 && abs(measured.height - expected.height) < 0.01, "\(measured) vs \(expected)")
        let plain = measurer.measure(request(of: Text(verbatim: "Bold and italic gone"))).size
        #expect(measured.width > plain.width)
    }

    /// Two requests that differ only in one run's attribute are two cache entries with their own sizes.
    @MainActor @Test func runsArePartOfTheCacheKey() {
        let cache = PangoTextMeasurer()
        let tight = cache.measure(request(of: Text("Gold") + Text("fish").kerning(0.5)))
        let loose = cache.measure(request(of: Text("Gold") + Text("fish").kerning(6)))
        #expect(cache.cache.measuredCount == 2)
        #expect(loose.size.width > tight.size.width + 15)
    }

    /// Kerned text laid out at the width it measured stays on one line (Pango counts the spacing after
    /// the last character when breaking lines, not in the extents).
    @MainActor @Test func kernedTextFitsItsOwnWidth() {
        var kerned = request(of: Text("Kerning").kerning(3))
        let line = measurer.measure(kerned).size
        kerned.width = line.width.rounded(.up)
        #expect(measurer.measure(kerned).size == line)
    }

    @MainActor @Test func lineSpacingAddsSpaceBetweenLines() {
        var spaced = request(of: Text("One\nTwo"))
        let plain = measurer.measure(spaced).size.height
        spaced.lineSpacing = 10
        #expect(abs(measurer.measure(spaced).size.height - (plain + 10)) < 0.01)
    }

    /// Head, middle and tail truncation keep the line as wide, and put the ellipsis where asked.
    @MainActor @Test func truncationModesMeasureOneLine() {
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            var truncated = request(of: Text(verbatim: sentence))
            (truncated.width, truncated.lineLimit, truncated.truncationMode) = (120, 1, mode)
            let size = measurer.measure(truncated).size
            #expect(size.width <= 120 && size.height < 25, "\(mode)")
        }
    }
}
