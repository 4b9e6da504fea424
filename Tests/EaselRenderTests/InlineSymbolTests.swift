import Easel
import Foundation
import Synchronization
import Testing
@testable import EaselCore
@testable import EaselRender

/// Symbols inside text: `Text("\(Image(systemName:)) 4.8")`, `Text(Image(systemName:))` and
/// `Text + Text(Image)`, measured with the text and drawn on its baseline in the run's colour.
@Suite struct InlineSymbolTests {
    /// The symbol adds its square's side (the font size at medium scale) to the text's width.
    @MainActor @Test func aSymbolIsMeasuredWithTheText() throws {
        let font = Font.system(size: 20)
        let inline = try #require(frames(Text("\(Image(systemName: "star.fill")) 4.8").font(font).id("t"))["t"])
        let plain = try #require(frames(Text(" 4.8").font(font).id("t"))["t"])
        #expect(abs(inline.width - (plain.width + 20)) <= 1)
        #expect(inline.height == plain.height)
        let alone = try #require(frames(Text(Image(systemName: "star.fill")).font(font).id("t"))["t"])
        #expect(alone.width == 20)
        let large = try #require(frames(Text(Image(systemName: "star.fill")).font(font).imageScale(.large).id("t"))["t"])
        #expect(large.width == 26) // 20 × 1.29 = 25.8, rounded up to the pixel
    }

    /// Drawn inline, a symbol covers the same pixels as the symbol view beside the same text on a shared
    /// first baseline: the same square, centred on the cap height, on the baseline.
    @MainActor @Test func anInlineSymbolSitsWhereASymbolBesideTheTextSits() throws {
        let font = Font.system(size: 24)
        let inline = try raster(Text("\(Image(systemName: "star.fill"))").font(font).foregroundStyle(Color.orange)
            .frame(width: 40, height: 40, alignment: .topLeading).background(Color.white))
        let beside = try raster(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill").foregroundStyle(Color.orange)
            Text("").font(font)
        }.font(font).frame(width: 40, height: 40, alignment: .topLeading).background(Color.white))
        // The text's line is taller than the symbol: find the star's ink in each and compare the shapes.
        let inlineInk = try #require(inline.inkBounds(where: { $0 != pixel(0xFFFFFF) }))
        let besideInk = try #require(beside.inkBounds(where: { $0 != pixel(0xFFFFFF) }))
        #expect(inlineInk.maxX - inlineInk.minX == besideInk.maxX - besideInk.minX)
        #expect(inlineInk.maxY - inlineInk.minY == besideInk.maxY - besideInk.minY)
        #expect(inline[inlineInk.minX + 12, inlineInk.minY + 12].isClose(to: pixel(0xFF9500), tolerance: 2))
    }

    /// The symbol's square sits on the baseline as a symbol view does: its centre is half the cap
    /// height (0.71 em) above the baseline of the text around it.
    @MainActor @Test func theSymbolIsCentredOnTheCapHeight() throws {
        let image = try raster(Text("\(Image(systemName: "square.fill"))H").font(.system(size: 40)).foregroundStyle(Color.black)
            .background(Color.white))
        let square = try #require(image.inkBounds(where: { $0 != pixel(0xFFFFFF) }, columns: 0..<40))
        let letter = try #require(image.inkBounds(where: { $0 != pixel(0xFFFFFF) }, columns: 42..<image.width))
        // The H spans the cap height, from the baseline up: its middle is the square's middle.
        let squareMiddle = Double(square.minY + square.maxY) / 2, letterMiddle = Double(letter.minY + letter.maxY) / 2
        #expect(abs(squareMiddle - letterMiddle) <= 1, "square \(square), H \(letter)")
    }

    /// Each run keeps its own colour: the symbol in the orange run, the number in the primary colour.
    @MainActor @Test func theSymbolTakesItsRunsForegroundStyle() throws {
        let text = Text(Image(systemName: "square.fill")).foregroundColor(.orange) + Text(" 4.8")
        let image = try raster(text.font(.system(size: 30)).background(Color.white))
        #expect(image[15, image.height / 2].isClose(to: pixel(0xFF9500), tolerance: 2))
        let isDark = { (pixel: RasterImage.Pixel) -> Bool in max(pixel.red, pixel.green, pixel.blue) < 80 }
        let digits = try #require(image.inkBounds(where: isDark))
        #expect(digits.minX > 30)
    }

    /// Symbols wrap with the words: six stars in a frame 60 points wide (two stars and a space) take three lines.
    @MainActor @Test func symbolsWrapWithTheText() throws {
        let star = Text(Image(systemName: "star.fill"))
        let stars = (1..<6).reduce(star) { text, _ in text + Text(" ") + star }
        let oneLine = try #require(frames(stars.font(.system(size: 20)).id("t"))["t"])
        let wrapped = try #require(frames(stars.font(.system(size: 20)).frame(width: 60).id("t"))["t"])
        #expect(wrapped.height > 2.5 * oneLine.height, "\(wrapped) against one line \(oneLine)")
    }

    /// A name the set lacks draws nothing, takes no space, and is reported, as the symbol view's is.
    @MainActor @Test func aMissingSymbolInTextIsReportedAndTakesNoSpace() throws {
        let reported = Mutex<[String]>([])
        let width = LayoutDiagnostics.$missingSymbolReporter.withValue(.init { problem in reported.withLock { $0.append(problem.name) } }) {
            frames(Text("\(Image(systemName: "no.such.symbol"))4.8").font(.system(size: 20)).id("t"))["t"]?.width
        }
        let plain = frames(Text("4.8").font(.system(size: 20)).id("t"))["t"]?.width
        #expect(width == plain)
        #expect(reported.withLock { $0 } .contains("no.such.symbol"))
    }

    /// In SVG output the symbol is a path, as the rest of the text's glyphs are: librsvg draws the same.
    /// (The symbol alone: glyphs sit on whole pixels in PNG output only, so text would differ at 1×.)
    @MainActor @Test func svgOutputDrawsTheInlineSymbol() throws {
        let renderer = ImageRenderer(content: Text("\(Image(systemName: "heart.fill"))\(Image(systemName: "star.fill"))")
            .font(.system(size: 24)).foregroundStyle(Color.red).padding(4).background(Color.white))
        try expectLibrsvgMatchesThePNG(renderer)
    }
}

extension RasterImage {
    /// The smallest pixel rectangle of the pixels in `columns` for which `isInk` holds, or nil.
    func inkBounds(where isInk: (Pixel) -> Bool, columns: Range<Int>? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in (columns ?? 0..<width).clamped(to: 0..<width) where isInk(self[x, y]) {
                bounds = bounds.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return bounds
    }
}
