import EaselCore

/// Which installed font families draw a `ResolvedFont`.
///
/// Rules (SwiftUI draws with San Francisco, which Linux lacks; Debian's fonts stand in for it):
/// 1. A custom font (`Font.custom`) asks for its own family first (the family its name stands for,
///    `FontCatalog`), then the system family: a name no font answers to draws in the system font.
/// 2. The default and `.rounded` designs use Inter (Debian's `fonts-inter`), whose proportions and
///    metrics are close to SF Pro, at every size. (Inter Display, its cut for large sizes, is much
///    tighter than Inter: switching at 20 points as Apple switches SF Pro Text to Display would make
///    larger Dynamic Type sizes narrower.) Debian has no font like SF Pro Rounded, so `.rounded` draws
///    in Inter too.
/// 3. `.serif` uses DejaVu Serif, `.monospaced` DejaVu Sans Mono (`fonts-dejavu-core`).
/// 4. A design asks for its family alone, as Pango's font metrics ask for the family of the font they
///    measure: Pango then lays out its metrics sample (`pango_font_get_metrics`, which it needs for every
///    run it measures) in Easel's own font set instead of sorting the fonts again for a second one. The
///    fallbacks are those of the family followed by its generic name (`sans-serif`, `serif`,
///    `monospace`): fontconfig's configuration adds the generic name itself (`45-latin.conf` classes the
///    DejaVu families, `49-sansserif.conf` appends `sans-serif` to a family it does not class), so the
///    sorted fonts are the same (`fc-match -s`; `FontFamiliesTests`).
/// 5. A custom family lists the design's family and generic name after it, so that a name no font
///    answers to falls back as the design would.
/// 6. Fontconfig falls back, character by character, to fonts covering scripts the family lacks:
///    Chinese, Japanese and Korean from Noto Sans CJK (`fonts-noto-cjk`: Debian's smaller CJK fonts
///    either lack Hangul or draw kana in a Korean design), Arabic and Hebrew from DejaVu Sans, emoji from
///    Noto Color Emoji.
enum FontFamilies {
    static let system = "Inter"

    /// The family that draws `design`, and the fontconfig generic name it belongs to.
    static func family(for design: Font.Design) -> (family: String, generic: String) {
        switch design {
        case .default, .rounded: (system, "sans-serif")
        case .serif: ("DejaVu Serif", "serif")
        case .monospaced: ("DejaVu Sans Mono", "monospace")
        }
    }

    /// A Pango family list (comma-separated, first choice first) for `font`.
    static func families(for font: ResolvedFont) -> String {
        let base = family(for: font.design)
        guard let name = font.family, !name.isEmpty else { return base.family }
        // A comma would split the name in Pango's family list.
        let family = (FontCatalog.family(named: name) ?? name).replacingOccurrences(of: ",", with: " ")
        return "\(family),\(base.family),\(base.generic)"
    }
}
