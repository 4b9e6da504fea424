import EaselCore
import Foundation

/// An image file decoded for the painter: upright pixels, or an SVG document drawn as vectors.
/// A plain value, so it crosses tasks and sits in the process-wide cache (`DecodedImageCache`).
package enum DecodedImage: Sendable {
    case pixels(PixelBuffer)
    case vector(SVGSource)

    /// The picture's size in pixels (an SVG's in CSS pixels).
    package var size: CGSize {
        switch self {
        case .pixels(let buffer): CGSize(width: buffer.width, height: buffer.height)
        case .vector(let svg): CGSize(width: svg.width, height: svg.height)
        }
    }

    /// The bytes it holds, the cache's cost.
    package var byteCount: Int {
        switch self {
        case .pixels(let buffer): buffer.bytes.count
        case .vector(let svg): svg.bytes.count
        }
    }
}

/// Upright pixels in Cairo's ARGB32 layout: premultiplied, one native-endian word a pixel (B, G, R, A
/// in memory on the little-endian machines Easel runs on), rows of `width × 4` bytes, top row first.
package struct PixelBuffer: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package var bytes: [UInt8]

    package init(width: Int, height: Int, bytes: [UInt8]) { (self.width, self.height, self.bytes) = (width, height, bytes) }

    /// The buffer turned upright: each pixel taken from where `orientation` stored it.
    package func turnedUpright(_ orientation: ExifOrientation) -> PixelBuffer {
        guard orientation != .upright else { return self }
        let (uprightWidth, uprightHeight) = orientation.swapsSides ? (height, width) : (width, height)
        var turned = [UInt8](repeating: 0, count: bytes.count)
        for y in 0..<uprightHeight {
            for x in 0..<uprightWidth {
                let stored = orientation.storedPixel(x: x, y: y, width: width, height: height)
                let (from, to) = ((stored.y * width + stored.x) * 4, (y * uprightWidth + x) * 4)
                turned[to..<to + 4] = bytes[from..<from + 4]
            }
        }
        return PixelBuffer(width: uprightWidth, height: uprightHeight, bytes: turned)
    }
}

/// An SVG file's bytes and its intrinsic size in CSS pixels (librsvg's reading of its `width`, `height`
/// and `viewBox`); each painter parses it again into a handle of its own (`SVGHandle`).
package struct SVGSource: Sendable, Equatable {
    package let bytes: [UInt8]
    package let width: Double
    package let height: Double
}
