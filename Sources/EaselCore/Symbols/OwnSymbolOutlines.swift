import Foundation

/// Outlines Easel draws itself, on the symbol set's 16-unit grid, for SF Symbols names whose Bootstrap
/// icon is a different picture of the thing: SF Symbols' `qrcode` is three finder squares and a few
/// modules, Bootstrap's `qr-code` a dense code. Each is Easel's own drawing (MIT, like the rest of Easel),
/// placed and proportioned as iOS draws the symbol in the fidelity suite's references (measured there:
/// vault-ios's `BackupImportCodeStateVisualizer` cases, `qrcode` at 28 points: a glyph 25⅓ points square,
/// 76 pixels at 3×, centred in an image 29⅓ points square, `SymbolMetrics.sizeFactor`).
///
/// The others are names real code uses often (docs/symbols.md, "Coverage") that Bootstrap Icons has no
/// picture of: simple figures, drawn on the grid as Bootstrap draws its circled and squared icons (a
/// ring 1 unit thick, holes by the even-odd rule).
enum OwnSymbolOutlines {
    /// The SF Symbols names Easel draws with its own outline.
    static let names: Set<String> = ["qrcode", "ellipsis.circle", "ellipsis.circle.fill", "plus.square.on.square",
                                     "plus.square.fill.on.square.fill"]

    /// The SVG document of the outline for an SF Symbols name, or nil when the name uses the icon set's.
    static func svg(systemName: String) -> String? {
        switch systemName {
        case "qrcode": qrCode
        case "ellipsis.circle": document(ring + ellipsisDots)
        case "ellipsis.circle.fill": document(disc + ellipsisDots)
        case "plus.square.on.square": document(backSquareOutline + frontSquareOutline + plusSign)
        case "plus.square.fill.on.square.fill": document(backSquareFill + frontSquareFill + plusSign)
        default: nil
        }
    }

    /// A path document filled by the even-odd rule.
    private static func document(_ d: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill-rule="evenodd" d="\#(d)"/></svg>"#
    }

    /// A circle as two arcs.
    private static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
        "M\(cx - r) \(cy)A\(r) \(r) 0 1 0 \(cx + r) \(cy)A\(r) \(r) 0 1 0 \(cx - r) \(cy)Z"
    }

    /// The grid's circle, 1 unit thick, and the whole disc.
    private static let ring = circle(8, 8, 8) + circle(8, 8, 7)
    private static let disc = circle(8, 8, 8)

    /// Three dots across the circle's middle (an ellipsis), each 2 units across.
    private static let ellipsisDots = circle(4.5, 8, 1) + circle(8, 8, 1) + circle(11.5, 8, 1)

    /// Two squares, one on the other: the front one's corner radius 2.5 from (4, 4) to (16, 16); of the back
    /// one, from (0, 0) to (11, 11), only what lies 1 unit clear of the front one shows.
    private static let frontSquareOutline = "M6.5 4H13.5A2.5 2.5 0 0 1 16 6.5V13.5A2.5 2.5 0 0 1 13.5 16H6.5A2.5 2.5 0 0 1 4 13.5V6.5A2.5 2.5 0 0 1 6.5 4Z"
        + "M6.5 5A1.5 1.5 0 0 0 5 6.5V13.5A1.5 1.5 0 0 0 6.5 15H13.5A1.5 1.5 0 0 0 15 13.5V6.5A1.5 1.5 0 0 0 13.5 5Z"
    private static let frontSquareFill = "M6.5 4H13.5A2.5 2.5 0 0 1 16 6.5V13.5A2.5 2.5 0 0 1 13.5 16H6.5A2.5 2.5 0 0 1 4 13.5V6.5A2.5 2.5 0 0 1 6.5 4Z"
    private static let backSquareOutline = "M2 0H9A2 2 0 0 1 11 2V3H10V2A1 1 0 0 0 9 1H2A1 1 0 0 0 1 2V3H0V2A2 2 0 0 1 2 0Z"
        + "M0 3H1V9A1 1 0 0 0 2 10H3V11H2A2 2 0 0 1 0 9Z"
    private static let backSquareFill = "M2 0H9A2 2 0 0 1 11 2V3H3V11H2A2 2 0 0 1 0 9V2A2 2 0 0 1 2 0Z"

    /// A plus 1 unit thick and 6 long in the front square's middle: filled inside its outline, a hole in
    /// its fill (the even-odd rule either way).
    private static let plusSign = "M9.5 7H10.5V9.5H13V10.5H10.5V13H9.5V10.5H7V9.5H9.5Z"

    /// Three finder squares (a ring and its centre module) at three corners and an X of five modules at
    /// the fourth, in a square of 25⅓ / 29⅓ of the grid centred on it. The figures are the glyph's pixels at
    /// 3× (76 across): finder squares 34 pixels, rings 6, centre modules 8, the X's modules 9.
    static let qrCode: String = {
        let unit = 16 / 88.0
        let origin = 6 * unit
        func rect(_ x: Double, _ y: Double, _ side: Double, radius: Double) -> String {
            roundedRect(origin + x * unit, origin + y * unit, side * unit, side * unit, radius: radius * unit)
        }
        var d = ""
        for (left, top) in [(0.0, 0.0), (42.0, 0.0), (0.0, 42.0)] {
            d += rect(left, top, 34, radius: 8)
            d += rect(left + 6, top + 6, 22, radius: 2)
            d += rect(left + 13, top + 13, 8, radius: 1)
        }
        for (left, top) in [(43.0, 44.0), (65.0, 44.0), (54.0, 55.0), (43.0, 66.0), (65.0, 66.0)] {
            d += rect(left, top, 9, radius: 1)
        }
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill-rule="evenodd" d="\#(d)"/></svg>"#
    }()

    /// SVG path data of a rectangle with rounded corners, clockwise from the top edge's start.
    private static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius r: Double) -> String {
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        return "M\(f(x + r)) \(f(y))H\(f(x + width - r))A\(f(r)) \(f(r)) 0 0 1 \(f(x + width)) \(f(y + r))"
            + "V\(f(y + height - r))A\(f(r)) \(f(r)) 0 0 1 \(f(x + width - r)) \(f(y + height))"
            + "H\(f(x + r))A\(f(r)) \(f(r)) 0 0 1 \(f(x)) \(f(y + height - r))"
            + "V\(f(y + r))A\(f(r)) \(f(r)) 0 0 1 \(f(x + r)) \(f(y))Z"
    }
}
