import Easel
import Foundation
import Testing
@testable import EaselRender

/// Text drawn by Pango lies where Pango measured it.
@Suite struct TextRenderTests {
    /// The ink of a rendered `Text` lies inside its laid-out frame and reaches close to its edges, at
    /// 1×, 2× and 3×: the measured size is the drawn size. Checked to the pixel: no pixel with any ink
    /// outside the frame's pixels; the ink's bounding box within 2 points of the frame's left and right.
    @MainActor @Test(arguments: [1, 2, 3] as [CGFloat])
    func inkLiesInsideTheMeasuredFrame(scale: CGFloat) throws {
        let texts: [(String, Font)] = [("Hello, World!", .body), ("Quick brown fox", .largeTitle), ("Goldfish 1234", .caption)]
        for (string, font) in texts {
            let view = Text(string).font(font).id("text").padding(20)
            let frame = try #require(frames(view, scale: scale)["text"])
            let image = try raster(view, scale: scale)
            let ink = try #require(image.inkBounds())
            let pixels = (minX: Int((frame.minX * scale).rounded()), minY: Int((frame.minY * scale).rounded()),
                          maxX: Int((frame.maxX * scale).rounded()) - 1, maxY: Int((frame.maxY * scale).rounded()) - 1)
            #expect(ink.minX >= pixels.minX && ink.minY >= pixels.minY && ink.maxX <= pixels.maxX && ink.maxY <= pixels.maxY,
                    "\(string) at \(scale)×: ink \(ink) outside frame \(pixels)")
            #expect(CGFloat(ink.minX - pixels.minX) <= 2 * scale && CGFloat(pixels.maxX - ink.maxX) <= 2 * scale,
                    "\(string) at \(scale)×: ink \(ink) does not reach the frame's sides \(pixels)")
        }
    }

    /// Wrapped text draws inside the frame it was measured into, on as many lines. (Some glyphs reach
    /// outside their logical box, in every font and text system: Inter's "j" hooks 0.2 points left of
    /// its origin, so the strings here avoid starting a line with one.)
    @MainActor @Test func wrappedTextDrawsInsideItsFrame() throws {
        let view = Text("Vote for the pet you like best: the poll closes at midnight").id("text").frame(width: 120).padding(10)
        let frame = try #require(frames(view, scale: 2)["text"])
        #expect(frame.width <= 120)
        #expect(frame.height > 80)
        let image = try raster(view, scale: 2)
        let ink = try #require(image.inkBounds())
        #expect(CGFloat(ink.minY) >= frame.minY * 2 && CGFloat(ink.maxY) < frame.maxY * 2)
        #expect(CGFloat(ink.minX) >= frame.minX * 2 && CGFloat(ink.maxX) < frame.maxX * 2, "ink \(ink), frame \(frame)")
    }

    @MainActor @Test func primaryTextIsBlackInLightAndWhiteInDark() throws {
        let view = Text("Mmm").font(.largeTitle).padding(4)
        for (scheme, expected) in [(ColorScheme.light, pixel(0x000000)), (.dark, pixel(0xFFFFFF))] {
            let image = try raster(view, scale: 2) { $0.colorScheme = scheme }
            let solid = image.allPixels.filter { $0.alpha == 255 }
            #expect(!solid.isEmpty)
            #expect(solid.allSatisfy { $0 == expected }, "\(scheme)")
        }
    }

    @MainActor @Test func foregroundStyleColoursText() throws {
        let image = try raster(Text("Mmm").font(.largeTitle).foregroundStyle(Color.red).padding(4), scale: 2)
        let solid = image.allPixels.filter { $0.alpha == 255 }
        #expect(!solid.isEmpty && solid.allSatisfy { $0 == pixel(0xFF3B30) })
        let own = try raster(Text("Mmm").foregroundColor(.green).font(.largeTitle).padding(2).foregroundStyle(Color.red), scale: 2)
        #expect(own.allPixels.filter { $0.alpha == 255 }.allSatisfy { $0 == pixel(0x34C759) })
    }

    @MainActor @Test(arguments: ["日本語のテキスト", "مرحبا بالعالم", "שלום עולם", "😀🎉👍"])
    func fallbackScriptsDrawInk(_ string: String) throws {
        let view = Text(string).id("text").padding(10)
        let frame = try #require(frames(view, scale: 2)["text"])
        #expect(frame.width > 20)
        let ink = try #require(try raster(view, scale: 2).inkBounds(threshold: 64))
        #expect(ink.maxX - ink.minX > Int(frame.width))
    }

    /// Under right-to-left, a wrapped paragraph's lines start at the right edge, and its short last
    /// line leaves the left side of the frame empty.
    @MainActor @Test func rightToLeftTextIsPlacedFromTheRight() throws {
        let hebrew = Text("שלום עולם, מה שלומך היום? הכל טוב").id("text").frame(width: 140)
        let frame = try #require(frames(hebrew, scale: 2) { $0.layoutDirection = .rightToLeft }["text"])
        let image = try raster(hebrew, scale: 2) { $0.layoutDirection = .rightToLeft }
        let lastLineY = Int(((frame.maxY - 8) * 2).rounded())
        let row = (0..<image.width).filter { image[$0, lastLineY].alpha > 64 }
        let firstRow = (0..<image.width).filter { image[$0, Int(((frame.minY + 12) * 2).rounded())].alpha > 64 }
        let rightEdge = Int((frame.maxX * 2).rounded())
        #expect(try #require(row.max()) > rightEdge - 8)
        #expect(try #require(firstRow.max()) > rightEdge - 8)
        #expect(try #require(row.min()) > Int((frame.minX * 2).rounded()) + 40)
    }

    /// Text takes the direction of its first strong character, as SwiftUI's does: an English question
    /// under right-to-left is drawn exactly as under left-to-right, its question mark at its end.
    @MainActor @Test func englishTextUnderRightToLeftKeepsItsDirection() throws {
        let question = Text("Which pet is best?").padding(4)
        let leftToRight = try raster(question, scale: 2)
        let rightToLeft = try raster(question, scale: 2) { $0.layoutDirection = .rightToLeft }
        #expect(try ImageComparison.compare(expected: leftToRight, actual: rightToLeft).matches)
    }

    /// Text without a strong character (digits, punctuation) takes the layout direction: "1, 2" under
    /// right-to-left reads "2 ,1".
    @MainActor @Test func neutralTextTakesTheLayoutDirection() throws {
        let digits = Text("1, 2").padding(4)
        let leftToRight = try raster(digits, scale: 2)
        let rightToLeft = try raster(digits, scale: 2) { $0.layoutDirection = .rightToLeft }
        #expect(try !ImageComparison.compare(expected: leftToRight, actual: rightToLeft).matches)
    }

    /// Alignment follows the layout direction, not the text's: a wrapped English paragraph under
    /// right-to-left aligns its lines on the right, so its short last line leaves the left side empty.
    @MainActor @Test func englishParagraphUnderRightToLeftAlignsRight() throws {
        let paragraph = Text("Which pet is the best of all the pets?").id("text").frame(width: 150)
        let frame = try #require(frames(paragraph, scale: 2) { $0.layoutDirection = .rightToLeft }["text"])
        let image = try raster(paragraph, scale: 2) { $0.layoutDirection = .rightToLeft }
        let lastLineRows = Int(((frame.maxY - 16) * 2).rounded())..<Int((frame.maxY * 2).rounded())
        let lastLine = (0..<image.width).filter { x in lastLineRows.contains { image[x, $0].alpha > 64 } }
        #expect(try #require(lastLine.max()) > Int((frame.maxX * 2).rounded()) - 8)
        #expect(try #require(lastLine.min()) > Int((frame.minX * 2).rounded()) + 40)
    }

    @MainActor @Test func firstTextBaselinesAlignAcrossFonts() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").font(.caption).id("small")
        }
        let laidOut = frames(view, scale: 3)
        let big = try #require(laidOut["big"]), small = try #require(laidOut["small"])
        let measurer = PangoTextMeasurer.shared
        let bigBaseline = measurer.measure(TextLayoutRequest(string: "Big", font: Font.largeTitle.resolved(for: .large), width: nil)).firstBaseline
        let smallBaseline = measurer.measure(TextLayoutRequest(string: "small", font: Font.caption.resolved(for: .large), width: nil)).firstBaseline
        #expect(abs((big.minY + bigBaseline) - (small.minY + smallBaseline)) <= 1.0 / 3 + 0.001)
        #expect(small.minY > big.minY)
    }

    @MainActor @Test func lineLimitAndFixedSizeKeepOneLine() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let one = try #require(frames(Text("Hello").id("t"))["t"])
        let limited = try #require(frames(Text(long).lineLimit(1).id("t").frame(width: 120))["t"])
        #expect(limited.height == one.height)
        #expect(limited.width <= 120)
        let fixed = try #require(frames(Text(long).fixedSize().id("t").frame(width: 120))["t"])
        #expect(fixed.height == one.height)
        #expect(fixed.width > 200)
    }

    @MainActor @Test func multilineTextAlignmentCentresLines() throws {
        let view = Text("Centred lines\nof text").multilineTextAlignment(.center).id("t").padding(10)
        let frame = try #require(frames(view)["t"])
        let image = try raster(view, scale: 1)
        let secondLineY = Int(frame.minY + frame.height * 0.75)
        let row = (0..<image.width).filter { image[$0, secondLineY].alpha > 64 }
        let (left, right) = (CGFloat(try #require(row.min())) - frame.minX, frame.maxX - CGFloat(try #require(row.max())))
        #expect(abs(left - right) <= 3)
        #expect(left > 10)
    }
}
