import Easel
import Foundation
import Testing
@testable import EaselRender

/// The PNG of `view` at `scale`, decoded.
func raster<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified,
                     configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = proposal
    configure(&renderer.environment)
    return try RasterImage(png: renderer.pngData())
}

/// The frames of `view`'s `.id`'d views as the renderer lays them out.
func frames<V: View>(_ view: V, scale: CGFloat = 1, configure: (inout EnvironmentValues) -> Void = { _ in }) -> [String: CGRect] {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    configure(&renderer.environment)
    return renderer.layoutFrames()
}

extension RasterImage {
    /// The smallest pixel rectangle holding every pixel whose alpha is above `threshold`, or nil.
    func inkBounds(threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where self[x, y].alpha > threshold {
                if let b = bounds {
                    bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    bounds = (x, y, x, y)
                }
            }
        }
        return bounds
    }

    /// Every pixel, row by row.
    var allPixels: [Pixel] { (0..<height).flatMap { y in (0..<width).map { x in self[x, y] } } }
}

extension RasterImage.Pixel {
    /// Whether each channel is within `tolerance` of `other`'s.
    func isClose(to other: RasterImage.Pixel, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}

func pixel(_ hex: UInt32, alpha: UInt8 = 255) -> RasterImage.Pixel {
    RasterImage.Pixel(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
}

/// A fresh, empty folder for a test's files.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Renders `renderer`'s view to SVG, rasterises it with `rsvg-convert` (librsvg, a real SVG client) and
/// expects the PNG's pixels: at most 1.5% of the pixels differ by more than 32 in a channel, and none by
/// more than 192 (glyph edges: Cairo puts glyphs at whole pixels on image surfaces, librsvg where they fall; tracked text has more glyphs between pixels).
func expectLibrsvgMatchesThePNG<V: View>(_ renderer: ImageRenderer<V>, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("view.svg"), converted = folder.appendingPathComponent("converted.png")
    try renderer.write(to: svg)
    #expect(try run("rsvg-convert", [svg.path, "-o", converted.path]) == 0, sourceLocation: sourceLocation)
    let ours = try RasterImage(png: renderer.pngData())
    let theirs = try RasterImage(png: Data(contentsOf: converted))
    #expect(theirs.width == ours.width && theirs.height == ours.height, sourceLocation: sourceLocation)
    let differences = zip(ours.allPixels, theirs.allPixels).map { a, b in
        [Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue), Int(a.alpha) - Int(b.alpha)]
            .map(abs).max() ?? 0
    }
    let large = differences.filter { $0 > 32 }.count
    #expect(Double(large) <= 0.015 * Double(differences.count), "\(large) of \(differences.count) pixels differ by more than 32",
            sourceLocation: sourceLocation)
    #expect((differences.max() ?? 0) <= 192, sourceLocation: sourceLocation)
}

/// The largest channel difference of each pixel pair of two pictures of one size.
func channelDifferences(_ a: RasterImage, _ b: RasterImage) -> [Int] {
    zip(a.allPixels, b.allPixels).map { a, b in
        [Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue), Int(a.alpha) - Int(b.alpha)].map(abs).max() ?? 0
    }
}

/// `view` written as SVG and drawn back by librsvg (`rsvg-convert`): the SVG's text, Easel's PNG and
/// librsvg's, decoded, and their per-pixel differences (`channelDifferences`; empty when the sizes differ).
func svgRoundTrip<V: View>(_ view: V) throws -> (svg: String, ours: RasterImage, theirs: RasterImage, differences: [Int]) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = ImageRenderer(content: view)
    let svg = folder.appendingPathComponent("picture.svg"), converted = folder.appendingPathComponent("converted.png")
    try renderer.write(to: svg)
    try #require(try run("rsvg-convert", [svg.path, "-o", converted.path]) == 0)
    let ours = try RasterImage(png: renderer.pngData()), theirs = try RasterImage(png: Data(contentsOf: converted))
    let same = ours.width == theirs.width && ours.height == theirs.height
    return (try String(contentsOf: svg, encoding: .utf8), ours, theirs, same ? channelDifferences(ours, theirs) : [])
}

/// `view` written as PDF and drawn back at 72 dpi by Poppler (`pdftoppm`): the PDF's bytes, Easel's PNG and
/// Poppler's, decoded, and their per-pixel differences (`channelDifferences`; empty when the sizes differ).
func pdfRoundTrip<V: View>(_ view: V) throws -> (pdf: Data, ours: RasterImage, theirs: RasterImage, differences: [Int]) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = ImageRenderer(content: view)
    let pdf = folder.appendingPathComponent("picture.pdf")
    try renderer.write(to: pdf)
    try #require(try run("pdftoppm", ["-png", "-r", "72", "-singlefile", pdf.path, folder.appendingPathComponent("page").path]) == 0)
    let ours = try RasterImage(png: renderer.pngData())
    let theirs = try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("page.png")))
    let same = ours.width == theirs.width && ours.height == theirs.height
    return (try Data(contentsOf: pdf), ours, theirs, same ? channelDifferences(ours, theirs) : [])
}
