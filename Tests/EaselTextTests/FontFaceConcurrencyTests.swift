import CPangoCairo
import EaselCore
import Foundation
import Testing
@testable import EaselText

/// Text measured and drawn on several threads at once, in more font files than Cairo keeps open. Without
/// `FontFaceLock`, Cairo closes a FreeType face another thread is drawing with, and the process crashes:
/// five runs in six of this test did.
@Suite struct FontFaceConcurrencyTests {
    /// Eighteen Inter cuts (nine weights, upright and italic) and two DejaVu faces, at sizes no other test
    /// uses, so every thread makes fonts and glyphs Cairo has not cached: each asks Cairo for a face, and
    /// the twenty faces outnumber the ten Cairo keeps open.
    @Test func manyThreadsMeasureAndDrawInManyFaces() async {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let fonts = weights.flatMap { weight in
            [false, true].map { ResolvedFont(family: "Inter", size: 1, weight: weight, isItalic: $0) }
        } + [ResolvedFont(family: "DejaVu Serif", size: 1), ResolvedFont(family: "DejaVu Sans Mono", size: 1, weight: .bold)]
        let drawn = await withTaskGroup(of: Int.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    let measurer = PangoTextMeasurer()
                    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64) else { return 0 }
                    defer { cairo_surface_destroy(surface) }
                    guard let cairo = cairo_create(surface) else { return 0 }
                    defer { cairo_destroy(cairo) }
                    let painter = PangoTextPainter(cairo: cairo)
                    var count = 0
                    for round in 0..<8 {
                        for (index, font) in fonts.enumerated() {
                            var font = font
                            font.size = 5.125 + CGFloat(thread * 97 + round * 13 + index) / 8
                            let request = TextLayoutRequest(string: "Face \(index), round \(round)", font: font, width: nil)
                            if measurer.measure(request).size.width > 0 { count += 1 }
                            painter.draw(request, at: .zero)
                        }
                    }
                    return count
                }
            }
            return await group.reduce(0, +)
        }
        #expect(drawn == 4 * 8 * fonts.count)
    }
}
