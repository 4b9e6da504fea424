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
/// 4. Each list ends with a fontconfig generic name, and fontconfig falls back, character by character,
///    to fonts covering scripts the family lacks: Chinese, Japanese and Korean from Noto Sans CJK
///    (`fonts-noto-cjk`: Debian's smaller CJK fonts either lack Hangul or draw kana in a Korean
///    design), Arabic and Hebrew from DejaVu Sans, emoji from Noto Color Emoji.
enum FontFamilies {
    static let system = "Inter,sans-serif"

    /// A Pango family list (comma-separated, first choice first) for `font`.
    static func families(for font: ResolvedFont) -> String {
        let base: String = switch font.design {
        case .default, .rounded: system
        case .serif: "DejaVu Serif,serif"
        case .monospaced: "DejaVu Sans Mono,monospace"
        }
        guard let name = font.family, !name.isEmpty else { return base }
        // A comma would split the name in Pango's family list.
        let family = (FontCatalog.family(named: name) ?? name).replacingOccurrences(of: ",", with: " ")
        return "\(family),\(base)"
    }
}
