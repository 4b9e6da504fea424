import Foundation

/// Compares two images pixel by pixel: the comparison behind Easel's snapshot tests and `easel diff`.
///
/// ```swift
/// let result = try ImageComparison.compare(expected: reference, actual: rendered, options: .init(tolerance: 2))
/// if !result.matches { print(result); try result.panelImage().write(to: diffURL) }
/// ```
///
/// Rules:
/// 1. Both images are decoded to RGBA (`RasterImage`); bytes that are not a readable PNG throw
///    `ImageComparisonError.undecodable`, naming which image. Out-of-range options throw `invalidOption`.
/// 2. Images of different sizes never match. Their pixels are still compared, over the union of the two
///    canvases with both images at the top-left and missing pixels transparent, so that the result says
///    how much differs and the diff image shows where.
/// 3. Each pixel is judged by `Options` (a per-channel tolerance, or a colour distance in Lab), and the
///    images match when few enough pixels fail (`Options.precision`).
/// 4. The worst difference is the pixel furthest from its expected value — by channel difference, or by
///    ΔE when the perceptual test is on — the first in reading order among equals. It is reported with
///    its position (x from the left, y from the top, in pixels) and both colours.
public enum ImageComparison {
    /// Compares two PNG files' bytes.
    public static func compare(expected: Data, actual: Data, options: Options = .exact) throws -> Result {
        try options.validate()
        let expectedImage = try decode(expected, role: .expected)
        let actualImage = try decode(actual, role: .actual)
        return compare(expectedImage, actualImage, options: options, pngs: (expected, actual))
    }

    /// Compares two decoded images.
    public static func compare(expected: RasterImage, actual: RasterImage, options: Options = .exact) throws -> Result {
        try options.validate()
        return compare(expected, actual, options: options, pngs: nil)
    }

    private static func decode(_ png: Data, role: ImageComparisonError.Role) throws -> RasterImage {
        do {
            return try RasterImage(png: png)
        } catch {
            throw ImageComparisonError.undecodable(role, reason: png.isEmpty ? "no data" : "\(error)")
        }
    }

    /// Rules 2–4, with valid options.
    private static func compare(_ expected: RasterImage, _ actual: RasterImage, options: Options,
                                pngs: (expected: Data, actual: Data)?) -> Result {
        let canvas = PixelCanvas(expected, actual)
        let judge = PixelJudge(options: options)
        var differing = 0
        var worst: (x: Int, y: Int, score: Double)?
        if !canvas.isIdentical {
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let (expectedWord, actualWord) = canvas.words(x, y)
                    guard expectedWord != actualWord else { continue }
                    let verdict = judge.verdict(expected: expectedWord, actual: actualWord)
                    if !verdict.matches { differing += 1 }
                    if verdict.score > worst?.score ?? 0 { worst = (x, y, verdict.score) }
                }
            }
        }
        let difference = worst.map { worst in
            let (expectedWord, actualWord) = canvas.words(worst.x, worst.y)
            return PixelDifference(x: worst.x, y: worst.y, expected: RasterImage.pixel(expectedWord),
                                   actual: RasterImage.pixel(actualWord),
                                   channelDifference: PixelJudge.channelDifference(expectedWord, actualWord),
                                   deltaE: ColorDistance.deltaE(expected: expectedWord, actual: actualWord))
        }
        return Result(expected: expected, actual: actual, options: options, pixelCount: canvas.width * canvas.height,
                      differingPixelCount: differing, worst: difference, pngs: pngs)
    }
}

/// One pixel's verdict under the options (rule 1 of `ImageComparison.Options`).
struct PixelJudge {
    let options: ImageComparison.Options

    /// Whether the pixels match, and how far apart they are: the channel difference, or ΔE when the
    /// perceptual test is on.
    func verdict(expected: UInt32, actual: UInt32) -> (matches: Bool, score: Double) {
        let channels = Self.channelDifference(expected, actual)
        guard let threshold = options.deltaEThreshold else { return (channels <= options.tolerance, Double(channels)) }
        let deltaE = ColorDistance.deltaE(expected: expected, actual: actual)
        return (channels <= options.tolerance || deltaE <= threshold, deltaE)
    }

    /// The largest difference between the two words in any premultiplied channel, 0…255.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        func channel(_ shift: UInt32) -> Int { abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
        return max(channel(0), channel(8), channel(16), channel(24))
    }
}

/// The union canvas of two images, both at the top-left, read pixel by pixel; transparent where an image
/// has no pixel.
struct PixelCanvas {
    let expected: RasterImage, actual: RasterImage
    let width: Int, height: Int

    init(_ expected: RasterImage, _ actual: RasterImage) {
        (self.expected, self.actual) = (expected, actual)
        (width, height) = (max(expected.width, actual.width), max(expected.height, actual.height))
    }

    /// Whether the two images have the same size and the same pixels.
    var isIdentical: Bool {
        guard expected.width == actual.width, expected.height == actual.height else { return false }
        return expected.words.withUnsafeBytes { a in
            actual.words.withUnsafeBytes { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }
                return memcmp(a, b, expected.words.count * 4) == 0
            }
        }
    }

    /// The premultiplied words of both images at (`x`, `y`).
    func words(_ x: Int, _ y: Int) -> (expected: UInt32, actual: UInt32) {
        (Self.word(expected, x, y), Self.word(actual, x, y))
    }

    private static func word(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 {
        x < image.width && y < image.height ? image.words[y * image.width + x] : 0
    }
}
