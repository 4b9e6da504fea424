import Foundation

/// Outlines Easel draws itself, on the symbol set's 16-unit grid, for SF Symbols names whose Bootstrap
/// icon is a different picture of the thing: SF Symbols' `qrcode` is three finder squares and a few
/// modules, Bootstrap's `qr-code` a dense code. Each is Easel's own drawing (MIT, like the rest of Easel),
/// placed and proportioned as iOS draws the symbol in the fidelity suite's references (measured there:
/// vault-ios's `BackupImportCodeStateVisualizer` cases, `qrcode` at 28 points: a glyph 25⅓ points square,
/// 76 pixels at 3×, centred in an image 29⅓ points square, `SymbolMetrics.sizeFactor`).
enum OwnSymbolOutlines {
    /// The SVG document of the outline for an SF Symbols name, or nil when the name uses the icon set's.
    static func svg(systemName: String) -> String? {
        switch systemName {
        case "qrcode": qrCode
        default: nil
        }
    }

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
