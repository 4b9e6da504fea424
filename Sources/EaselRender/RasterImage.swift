import CPangoCairo
import Foundation

/// A decoded PNG: its pixels, row by row from the top-left, for tests and image comparisons.
package struct RasterImage: Sendable {
    /// One pixel, 0…255 per channel, not premultiplied.
    package struct Pixel: Hashable, Sendable, CustomStringConvertible {
        package var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    package let width: Int
    package let height: Int
    /// Cairo's ARGB32 words: premultiplied alpha in the top byte, then red, green, blue.
    package let words: [UInt32]

    /// Decodes `png` with Cairo's PNG reader.
    package init(png: Data) throws {
        let source = PNGSource(data: png)
        let pointer = Unmanaged.passUnretained(source).toOpaque()
        guard let surface = cairo_image_surface_create_from_png_stream(PNGSource.read, pointer) else {
            throw RenderError.cairo("cannot decode PNG")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                         cairo_image_surface_get_height(surface)) else {
            throw RenderError.cairo("cannot allocate a surface")
        }
        defer { cairo_surface_destroy(converted) }
        if let cairo = cairo_create(converted) {
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_destroy(cairo)
        }
        cairo_surface_flush(converted)
        width = Int(cairo_image_surface_get_width(converted))
        height = Int(cairo_image_surface_get_height(converted))
        let stride = Int(cairo_image_surface_get_stride(converted))
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        if let base = cairo_image_surface_get_data(converted) {
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride)
                for x in 0..<width { words.append(row.load(fromByteOffset: x * 4, as: UInt32.self)) }
            }
        }
        self.words = words
    }

    /// An image of `width × height` pixels from `pixel(x, y)`.
    package init(width: Int, height: Int, pixel: (Int, Int) -> Pixel) {
        (self.width, self.height) = (max(width, 0), max(height, 0))
        var words: [UInt32] = []
        words.reserveCapacity(self.width * self.height)
        for y in 0..<self.height {
            for x in 0..<self.width {
                let p = pixel(x, y)
                let alpha = UInt32(p.alpha)
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                words.append(alpha << 24 | premultiplied(p.red) << 16 | premultiplied(p.green) << 8 | premultiplied(p.blue))
            }
        }
        self.words = words
    }

    /// The image encoded as a PNG by Cairo.
    package func pngData() throws -> Data {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard width > 0, height > 0, stride > 0 else { throw RenderError.emptyCanvas(width: Double(width), height: Double(height)) }
        var buffer = [UInt8](repeating: 0, count: stride * height)
        return try buffer.withUnsafeMutableBytes { raw -> Data in
            guard let base = raw.baseAddress else { throw RenderError.cairo("cannot allocate a buffer") }
            for y in 0..<height {
                for x in 0..<width { (base + y * stride + x * 4).storeBytes(of: words[y * width + x], as: UInt32.self) }
            }
            guard let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                   Int32(width), Int32(height), Int32(stride)) else {
                throw RenderError.cairo("cannot create a surface")
            }
            defer { cairo_surface_destroy(surface) }
            let sink = DataSink()
            let status = cairo_surface_write_to_png_stream(surface, DataSink.write, sink.pointer)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
            return sink.data
        }
    }

    /// The largest difference between the two pixels in any premultiplied channel (0…255): colours
    /// weighted by their alpha, so that fully transparent pixels of any colour are equal.
    package static func difference(_ a: Pixel, _ b: Pixel) -> Int {
        func weighted(_ channel: UInt8, _ alpha: UInt8) -> Int { (Int(channel) * Int(alpha) + 127) / 255 }
        return [abs(weighted(a.red, a.alpha) - weighted(b.red, b.alpha)), abs(weighted(a.green, a.alpha) - weighted(b.green, b.alpha)),
                abs(weighted(a.blue, a.alpha) - weighted(b.blue, b.alpha)), abs(Int(a.alpha) - Int(b.alpha))].max() ?? 0
    }

    /// The pixel at column `x`, row `y`, un-premultiplied; transparent black outside the image.
    package subscript(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        let word = words[y * width + x]
        let alpha = UInt32(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (word >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha))
    }
}

/// Feeds a PNG's bytes to Cairo's stream reader.
private final class PNGSource {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: buffer, from: source.data.startIndex + source.offset ..< source.data.startIndex + source.offset + count)
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

