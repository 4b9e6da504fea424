import Easel
import Foundation
import Testing
@testable import EaselRender

/// The box-blur approximation: a channel blurred alone (a shadow's A8 alpha) equals that channel blurred
/// among four (ARGB), and the edges pad as asked.
@Suite struct GaussianBlurTests {
    /// A deterministic pattern of bytes.
    static func pattern(count: Int) -> [UInt8] {
        var state: UInt32 = 12345
        return (0..<count).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    @MainActor @Test(arguments: [0.6, 3.0, 12.5])
    func oneChannelEqualsTheSameChannelAmongFour(sigma: Double) {
        let (width, height) = (37, 23)
        var argb = Self.pattern(count: width * height * 4)
        var alpha = stride(from: 3, to: argb.count, by: 4).map { argb[$0] }
        argb.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: width * 4, channels: 4, sigma: sigma)
        }
        alpha.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: width, channels: 1, sigma: sigma)
        }
        #expect(alpha == stride(from: 3, to: argb.count, by: 4).map { argb[$0] })
    }

    /// The blur as it is defined, written plainly with divisions: for each box, a centred rounded mean
    /// along every row, then down every column, edges padded as asked; bytes past a row's pixels untouched.
    static func plainBlur(_ pixels: [UInt8], width: Int, height: Int, channels: Int, rowBytes: Int, sigma: Double,
                          edges: GaussianBlur.Edges) -> [UInt8] {
        var expected = pixels
        func mean(_ values: [Int], box: Int) -> [Int] {
            let padding = { (i: Int) in i < 0 ? (edges == .extend ? values[0] : 0) : i >= values.count ? (edges == .extend ? values.last! : 0) : values[i] }
            return values.indices.map { i in ((i - box / 2)...(i + box / 2)).map(padding).reduce(0, +) }.map { ($0 + box / 2) / box }
        }
        for box in GaussianBlur.boxWidths(sigma: sigma) where box > 1 {
            for y in 0..<height {
                for channel in 0..<channels {
                    let offsets = (0..<width).map { y * rowBytes + $0 * channels + channel }
                    zip(offsets, mean(offsets.map { Int(expected[$0]) }, box: box)).forEach { expected[$0] = UInt8($1) }
                }
            }
            for column in 0..<(width * channels) {
                let offsets = (0..<height).map { $0 * rowBytes + column }
                zip(offsets, mean(offsets.map { Int(expected[$0]) }, box: box)).forEach { expected[$0] = UInt8($1) }
            }
        }
        return expected
    }

    static func expectPlainBlur(_ pixels: [UInt8], width: Int, height: Int, channels: Int, rowBytes: Int, sigma: Double,
                                edges: GaussianBlur.Edges) {
        let expected = plainBlur(pixels, width: width, height: height, channels: channels, rowBytes: rowBytes, sigma: sigma,
                                 edges: edges)
        var pixels = pixels
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: rowBytes, channels: channels, sigma: sigma,
                              edges: edges)
        }
        let differing = pixels.indices.filter { pixels[$0] != expected[$0] }
        #expect(differing.isEmpty, "\(differing.count) bytes differ, the first at \(String(describing: differing.first))")
    }

    /// The blur equals the definition it is written for, on noise, on rows with spare bytes past the
    /// pixels, which it leaves alone.
    @MainActor @Test(arguments: [0.6, 3.0, 12.5, 40.0], [GaussianBlur.Edges.transparent, .extend])
    func equalsPlainBoxPasses(sigma: Double, edges: GaussianBlur.Edges) {
        let (width, height, channels, rowBytes) = (37, 23, 4, 37 * 4 + 5)
        Self.expectPlainBlur(Self.pattern(count: rowBytes * height), width: width, height: height, channels: channels,
                             rowBytes: rowBytes, sigma: sigma, edges: edges)
    }

    /// The same on what the blur skips work for: a shape (a rounded square, its middle rows alike) in wide
    /// margins, beside an edge-to-edge band of another value, and noise down the last column, so that runs of the
    /// padding, of edge values and of repeated rows meet every pass; one channel and four.
    @MainActor @Test(arguments: [1.0, 4.0, 9.0], [GaussianBlur.Edges.transparent, .extend])
    func equalsPlainBoxPassesOnShapes(sigma: Double, edges: GaussianBlur.Edges) {
        let (width, height) = (61, 53)
        let noise = Self.pattern(count: height)
        for channels in [1, 4] {
            let rowBytes = width * channels + 3
            var pixels = [UInt8](repeating: 0, count: rowBytes * height)
            for y in 0..<height {
                for x in 0..<width {
                    let (dx, dy) = (max(0, abs(x - 30) - 8), max(0, abs(y - 20) - 10))
                    var value: UInt8 = dx * dx + dy * dy <= 36 ? 200 : 0
                    if y >= 40, y < 44 { value = 90 }
                    if x == width - 1, y >= 8 { value = noise[y] }
                    for channel in 0..<channels { pixels[y * rowBytes + x * channels + channel] = channel == 0 ? value : value / 2 }
                }
            }
            Self.expectPlainBlur(pixels, width: width, height: height, channels: channels, rowBytes: rowBytes, sigma: sigma,
                                 edges: edges)
        }
    }

    /// The same on a shadow's mask: a wide rounded rectangle with soft top and bottom edges, whose middle
    /// columns are alike (the columns the pass down the columns copies instead of summing), one channel and
    /// four, each byte of a pixel its own value.
    @MainActor @Test(arguments: [1.5, 5.0], [GaussianBlur.Edges.transparent, .extend])
    func equalsPlainBoxPassesOnAShadowMask(sigma: Double, edges: GaussianBlur.Edges) {
        let (width, height) = (150, 36)
        for channels in [1, 4] {
            let rowBytes = width * channels + 2
            var pixels = [UInt8](repeating: 0, count: rowBytes * height)
            for y in 0..<height {
                for x in 0..<width {
                    let (dx, dy) = (max(0, abs(2 * x - 149) - 90), max(0, abs(2 * y - 35) - 8))
                    let distance = Double(dx * dx + dy * dy).squareRoot() / 2
                    let coverage = UInt8(max(0, min(255, (12 - distance) * 64)))
                    for channel in 0..<channels { pixels[y * rowBytes + x * channels + channel] = coverage >> channel }
                }
            }
            Self.expectPlainBlur(pixels, width: width, height: height, channels: channels, rowBytes: rowBytes, sigma: sigma,
                                 edges: edges)
        }
    }

    /// A uniform square stays uniform with extended edges; with transparent ones it fades at the middle of
    /// an edge (each of the three passes reads transparent past the edge: 200 → 80 for σ = 4), its centre
    /// unchanged.
    @MainActor @Test func edges() {
        var extended = [UInt8](repeating: 200, count: 40 * 40), transparent = extended
        extended.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 40, height: 40, rowBytes: 40, channels: 1, sigma: 4, edges: .extend)
        }
        transparent.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 40, height: 40, rowBytes: 40, channels: 1, sigma: 4)
        }
        #expect(extended.allSatisfy { $0 == 200 })
        let (edge, centre) = (transparent[20 * 40], transparent[20 * 40 + 20])
        #expect(edge == 80 && centre == 200, "\(edge) \(centre)")
    }

    /// The box's mean by multiplication equals `(sum + count / 2) / count` for every sum of `count` bytes:
    /// every box up to 64 wide and every sum, and wider boxes (up to the widest) at their largest sums and
    /// a spread of others.
    @MainActor @Test func roundedMeanIsTheDivision() {
        for count in 1...64 {
            let mean = RoundedMean(count: count)
            let wrong = (0...(255 * count)).first { mean.of(Int32($0)) != (Int32($0) + Int32(count / 2)) / Int32(count) }
            #expect(wrong == nil, "box \(count), sum \(wrong ?? 0)")
        }
        for count in [65, 255, 256, 1001, 4095, 4096, 65_537, RoundedMean.maximumCount - 1, RoundedMean.maximumCount] {
            let mean = RoundedMean(count: count), largest = 255 * count
            let sums = Array(0..<2048) + (0..<2048).map { largest - $0 } + stride(from: 0, through: largest, by: max(1, largest / 4096))
            let wrong = sums.first { mean.of(Int32($0)) != (Int32($0) + Int32(count / 2)) / Int32(count) }
            #expect(wrong == nil, "box \(count), sum \(wrong ?? 0)")
        }
    }

    /// A standard deviation past the largest blurs as the largest, whose boxes are the widest the mean takes.
    @MainActor @Test func sigmaPastTheLargestBlursAsTheLargest() {
        #expect(GaussianBlur.boxWidths(sigma: GaussianBlur.maximumSigma).max()! <= RoundedMean.maximumCount)
        var (huge, largest) = ([UInt8](repeating: 255, count: 16), [UInt8](repeating: 255, count: 16))
        huge.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 4, height: 4, rowBytes: 4, channels: 1, sigma: 1e12)
        }
        largest.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 4, height: 4, rowBytes: 4, channels: 1, sigma: GaussianBlur.maximumSigma)
        }
        #expect(huge == largest)
    }
}
