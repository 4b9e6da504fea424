import Foundation

extension ImageComparison.Result {
    /// The colours of the difference map.
    enum DiffColor {
        /// A pixel that does not match.
        static let differing = RasterImage.Pixel(red: 255, green: 0, blue: 255, alpha: 255)
        /// A pixel that is not identical but matches under the options' tolerance.
        static let tolerated = RasterImage.Pixel(red: 255, green: 170, blue: 0, alpha: 255)
    }

    /// The difference map as a PNG; see `diffRaster`.
    public func diffImage() throws -> Data { try diffRaster().pngData() }

    /// The difference map, on the union of both canvases:
    /// 1. a pixel that does not match is magenta;
    /// 2. a pixel that differs but matches under the options (within the tolerance) is orange;
    /// 3. an identical pixel is a faint grey copy of the expected image (its luminance over white, a
    ///    quarter as dark), so that the differences can be placed.
    func diffRaster() -> RasterImage {
        let canvas = PixelCanvas(expected, actual)
        let judge = PixelJudge(options: options)
        var raster = RasterCanvas(width: canvas.width, height: canvas.height, color: DiffColor.differing)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let (expectedWord, actualWord) = canvas.words(x, y)
                if expectedWord != actualWord {
                    let color = judge.verdict(expected: expectedWord, actual: actualWord).matches ? DiffColor.tolerated : DiffColor.differing
                    raster.set(x, y, color.word)
                } else {
                    raster.set(x, y, Self.ghost(of: expectedWord))
                }
            }
        }
        return raster.image
    }

    /// Rule 3: a light, opaque grey of the premultiplied `word`'s luminance over white.
    static func ghost(of word: UInt32) -> UInt32 {
        let cover = 255 - word >> 24
        func overWhite(_ shift: UInt32) -> Double { Double(min(255, (word >> shift & 0xFF) + cover)) }
        let luminance = 0.299 * overWhite(16) + 0.587 * overWhite(8) + 0.114 * overWhite(0)
        let grey = UInt32(255 - (255 - luminance) / 4)
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
