import Easel
import Foundation
import Testing
@testable import EaselCore
@testable import EaselRender

/// `symbolRenderingMode` and `renderingMode(_:)` on symbols: the glyph of a filled, enclosed symbol
/// (`SymbolLayers`) and its enclosure coloured apart. Pixels of `xmark.circle.fill` at 64 points: the
/// cross's centre (32, 32) is the glyph, (32, 8) the disc above it.
@Suite struct SymbolRenderingModeTests {
    private func symbol(_ name: String = "xmark.circle.fill", _ configure: (Image) -> some View) throws -> RasterImage {
        try raster(configure(Image(systemName: name)).font(.system(size: 64)).background(Color.white))
    }

    @MainActor @Test func monochromeCutsTheGlyphOutOfTheEnclosure() throws {
        let image = try symbol { $0.foregroundStyle(Color.blue) }
        #expect(image[32, 32] == pixel(0xFFFFFF))
        #expect(image[32, 8] == pixel(0x007AFF))
    }

    @MainActor @Test func hierarchicalDrawsTheEnclosureAtTheSecondaryLevel() throws {
        let image = try symbol { $0.symbolRenderingMode(.hierarchical).foregroundStyle(Color.blue) }
        #expect(image[32, 32] == pixel(0x007AFF))
        // Blue at 60 % over white.
        #expect(image[32, 8].isClose(to: pixel(0x66AFFF), tolerance: 1))
    }

    @MainActor @Test func paletteTakesOneStyleALayer() throws {
        let image = try symbol { $0.symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.red) }
        #expect(image[32, 32] == pixel(0xFFFFFF))
        #expect(image[32, 8] == pixel(0xFF3B30))
        let onBlack = try raster(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.yellow, Color.red)
            .font(.system(size: 64)))
        #expect(onBlack[32, 32] == pixel(0xFFCC00))
    }

    @MainActor @Test func multicolorAndOriginalDrawTheInherentColours() throws {
        // Apple's example: the warning triangle yellow, its exclamation mark white.
        let multicolor = try symbol("exclamationmark.triangle.fill") { $0.symbolRenderingMode(.multicolor).foregroundStyle(Color.blue) }
        let original = try symbol("exclamationmark.triangle.fill") { $0.renderingMode(.original).foregroundStyle(Color.blue) }
        #expect(multicolor.allPixels == original.allPixels)
        #expect(multicolor[32, 52] == pixel(0xFFCC00)) // the triangle beside the mark's dot
        #expect(multicolor.allPixels.contains(pixel(0xFFFFFF)))
        #expect(!multicolor.allPixels.contains(pixel(0x007AFF)))
        // A symbol without inherent colours draws in the foreground style, as in monochrome.
        let plain = try symbol("heart.fill") { $0.symbolRenderingMode(.multicolor).foregroundStyle(Color.blue) }
        let monochrome = try symbol("heart.fill") { $0.foregroundStyle(Color.blue) }
        #expect(plain.allPixels == monochrome.allPixels)
        // `.template` keeps the foreground style.
        let template = try symbol("exclamationmark.triangle.fill") { $0.renderingMode(.template).foregroundStyle(Color.blue) }
        #expect(template.allPixels.contains(pixel(0x007AFF)))
    }

    @MainActor @Test func oneLayerSymbolsDrawTheSameInEveryMode() throws {
        let monochrome = try symbol("star.fill") { $0.foregroundStyle(Color.orange) }
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] {
            #expect(try symbol("star.fill") { $0.symbolRenderingMode(mode).foregroundStyle(Color.orange) }.allPixels == monochrome.allPixels)
        }
    }

    @MainActor @Test func secondaryTakesTheExplicitSecondaryLevel() throws {
        let image = try raster(Rectangle().fill(.secondary).frame(width: 4, height: 4).foregroundStyle(Color.red, Color.green))
        #expect(image[2, 2] == pixel(0x34C759))
    }
}
