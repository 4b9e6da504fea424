import Foundation

/// The two layers of a filled, enclosed symbol, for the rendering modes that colour layers apart
/// (`hierarchical`, `palette`, `multicolor`).
///
/// Bootstrap Icons draws a filled, enclosed icon (`x-circle-fill`, `exclamation-triangle-fill`) as one
/// outline: the enclosure with its glyph cut out. SF Symbols draws the same symbols as two layers: the
/// glyph (primary) over the enclosure (secondary). Easel recovers them by this rule:
/// 1. The symbol is a `.fill` one, and its outline's first contour (the enclosure) holds the bounds of
///    every other contour (the glyph's).
/// 2. The secondary layer is the outline as drawn (the enclosure with the glyph's holes); the primary
///    layer fills those holes: the other contours, by the even-odd rule, so the glyph's own counters stay
///    in the enclosure's layer. The two layers tile the enclosure without overlapping.
/// Any other symbol is one layer, drawn in the primary style in every mode.
struct SymbolLayers {
    /// The enclosure with the glyph cut out, on the symbol set's grid.
    let secondary: Path
    /// The glyph, filled by the even-odd rule, on the symbol set's grid.
    let primary: Path

    /// The layers of `outline`, the outline of the symbol `name`, or nil when it is one layer.
    static func layers(of outline: Path, name: String) -> SymbolLayers? {
        guard name.split(separator: ".").contains("fill") else { return nil }
        var contours: [Path] = []
        for element in outline.elements {
            if case .move = element { contours.append(Path()) }
            guard !contours.isEmpty else { continue }
            contours[contours.count - 1].append(element: element)
        }
        guard contours.count > 1 else { return nil }
        let enclosure = contours[0].boundingRect.insetBy(dx: -0.001, dy: -0.001)
        guard contours.dropFirst().allSatisfy({ enclosure.contains($0.boundingRect) }) else { return nil }
        var glyph = Path()
        for contour in contours.dropFirst() {
            for element in contour.elements { glyph.append(element: element) }
        }
        return SymbolLayers(secondary: outline, primary: glyph)
    }
}

/// The inherent colours of the symbols that have them in SF Symbols' multicolor mode, as layers
/// (primary, secondary); a symbol not listed draws in the foreground style. Apple documents the
/// warning triangle's ("yellow for the triangle and white for the exclamation mark",
/// `SymbolRenderingMode.multicolor`); the others are those iOS draws for the same names.
enum SymbolMulticolors {
    static func colors(for name: String) -> (primary: Color, secondary: Color)? {
        switch name {
        case "exclamationmark.triangle.fill": (.white, .yellow)
        case "plus.circle.fill": (.white, .green)
        case "minus.circle.fill", "xmark.octagon.fill": (.white, .red)
        default: nil
        }
    }
}
