import Easel
import Foundation
import Testing
@testable import EaselRender

/// A `width × height` PNG of `base`, with the pixels of `changes` replaced.
func png(width: Int = 10, height: Int = 10, _ base: RasterImage.Pixel = pixel(0xFFFFFF),
         changes: [[Int]: RasterImage.Pixel] = [:]) throws -> Data {
    try RasterImage(width: width, height: height) { x, y in changes[[x, y]] ?? base }.pngData()
}

@Suite struct ImageComparisonTests {
    @MainActor @Test func identicalImagesMatchWithNoDifference() throws {
        let image = try png()
        let result = try ImageComparison.compare(expected: image, actual: image)
        #expect(result.matches && result.sizesMatch)
        #expect(result.differingPixelCount == 0 && result.pixelCount == 100)
        #expect(result.worst == nil)
        #expect(result.description == "The images match: every pixel is identical (10 × 10).")
    }

    @MainActor @Test func onePixelFailsAnExactComparisonAndIsReported() throws {
        let result = try ImageComparison.compare(expected: try png(), actual: try png(changes: [[3, 7]: pixel(0x000000)]))
        #expect(!result.matches)
        #expect(result.differingPixelCount == 1 && result.allowedDifferingPixelCount == 0)
        let worst = try #require(result.worst)
        #expect(worst.x == 3 && worst.y == 7)
        #expect(worst.expected == pixel(0xFFFFFF) && worst.actual == pixel(0x000000))
        #expect(worst.channelDifference == 255)
        #expect(abs(worst.deltaE - 100) < 0.01) // white against black: L* 100 against 0
        #expect(result.description.hasPrefix("The images differ: 1 of 100 pixels (1%) differ, 0 may (tolerance 0, precision 1.0)."))
        #expect(result.description.contains("Worst difference: at x 3, y 7 (from the top-left), expected rgba(255, 255, 255, 255), "
            + "actual rgba(0, 0, 0, 255): channel difference 255 of 255, ΔE 100.0."))
    }

    @MainActor @Test func theToleranceIsPerChannel() throws {
        let expected = try png(pixel(0x808080))
        let actual = try png(pixel(0x808080), changes: [[0, 0]: pixel(0x838080)])
        #expect(try ImageComparison.compare(expected: expected, actual: actual, options: .init(tolerance: 3)).matches)
        let strict = try ImageComparison.compare(expected: expected, actual: actual, options: .init(tolerance: 2))
        #expect(!strict.matches && strict.worst?.channelDifference == 3)
    }

    @MainActor @Test func precisionIsTheFractionOfPixelsThatMustMatch() throws {
        let actual = try png(changes: [[0, 0]: pixel(0x000000), [9, 9]: pixel(0x000000)])
        let loose = try ImageComparison.compare(expected: try png(), actual: actual, options: .init(precision: 0.98))
        #expect(loose.matches && loose.differingPixelCount == 2 && loose.allowedDifferingPixelCount == 2)
        // 0.99 of 100 allows 1: (1 − 0.99) × 100 is 0.99999… in floating point, and must not round down to 0.
        let strict = try ImageComparison.compare(expected: try png(), actual: actual, options: .init(precision: 0.99))
        #expect(!strict.matches && strict.allowedDifferingPixelCount == 1)
        let worst = try #require(strict.worst)
        #expect(worst.x == 0 && worst.y == 0) // the first of equals, in reading order
    }

    @MainActor @Test func perceptualPrecisionLetsThroughWhatLooksTheSame() throws {
        // A 2-level change of grey is about ΔE 0.8; red for grey is far beyond 2.
        let expected = try png(pixel(0x808080))
        let close = try png(pixel(0x808080), changes: [[5, 5]: pixel(0x828282)])
        let far = try png(pixel(0x808080), changes: [[5, 5]: pixel(0xFF3B30)])
        #expect(try !ImageComparison.compare(expected: expected, actual: close).matches)
        let perceptual = try ImageComparison.compare(expected: expected, actual: close, options: .init(perceptualPrecision: 0.98))
        #expect(perceptual.matches)
        #expect(try #require(perceptual.worst).deltaE < 2)
        let different = try ImageComparison.compare(expected: expected, actual: far, options: .init(perceptualPrecision: 0.98))
        #expect(!different.matches)
        #expect(try #require(different.worst).deltaE > 40)
        #expect(different.description.contains("perceptual precision 0.98"))
    }

    @MainActor @Test func colourDistanceIsCIE94InLab() {
        let white = pixel(0xFFFFFF).word, black = pixel(0x000000).word, grey = pixel(0x777777).word
        #expect(ColorDistance.deltaE(expected: white, actual: white) == 0)
        #expect(abs(ColorDistance.deltaE(expected: white, actual: black) - 100) < 0.01)
        // Greys differ only in lightness: ΔE is the difference of L* (0x77 is L* 50.0).
        #expect(abs(ColorDistance.deltaE(expected: white, actual: grey) - 50) < 0.2)
        // Transparency counts: a transparent pixel is white over white but black over black.
        #expect(ColorDistance.deltaE(expected: white, actual: pixel(0xFFFFFF, alpha: 0).word) > 99)
    }

    @MainActor @Test func transparentPixelsOfAnyColourAreIdentical() throws {
        let result = try ImageComparison.compare(expected: try png(pixel(0xFF0000, alpha: 0)), actual: try png(pixel(0x00FF00, alpha: 0)))
        #expect(result.matches && result.worst == nil)
    }

    @MainActor @Test func imagesOfDifferentSizesDifferAndAreComparedOnTheirUnion() throws {
        let result = try ImageComparison.compare(expected: try png(width: 10, height: 10), actual: try png(width: 10, height: 12),
                                                 options: .init(precision: 0))
        #expect(!result.matches && !result.sizesMatch) // even with every pixel allowed to differ
        #expect(result.pixelCount == 120 && result.differingPixelCount == 20)
        #expect(result.description.contains("The sizes differ: expected 10 × 10 pixels, actual 10 × 12; compared on 10 × 12"))
        #expect(try RasterImage(png: result.diffImage()).height == 12)
    }

    @MainActor @Test func undecodableInputIsAnErrorNamingTheImage() throws {
        let image = try png()
        #expect(throws: ImageComparisonError.undecodable(.actual, reason: "no data")) {
            try ImageComparison.compare(expected: image, actual: Data())
        }
        #expect {
            try ImageComparison.compare(expected: Data("not a PNG".utf8), actual: image)
        } throws: { error in
            guard case .undecodable(.expected, let reason)? = error as? ImageComparisonError else { return false }
            return reason.contains("cannot decode PNG")
        }
        #expect(ImageComparisonError.undecodable(.expected, reason: "no data").description == "cannot read the expected image: no data")
    }

    @MainActor @Test func optionsOutOfRangeAreRefused() throws {
        let image = try png()
        for options in [ImageComparison.Options(tolerance: 256), .init(tolerance: -1), .init(precision: 1.5), .init(perceptualPrecision: -0.1)] {
            #expect(throws: ImageComparisonError.self) { try ImageComparison.compare(expected: image, actual: image, options: options) }
        }
        #expect(throws: ImageComparisonError.invalidOption("precision must be between 0 and 1, not 1.5")) {
            try ImageComparison.compare(expected: image, actual: image, options: .init(precision: 1.5))
        }
    }

    @MainActor @Test func theDiffImageMarksDifferingAndToleratedPixels() throws {
        let expected = try png(pixel(0x000000))
        let actual = try png(pixel(0x000000), changes: [[1, 1]: pixel(0xFFFFFF), [2, 2]: pixel(0x020202)])
        let result = try ImageComparison.compare(expected: expected, actual: actual, options: .init(tolerance: 4))
        let diff = try RasterImage(png: result.diffImage())
        #expect(diff.width == 10 && diff.height == 10)
        #expect(diff[1, 1] == pixel(0xFF00FF)) // differs: magenta
        #expect(diff[2, 2] == pixel(0xFFAA00)) // within the tolerance: orange
        #expect(diff[5, 5] == pixel(0xBFBFBF)) // identical black: a light grey ghost
    }

    @MainActor @Test func thePanelImageShowsExpectedActualAndDifferenceSideBySide() throws {
        let expected = try png(width: 40, height: 30, pixel(0x007AFF))
        let actual = try png(width: 40, height: 30, pixel(0x007AFF), changes: [[0, 0]: pixel(0xFF3B30)])
        let result = try ImageComparison.compare(expected: expected, actual: actual)
        let panels = try RasterImage(png: result.panelImage())
        // Margins of 8 pixels around and between three 40-pixel panels; labels above them.
        #expect(panels.width == 3 * 40 + 4 * 8)
        let top = panels.height - 8 - 30
        #expect(panels[8 + 1, top + 1] == pixel(0x007AFF))
        #expect(panels[8 + 40 + 8, top] == pixel(0xFF3B30))
        #expect(panels[8 + 2 * (40 + 8), top] == pixel(0xFF00FF))
        #expect(panels[4, top] == pixel(0x404040))
        let labelArea = (8..<(top - 4)).flatMap { y in (8..<48).map { x in panels[x, y] } }
        #expect(labelArea.contains { $0.red > 0xC0 }) // "expected", in white
    }

    @MainActor @Test func artifactsAreTheComparedBytesAndThePanels() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try png(), actual = try png(changes: [[0, 0]: pixel(0x000000)])
        let result = try ImageComparison.compare(expected: expected, actual: actual)
        let artifacts = try ComparisonArtifacts.write(result, named: "card", in: folder.appendingPathComponent("new"))
        #expect(artifacts.expected.lastPathComponent == "card.expected.png")
        #expect(artifacts.actual.lastPathComponent == "card.actual.png")
        #expect(artifacts.diff.lastPathComponent == "card.diff.png")
        #expect(try Data(contentsOf: artifacts.expected) == expected)
        #expect(try Data(contentsOf: artifacts.actual) == actual)
        #expect(try Data(contentsOf: artifacts.diff) == result.panelImage())
    }

    @MainActor @Test func decodingKeepsEveryPixel() throws {
        let image = RasterImage(width: 3, height: 2) { x, y in pixel(UInt32(x * 0x400000 + y * 0x40), alpha: UInt8(255 - x * 60)) }
        let decoded = try RasterImage(png: image.pngData())
        #expect(decoded == image)
        #expect(decoded[2, 1] == pixel(0x800040, alpha: 135))
        #expect(decoded[5, 5] == RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
