import Foundation

/// A mutable picture of premultiplied ARGB32 words that images are composed on: the diff images of
/// `ImageComparison.Result`.
struct RasterCanvas {
    let width: Int, height: Int
    private(set) var words: [UInt32]

    /// A canvas filled with `color`.
    init(width: Int, height: Int, color: RasterImage.Pixel) {
        (self.width, self.height) = (max(width, 0), max(height, 0))
        words = [UInt32](repeating: color.word, count: self.width * self.height)
    }

    /// The canvas as an image.
    var image: RasterImage { RasterImage(width: width, height: height, words: words) }

    /// Sets the pixel at (`x`, `y`) to `word`; pixels off the canvas are ignored.
    mutating func set(_ x: Int, _ y: Int, _ word: UInt32) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        words[y * width + x] = word
    }

    /// Fills `width × height` pixels at (`x`, `y`) with squares of `size` pixels alternating between two
    /// colours, the usual backdrop that shows transparency.
    mutating func fillCheckerboard(x: Int, y: Int, width: Int, height: Int, size: Int,
                                   colors: (RasterImage.Pixel, RasterImage.Pixel)) {
        let (light, dark) = (colors.0.word, colors.1.word)
        for row in 0..<height {
            for column in 0..<width {
                set(x + column, y + row, (column / size + row / size) % 2 == 0 ? light : dark)
            }
        }
    }

    /// Draws `image` with its top-left corner at (`x`, `y`), over what the canvas holds ("source over"
    /// compositing of premultiplied pixels); parts off the canvas are clipped.
    mutating func draw(_ image: RasterImage, x: Int, y: Int) {
        for row in 0..<image.height {
            for column in 0..<image.width {
                let (targetX, targetY) = (x + column, y + row)
                guard targetX >= 0, targetY >= 0, targetX < width, targetY < height else { continue }
                let source = image.words[row * image.width + column]
                let index = targetY * width + targetX
                words[index] = Self.over(source, words[index])
            }
        }
    }

    /// `source` composited over `destination`, both premultiplied.
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let cover = 255 - source >> 24
        guard cover > 0 else { return source }
        var result: UInt32 = 0
        for shift: UInt32 in stride(from: 0, through: 24, by: 8) {
            let channel = (source >> shift & 0xFF) + ((destination >> shift & 0xFF) * cover + 127) / 255
            result |= min(channel, 255) << shift
        }
        return result
    }
}
