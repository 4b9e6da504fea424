import EaselCore
import Foundation

/// The tracking iOS gives the system font at each point size, which Easel adds to the letter spacing of
/// text drawn in the font standing in for it.
///
/// Rules:
/// 1. SF Pro is drawn with the tracking of Apple's table "Tracking values → iOS, iPadOS, visionOS → SF
///    Pro" (Human Interface Guidelines, Typography, Specifications): +0.24 points at 6 points, 0 at 12,
///    −0.43 at 17 (`.body`), −0.45 at 20, +0.38 at 28, 0 from 80 up. The table's "Tracking (points)"
///    column is used as printed; a size between two rows takes the straight line between them, a size
///    below 6 points the 6-point value, one above 96 points none.
/// 2. Only the system font's default design gets it (`Font.system`, the text styles, and a custom family no
///    font answers to, which draws in the system font as on iOS):
///    Easel draws it in Inter (`FontFamilies`), whose advances without tracking are 2–4 % wider than the
///    iOS references' (docs/fidelity.md, "Text width", measured on 8 runs from 9 to 28 points). `.rounded`,
///    `.serif` and `.monospaced` stand for SF Pro Rounded, New York and SF Mono, which have tables of their
///    own, and are drawn in fonts that are not those faces; they are left as their fonts draw them.
/// 3. It adds to the text's own `kerning` and `tracking`, as on iOS: `Text("Encrypted").tracking(0.5)` at 9
///    points is as wide in the references as 0.5 + 0.17 points of spacing makes it.
enum SystemFontTracking {
    /// (point size, tracking in points), from the table.
    static let table: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.31), (53, 0.33), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking, in points, that `font` is drawn with on top of its own letter spacing (rule 2).
    static func tracking(for font: ResolvedFont) -> CGFloat {
        guard font.design == .default else { return 0 }
        if let name = font.family, FontCatalog.family(named: name) != nil { return 0 }
        return tracking(pointSize: font.size)
    }

    /// Rule 1: the table's tracking at `size` points.
    static func tracking(pointSize size: CGFloat) -> CGFloat {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return 0 }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (a, b) = (table[upper - 1], table[upper])
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// A run's letter spacing as drawn: its own kerning and tracking plus the system font's (rule 3). An
    /// inline symbol's run keeps its own: it is a shape, not letters.
    static func letterSpacing(of style: TextLayoutRequest.RunStyle) -> CGFloat {
        style.symbol == nil ? style.letterSpacing + tracking(for: style.font) : style.letterSpacing
    }
}
