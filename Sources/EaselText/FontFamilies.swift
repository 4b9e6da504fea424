import EaselCore

/// Which installed font families draw a `ResolvedFont`.
///
/// Rules (SwiftUI draws with San Francisco, which Linux lacks; Debian's fonts stand in for it):
/// 1. A custom font (`Font.custom`) asks for its own family first, then the system family.
/// 2. The default and `.rounded` designs use Inter (Debian's `fonts-inter`), whose proportions and
///    metrics are close to SF Pro. As Apple switches from SF Pro Text to SF Pro Display at 20 points,
///    sizes of 20 points and more use Inter Display, Inter's cut for large sizes. Debian has no font
///    like SF Pro Rounded, so `.rounded` draws in Inter too.
/// 3. `.serif` uses DejaVu Serif, `.monospaced` DejaVu Sans Mono (`fonts-dejavu-core`).
/// 4. Each list ends with a fontconfig generic name, and fontconfig falls back, character by character,
///    to fonts covering scripts the family lacks: CJK from Droid Sans Fallback, Arabic and Hebrew from
///    DejaVu Sans, emoji from Noto Color Emoji.
enum FontFamilies {
    static let text = "Inter"
    static let display = "Inter Display"
    /// Apple's switch from the Text to the Display optical size.
    static let displayMinimumSize: Double = 20

    /// A Pango family list (comma-separated, first choice first) for `font`.
    static func families(for font: ResolvedFont) -> String {
        let system: String = switch font.design {
        case .default, .rounded:
            font.size >= displayMinimumSize ? "\(display),\(text),sans-serif" : "\(text),sans-serif"
        case .serif: "DejaVu Serif,serif"
        case .monospaced: "DejaVu Sans Mono,monospace"
        }
        guard let family = font.family, !family.isEmpty else { return system }
        return "\(family),\(system)"
    }
}
