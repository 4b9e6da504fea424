import Easel
import Foundation
import Synchronization
import Testing
@testable import EaselCore
@testable import EaselRender

/// `Image(systemName:)`: the name table, the outlines read from Bootstrap Icons' SVG files, the size and
/// baseline rule (`SymbolNode`), colours, variants, and missing names.
@Suite struct SymbolTests {
    /// The most used SF Symbols names (the names app code uses most, by the SF Symbols app's categories
    /// and common UI: navigation, actions, media, status, communication, weather), each with its variants.
    @MainActor @Test func theTableCoversTheMostUsedNamesWithTheirVariants() throws {
        let names = SymbolNames.all
        #expect(names.count >= 300, "\(names.count) names")
        for required in ["star", "star.fill", "heart.fill", "checkmark.circle.fill", "xmark.circle", "plus.square.fill",
                         "bell.slash.fill", "eye.slash", "trash", "gear", "magnifyingglass", "chevron.right",
                         "person.crop.circle", "house.fill", "square.and.arrow.up", "ellipsis", "info.circle"] {
            #expect(SymbolNames.iconName(for: required) != nil, "\(required)")
        }
        // Every icon the table names exists and reads as an outline.
        for name in names { #expect(SymbolLibrary.outline(systemName: name) != nil, "\(name)") }
    }

    @MainActor @Test func pathDataReadsEveryCommandKind() throws {
        let path = try #require(SVGPathData.path("M1 2h3v4H2V3l1,1L.5.5c1 1 2 2 3 3s1 1 2 2q1 1 2 2t1 1a1 1 0 0 1 2 0z"))
        #expect(path.elements.first == .move(to: CGPoint(x: 1, y: 2)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 4, y: 2)))
        #expect(path.elements[2] == .line(to: CGPoint(x: 4, y: 6)))
        #expect(path.elements[6] == .line(to: CGPoint(x: 0.5, y: 0.5)))
        #expect(path.elements.last == .closeSubpath)
        #expect(SVGPathData.path("M1 2 L") == nil)
        #expect(SVGPathData.path("3 4") == nil)
    }

    @MainActor @Test func aSymbolIsASquareOfTheFontSizeCentredOnTheCapHeight() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill").id("star")
            Text("Hg").id("text")
        }.font(.system(size: 20))
        let layout = frames(view)
        let star = try #require(layout["star"]), text = try #require(layout["text"])
        #expect(star.size == CGSize(width: 20, height: 20))
        // The baselines agree: the star's centre is half the cap height (0.71 × 20 / 2 = 7.1) above the
        // text's baseline, so its top is 10 + 7.1 above it, as a box whose baseline is 17.1 from its top.
        let reference = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.clear.frame(width: 20, height: 20).alignmentGuide(.firstTextBaseline) { _ in 17.1 }.id("box")
            Text("Hg").id("text")
        }.font(.system(size: 20))
        let expected = frames(reference)
        #expect(expected["text"] == text)
        #expect(expected["box"] == star)
    }

    @MainActor @Test func imageScalesAndFontsSizeTheSymbol() {
        func side(_ scale: Image.Scale, _ font: Font) -> CGFloat? {
            frames(Image(systemName: "heart").imageScale(scale).font(font).id("s"))["s"]?.width
        }
        #expect(side(.medium, .system(size: 10)) == 10)
        #expect(side(.small, .system(size: 100)) == 78) // 78.3, placed on the pixel grid
        #expect(side(.large, .system(size: 100)) == 129)
        #expect(side(.medium, .body) == 17)
    }

    @MainActor @Test func aSymbolIsFilledWithTheForegroundStyle() throws {
        let image = try raster(Image(systemName: "square.fill").foregroundStyle(Color.red).font(.system(size: 32)))
        #expect(image.width == 32 && image.height == 32)
        #expect(image[16, 16] == pixel(0xFF3B30))
        // The square's outline is inset 0 in a 16-unit grid with rounded corners: the corner stays clear.
        #expect(image[0, 0].alpha == 0)
    }

    @MainActor @Test func evenOddIconsKeepTheirHoles() throws {
        // Bootstrap's "x-circle-fill" cuts the cross out of the disc with the even-odd rule.
        let image = try raster(Image(systemName: "xmark.circle.fill").foregroundStyle(Color.black).font(.system(size: 64)))
        #expect(image[32, 32].alpha == 0)   // the cross's centre is a hole
        #expect(image[32, 8] == pixel(0x000000))  // the disc above it is filled
    }

    @MainActor @Test func variantsPickTheVariantSymbol() {
        #expect(SymbolNames.name("heart", with: .fill) == "heart.fill")
        #expect(SymbolNames.name("xmark", with: .circle.fill) == "xmark.circle.fill")
        #expect(SymbolNames.name("bell", with: .slash) == "bell.slash")
        #expect(SymbolNames.name("heart.fill", with: .fill) == "heart.fill")
        // No "gear.circle": the variant falls back to the symbol itself.
        #expect(SymbolNames.name("gear", with: .circle) == "gear")
    }

    @MainActor @Test func symbolVariantChangesWhatIsDrawn() throws {
        let outline = try raster(Image(systemName: "circle").font(.system(size: 32)))
        let filled = try raster(Image(systemName: "circle").symbolVariant(.fill).font(.system(size: 32)))
        #expect(outline[16, 16].alpha == 0)
        #expect(filled[16, 16].alpha == 255)
    }

    @MainActor @Test func resizableSymbolsTakeTheOfferedSize() throws {
        // Fitted, a resizable symbol keeps its glyph's aspect, centred (on the pixel grid).
        let glyph = try #require(SymbolLibrary.outline(systemName: "star")).boundingRect
        let fitted = try #require(frames(Image(systemName: "star").resizable().scaledToFit().id("s").frame(width: 100, height: 50))["s"])
        #expect(fitted.minY == 0 && fitted.height == 50 && fitted.midX == 50)
        #expect(abs(fitted.width - 50 * glyph.width / glyph.height) <= 1, "\(fitted) \(glyph)")
        let stretched = frames(Image(systemName: "star").resizable().id("s").frame(width: 100, height: 50))
        #expect(stretched["s"]?.size == CGSize(width: 100, height: 50))
    }

    /// iOS stretches an SF Symbol's glyph, not a margin around it, to `resizable()`'s frame (GoodSwiftUI's
    /// checkbox in docs/fidelity.md: a checkmark in `.frame(width: 16, height: 12)` spans the frame). A fixed
    /// symbol keeps the set's margin.
    @MainActor @Test func aResizableSymbolStretchesItsGlyphToTheFrame() throws {
        let stretched = try raster(Image(systemName: "checkmark").resizable().frame(width: 32, height: 24))
        let ink = try #require(stretched.inkBounds(threshold: 64))
        #expect(ink.minX == 0 && ink.minY == 0 && ink.maxX == 31 && ink.maxY == 23, "\(ink)")
        let fixed = try raster(Image(systemName: "checkmark").font(.system(size: 32)))
        let margin = try #require(fixed.inkBounds(threshold: 64))
        #expect(margin.minX > 0 && margin.minY > 0, "\(margin)")
    }

    /// `qrcode` is Easel's own outline (`OwnSymbolOutlines`), three finder squares and an X of modules, not
    /// Bootstrap's dense code, in an image 29⅓ points square at 28 points as iOS draws it (vault-ios's
    /// references in docs/fidelity.md): the glyph 76 pixels across at 3×, 6 pixels inside each edge.
    @MainActor @Test func theQRCodeSymbolIsDrawnAsIOSDrawsIt() throws {
        let frame = try #require(frames(Image(systemName: "qrcode").font(.system(size: 28)).id("q"), scale: 3)["q"])
        #expect(frame.size == CGSize(width: 88.0 / 3, height: 88.0 / 3), "\(frame)")
        let image = try raster(Image(systemName: "qrcode").font(.system(size: 28)), scale: 3)
        #expect(image.width == 88 && image.height == 88)
        let ink = try #require(image.inkBounds(threshold: 128))
        #expect(ink.minX == 6 && ink.minY == 6 && ink.maxX == 81 && ink.maxY == 81, "\(ink)")
        // A finder square is a ring: its centre module is ink, the ring's inside is not.
        #expect(image[6 + 16, 6 + 16].alpha > 200 && image[6 + 9, 6 + 9].alpha < 50)
    }

    @MainActor @Test func anUnknownNameDrawsNothingAndIsReported() throws {
        let reported = Mutex<[String]>([])
        let size = LayoutDiagnostics.$missingSymbolReporter.withValue(.init { problem in reported.withLock { $0.append(problem.name) } }) {
            frames(HStack(spacing: 0) { Image(systemName: "no.such.symbol").id("x"); Color.red.frame(width: 4, height: 4) }.id("stack"))["x"]?.size
        }
        #expect(size == .zero)
        #expect(reported.withLock { $0 } == ["no.such.symbol"])
    }

    @MainActor @Test func svgOutputHasTheSymbolAsAVectorPath() throws {
        let renderer = ImageRenderer(content: Image(systemName: "star.fill").font(.system(size: 16)))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("<path"))
        #expect(!svg.contains("<image"))
    }
}
