import Foundation

/// The one lock under which Easel asks Cairo for glyphs, so that Cairo's FreeType faces are never
/// closed under a thread that is using one.
///
/// Cairo keeps at most ten FreeType faces open across the process (Debian 12's 1.16, and later releases
/// alike). A thread that needs an eleventh closes one that no thread holds at that instant
/// (`_cairo_ft_unscaled_font_lock_face`), but it checks and closes without taking that face's own lock,
/// so another thread can be between taking the face and loading a glyph from it when it is closed: a
/// crash in `_cairo_ft_scaled_glyph_init` (the glyph slot is gone), or Cairo's assertion
/// `unscaled->face != NULL`. Text in more than ten font files (Inter's cuts, a fallback for emoji and
/// one for CJK) drawn on two threads hits it.
///
/// Rules:
/// 1. Everything that can make Cairo take a face runs inside `run`: measuring text, drawing it, finding
///    its painted bounds, replaying a recording that holds text (a shadow's), finishing an SVG or PDF
///    surface (which embeds its fonts' glyphs), librsvg drawing an SVG image (which may hold text), and
///    dropping a thread's fonts.
/// 2. The lock is recursive: a drawing that holds it (an SVG or PDF document) draws its text inside it.
/// 3. The rest (layout, shapes, images, blurs, encoding PNG) runs outside it, on as many threads as ask.
///
/// Not covered: Cairo also closes a face when the last font using it goes. No thread draws with that face
/// any more, but FreeType's library, which all faces share, changes then, and that can happen outside the
/// lock: when Cairo drops a font it kept for reuse after every thread that drew with it has ended. No
/// test or run has shown it.
package enum FontFaceLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` with the lock held (rule 1).
    package static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
