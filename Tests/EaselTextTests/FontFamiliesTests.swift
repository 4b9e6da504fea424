import CPangoCairo
import EaselCore
import Foundation
import Testing
@testable import EaselText

/// `FontFamilies`: each design asks for its family alone, so that Pango's font metrics, which lay out
/// a sample in the family of the font they measure, find Easel's font set instead of sorting the fonts
/// for one of their own; and the fonts sorted are those of the family followed by its generic name.
@Suite struct FontFamiliesTests {
    private static let fonts: [ResolvedFont] = [
        ResolvedFont(size: 17), ResolvedFont(size: 22, weight: .semibold), ResolvedFont(size: 34, weight: .bold),
        ResolvedFont(size: 13, design: .serif), ResolvedFont(size: 15, design: .monospaced),
    ]

    /// The font set Pango's metrics sample lays out in (`_pango_cairo_font_get_metrics`: a new context on
    /// the font map with the font's options, its language and the family and pixel size of the font
    /// measured) is the one Easel's own layouts use: the same object from the font map's cache.
    @MainActor @Test(arguments: fonts) func pangosMetricsSampleUsesEaselsFontSet(font: ResolvedFont) throws {
        let thread = try #require(PangoThreadContext.current)
        let language = pango_context_get_language(thread.context)
        let description = try #require(PangoTextLayout.fontDescription(font))
        defer { pango_font_description_free(description) }
        let easels = try #require(pango_font_map_load_fontset(thread.fontMap, thread.context, description, language))
        defer { g_object_unref(UnsafeMutableRawPointer(easels)) }
        let measured = try #require(pango_fontset_get_font(easels, UInt32(("A" as Unicode.Scalar).value)))
        defer { g_object_unref(UnsafeMutableRawPointer(measured)) }

        let sample = try #require(pango_font_map_create_context(thread.fontMap))
        defer { g_object_unref(UnsafeMutableRawPointer(sample)) }
        pango_context_set_language(sample, language)
        let options = try #require(cairo_font_options_create())
        defer { cairo_font_options_destroy(options) }
        cairo_scaled_font_get_font_options(pango_cairo_font_get_scaled_font(OpaquePointer(measured)), options)
        pango_cairo_context_set_font_options(sample, options)
        let absolute = try #require(pango_font_describe_with_absolute_size(measured))
        defer { pango_font_description_free(absolute) }
        let samples = try #require(pango_font_map_load_fontset(thread.fontMap, sample, absolute, language))
        defer { g_object_unref(UnsafeMutableRawPointer(samples)) }

        let name = pango_font_description_to_string(absolute)
        defer { g_free(name) }
        #expect(samples == easels, "the sample's font set for \(name.map { String(cString: $0) } ?? "?") is not Easel's")
    }

    /// Asking for a design's family alone sorts the fonts exactly as the family followed by its generic
    /// name does, so every fallback is unchanged.
    @MainActor @Test(arguments: [Font.Design.default, .serif, .monospaced])
    func aFamilyAloneFallsBackAsWithItsGenericName(design: Font.Design) {
        SystemFontConfiguration.makeCurrent()
        let (family, generic) = FontFamilies.family(for: design)
        #expect(Self.sortedFiles(family).count > 1)
        #expect(Self.sortedFiles(family) == Self.sortedFiles("\(family),\(generic)"))
    }

    /// The font files fontconfig sorts for `families` at 17 pixels, as Pango asks (substituted, trimmed).
    private static func sortedFiles(_ families: String) -> [String] {
        guard let pattern = FcNameParse("\(families):pixelsize=17:dpi=72") else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            return String(cString: file)
        }
    }
}
