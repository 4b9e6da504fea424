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
    private let words: [UInt32]

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
