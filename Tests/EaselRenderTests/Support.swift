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
