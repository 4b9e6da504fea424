import Easel
import Foundation
import Testing
@testable import EaselRender

/// The columns (x) of `image` holding a pixel with alpha above 128 in row `y`.
private func inkedColumns(_ image: RasterImage, row y: Int) -> Int {
    (0..<image.width).filter { image[$0, y].alpha > 128 }.count
}

/// Each rich-text feature changes the pixels as it should, at 2×.
@Suite struct RichTextRenderTests {
    /// Each run is drawn in its own colour, the first run left of the second.
    @MainActor @Test func concatenatedRunsKeepTheirColours() throws {
        let image = try raster((Text("MM").foregroundColor(.red) + Text("MM").foregroundColor(.blue)).font(.largeTitle).padding(4), scale: 2)
        let red = pixel(0xFF3B30), blue = pixel(0x007AFF)
        let redColumns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0] == red } }
        let blueColumns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0] == blue } }
        #expect(!redColumns.isEmpty && !blueColumns.isEmpty)
        #expect((redColumns.max() ?? 0) < (blueColumns.min() ?? 0))
    }

    /// Colour emoji keep their colours in a coloured run of a concatenated text.
    @MainActor @Test func emojiKeepTheirColoursInConcatenatedText() throws {
        let image = try raster((Text("😀").foregroundColor(.blue) + Text(" ok")).font(.largeTitle).padding(4), scale: 2)
        let yellowish = image.allPixels.filter { $0.alpha == 255 && $0.red > 200 && $0.green > 150 && $0.blue < 100 }
        #expect(yellowish.count > 50)
    }

    /// An underline adds ink below the baseline of letters without descenders; a dashed one has gaps.
    @MainActor @Test func underlinesDrawBelowTheText() throws {
        let plain = try #require(try raster(Text("mmmmmm").font(.title).padding(4), scale: 2).inkBounds(threshold: 128))
        let solid = try raster(Text("mmmmmm").underline().font(.title).padding(4), scale: 2)
        let dashed = try raster(Text("mmmmmm").underline(pattern: .dash).font(.title).padding(4), scale: 2)
        let solidInk = try #require(solid.inkBounds(threshold: 128))
        let dashedInk = try #require(dashed.inkBounds(threshold: 128))
        #expect(solidInk.maxY > plain.maxY + 1 && dashedInk.maxY > plain.maxY + 1)
        let row = solidInk.maxY
        let solidColumns = inkedColumns(solid, row: row)
        let dashedColumns = (plain.maxY + 1...dashedInk.maxY).map { inkedColumns(dashed, row: $0) }.max() ?? 0
        #expect(solidColumns >= plain.maxX - plain.minX - 2)
        #expect(dashedColumns > solidColumns / 3 && dashedColumns < solidColumns * 4 / 5, "\(dashedColumns) of \(solidColumns)")
    }

    /// Text is drawn with the fonts it was measured with, in points, whatever the scale: Pango's solid
    /// underline (its thickness from the font's metrics) is twice as thick at 2× as at 1×, and as thick
    /// as Easel's dashed one. (Drawn with fonts at the device's size, it was 1 pixel at both scales.)
    @MainActor @Test func solidUnderlinesScaleWithThePicture() throws {
        func thickness(_ text: Text, scale: CGFloat) throws -> Int {
            let plain = try #require(try raster(Text("mmmmmm").font(.title).padding(4), scale: scale).inkBounds(threshold: 1))
            let image = try raster(text.font(.title).padding(4), scale: scale)
            // Rows below the glyphs, each weighed by its coverage, at the column where the line is thickest.
            return (plain.minX...plain.maxX).map { column in
                (plain.maxY + 1..<image.height).reduce(0) { $0 + Int(image[column, $1].alpha) }
            }.max() ?? 0
        }
        let atOne = try thickness(Text("mmmmmm").underline(), scale: 1)
        let atTwo = try thickness(Text("mmmmmm").underline(), scale: 2)
        let dashedAtTwo = try thickness(Text("mmmmmm").underline(pattern: .dash), scale: 2)
        // Coverage summed down a column: 255 a full pixel.
        #expect(atOne > 0)
        #expect(abs(atTwo - 2 * atOne) <= 64, "\(atTwo) at 2×, \(atOne) at 1×")
        #expect(abs(atTwo - dashedAtTwo) <= 64, "solid \(atTwo), dashed \(dashedAtTwo)")
    }

    /// A strikethrough crosses the space between two words, where plain text has no ink.
    @MainActor @Test func strikethroughCrossesTheSpace() throws {
        let plain = try raster(Text("m      m").font(.title).padding(4), scale: 2)
        let struck = try raster(Text("m      m").strikethrough(color: .red).font(.title).padding(4), scale: 2)
        let middle = plain.width / 2
        #expect((0..<plain.height).allSatisfy { plain[middle, $0].alpha == 0 })
        // A thin line, antialiased: a clearly red pixel, not necessarily the exact colour.
        #expect((0..<struck.height).contains { struck[middle, $0].alpha > 100 && struck[middle, $0].red > 200 && struck[middle, $0].green < 150 })
    }

    /// A dashed strikethrough lies where Pango puts a solid one at 1× (the font's strikethrough position),
    /// not on the baseline, and at the same place in points at 2×.
    @MainActor @Test func patternedStrikethroughLiesAtTheFontsPosition() throws {
        func inkRows(_ pattern: Text.LineStyle.Pattern, scale: CGFloat) throws -> [Int] {
            let image = try raster(Text("m                    m").strikethrough(pattern: pattern).font(.title).padding(4), scale: scale)
            let columns = (image.width / 2 - Int(15 * scale))...(image.width / 2 + Int(15 * scale))
            return (0..<image.height).filter { y in columns.contains { image[$0, y].alpha > 100 } }
        }
        let solid = try inkRows(.solid, scale: 1), dashed = try inkRows(.dash, scale: 1), sharp = try inkRows(.dash, scale: 2)
        #expect(!solid.isEmpty && !dashed.isEmpty && !sharp.isEmpty)
        let middle = { (rows: [Int]) in Double(rows.reduce(0, +)) / Double(max(rows.count, 1)) }
        #expect(abs(middle(solid) - middle(dashed)) <= 1, "\(solid) vs \(dashed)")
        #expect(abs(middle(sharp) / 2 - middle(dashed)) <= 1, "\(sharp) at 2× vs \(dashed)")
    }

    /// Kerning widens the text by the spacing between each two characters (Pango's letter spacing); a
    /// baseline offset raises a run above the one before it.
    @MainActor @Test func kerningAndBaselineOffsetMoveGlyphs() throws {
        let plain = try #require(frames(Text("Goldfish").id("t"))["t"])
        let kerned = try #require(frames(Text("Goldfish").kerning(4).id("t"))["t"])
        #expect(abs(kerned.width - plain.width - 7 * 4) <= 1, "\(kerned.width) vs \(plain.width)")
        let image = try raster((Text("x") + Text("x").baselineOffset(6)).padding(12), scale: 2)
        func top(_ columns: Range<Int>) -> Int {
            columns.compactMap { x in (0..<image.height).first { image[x, $0].alpha > 128 } }.min() ?? 0
        }
        let half = image.width / 2
        #expect(top(half..<image.width) <= top(0..<half) - 10, "\(top(half..<image.width)) vs \(top(0..<half))")
    }

    /// textCase draws capitals: a wider text of the same string.
    @MainActor @Test func textCaseUppercases() throws {
        let lower = try #require(frames(Text("goldfish").id("t"))["t"])
        let upper = try #require(frames(Text("goldfish").textCase(.uppercase).id("t"))["t"])
        #expect(upper.width > lower.width + 10)
    }
}
