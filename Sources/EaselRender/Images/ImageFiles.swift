import EaselCore
import Foundation
import Synchronization

/// The one place that maps an image file to what the painter draws: decoded upright pixels, or an SVG
/// document for librsvg. It is also the renderer's `ImageDecoding`, which gives layout an image's size.
///
/// Rules, in order:
/// 1. The path must name a file (`RenderError.missingImage` otherwise) of at most `maximumImageBytes`.
/// 2. A decoded image is kept in a process-wide cache (`DecodedImageCache`) under the file's path,
///    modification time and size: a second render of the same file decodes nothing.
/// 3. Otherwise the bytes are read and their format sniffed (`ImageFormat`: the bytes, not the
///    extension); the header's picture size (`ImageHeader`) is checked against `maximumPixels` before any
///    decoder runs, so a small file declaring a huge picture never allocates; then the format's decoder
///    runs: PNG by Cairo (libpng), JPEG by TurboJPEG with its EXIF orientation, WebP by libwebp (an
///    animation's first frame), GIF by giflib (the first frame), SVG parsed by librsvg for its size and
///    kept as bytes, to be drawn as vectors.
/// Every fault is a `RenderError.unreadableImage` naming the file and the reason.
package struct ImageFiles: ImageDecoding {
    package static let shared = ImageFiles(cache: .shared)

    let cache: DecodedImageCache

    /// The picture's size in pixels: from the header for rasters (nothing decoded), from librsvg for SVG.
    package func pixelSize(ofImageAt path: String) -> CGSize? {
        guard let header = ImageHeader.read(atPath: path) else { return nil }
        guard header.format == .svg else { return header.uprightSize }
        return (try? decoded(atPath: path, limits: .default))?.size
    }

    /// The decoded image at `path`, within `limits`' image bytes and pixels.
    package func decoded(atPath path: String, limits: CanvasLimits) throws -> DecodedImage {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw RenderError.missingImage(path: path)
        }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw RenderError.unreadableImage(path: path, reason: "it is a folder")
        }
        let size = attributes[.size] as? Int ?? 0
        do {
            guard size <= limits.maximumImageBytes else { throw ImageDecodingError.tooLarge(bytes: size, limit: limits.maximumImageBytes) }
            let key = Self.cacheKey(path: path, attributes: attributes)
            if let image = cache.image(for: key) {
                try ImageDecodingError.check(width: Int(image.size.width), height: Int(image.size.height), maximumPixels: limits.maximumPixels)
                return image
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ImageDecodingError.failed("it cannot be opened")
            }
            let image = try Self.decode([UInt8](data), maximumPixels: limits.maximumPixels)
            cache.insert(image, for: key)
            return image
        } catch let error as ImageDecodingError {
            throw RenderError.unreadableImage(path: path, reason: error.description)
        }
    }

    /// The cache's key for the file at `path`: its path, modification time and size; nil when it cannot be read.
    package static func cacheKey(atPath path: String) -> String? {
        (try? FileManager.default.attributesOfItem(atPath: path)).map { cacheKey(path: path, attributes: $0) }
    }

    private static func cacheKey(path: String, attributes: [FileAttributeKey: Any]) -> String {
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        return "\(path)\n\(modified)\n\(attributes[.size] as? Int ?? 0)"
    }

    /// Decodes an image file's bytes, refusing a picture over `maximumPixels` from its header.
    package static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> DecodedImage {
        guard let header = ImageHeader.read(bytes) else {
            throw ImageDecodingError.failed("not an image Easel reads (PNG, JPEG, WebP, GIF or SVG)")
        }
        try ImageDecodingError.check(width: header.width, height: header.height, maximumPixels: maximumPixels)
        switch header.format {
        case .png: return .pixels(try PNGDecoder.decode(bytes))
        case .jpeg: return .pixels(try JPEGDecoder.decode(bytes, orientation: header.orientation, maximumPixels: maximumPixels))
        case .webp: return .pixels(try WebPDecoder.decode(bytes, maximumPixels: maximumPixels))
        case .gif: return .pixels(try GIFDecoder.decode(bytes, maximumPixels: maximumPixels))
        case .svg:
            guard let size = try SVGHandle(bytes).intrinsicSize else {
                throw ImageDecodingError.failed("the SVG document has no size: give its root width and height, or a viewBox")
            }
            return .vector(SVGSource(bytes: bytes, width: Double(size.width), height: Double(size.height)))
        }
    }
}

/// The process-wide cache of decoded images, bounded by the bytes it holds (least recently used first
/// out), shared by every render of the process — each `easel` command, and `easel serve` across requests.
package final class DecodedImageCache: Sendable {
    /// 256 MB: a few dozen photos' pixels, well under a server's memory.
    package static let shared = DecodedImageCache(budget: 256 << 20)

    /// A decoded image and the number of its decode (the count of decodes when it was made).
    private struct Entry: Sendable {
        var image: DecodedImage
        var serial: Int
    }

    private let entries: LRUCache<Entry>
    private let decodes = Atomic<Int>(0)

    package init(budget: Int) { entries = LRUCache(budget: budget) }

    /// How many images were decoded into the cache (tests check a second render decodes none).
    package var decodeCount: Int { decodes.load(ordering: .relaxed) }

    /// The bytes held and the images kept.
    package var usage: (cost: Int, count: Int) { entries.usage }

    package var budget: Int { entries.budget }

    /// Which decode made the image kept under `key` (`ImageFiles.cacheKey(atPath:)`), or nil: a render
    /// that decodes the file again changes it.
    package func serial(for key: String) -> Int? { entries.value(for: key)?.serial }

    func image(for key: String) -> DecodedImage? { entries.value(for: key)?.image }

    func insert(_ image: DecodedImage, for key: String) {
        let serial = decodes.add(1, ordering: .relaxed).newValue
        entries.insert(Entry(image: image, serial: serial), for: key, cost: image.byteCount)
    }
}
