import CPangoCairo
import Foundation

/// Decodes a PNG with Cairo's reader (libpng) into premultiplied ARGB32 pixels: every colour type and
/// bit depth, palettes and transparency included, as Cairo has always drawn Easel's PNGs. The size in
/// the header was checked against the pixel limit before this is called (`ImageFiles`).
enum PNGDecoder {
    static func decode(_ bytes: [UInt8]) throws -> PixelBuffer {
        let source = PNGByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(PNGByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw ImageDecodingError.failed("out of memory") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw ImageDecodingError.failed(String(cString: cairo_status_to_string(status))) }
        return try PixelBuffer(surface: surface)
    }
}

extension PixelBuffer {
    /// The pixels of an ARGB32 Cairo image surface.
    init(surface: OpaquePointer) throws {
        cairo_surface_flush(surface)
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { throw ImageDecodingError.failed("no pixels") }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width * 4 { bytes[y * width * 4 + x] = row[x] }
            if opaque { for x in 0..<width { bytes[(y * width + x) * 4 + 3] = 255 } }
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// A new Cairo image surface holding the pixels; the caller destroys it.
    func makeSurface() throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw ImageDecodingError.failed("out of memory")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageDecodingError.failed("out of memory")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height { (data + y * stride).update(from: source.baseAddress! + y * width * 4, count: width * 4) }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// The bytes Cairo's PNG reader reads. Use it on one thread.
private final class PNGByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Cairo's read function: exactly `length` bytes, or a read error.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue()
        guard source.bytes.count - source.offset >= Int(length) else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + source.offset, count: Int(length)) }
        source.offset += Int(length)
        return CAIRO_STATUS_SUCCESS
    }
}
