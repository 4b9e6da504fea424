import CPangoCairo
import Foundation

/// A decoded PNG: its pixels, row by row from the top-left, for image comparisons and tests.
///
/// Rules:
/// 1. Any PNG Cairo's reader accepts (grey, palette, RGB, with or without alpha, 8 or 16 bits per
///    channel) decodes to 8 bits per channel of red, green, blue and alpha.
/// 2. Pixels are kept as Cairo's ARGB32 words: alpha in the top byte, then red, green and blue, each
///    premultiplied by alpha. Two pixels that look the same therefore have the same word, whatever colour
///    a fully transparent pixel was given.
/// 3. `subscript(x:y:)` un-premultiplies; outside the image it reads transparent black.
public struct RasterImage: Equatable, Sendable {
    /// One pixel, 0…255 per channel, not premultiplied.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// The pixel as a premultiplied ARGB32 word.
        var word: UInt32 {
            let alpha = UInt32(alpha)
            func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
            return alpha << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
        }
    }

    public let width: Int
    public let height: Int
    /// The premultiplied ARGB32 words, `width` per row.
    package let words: [UInt32]

    /// Decodes `png` with Cairo's PNG reader; throws `RenderError.cairo` when it is not a PNG Cairo reads.
    public init(png: Data) throws {
        let source = PNGSource(data: png)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(PNGSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw RenderError.cairo("cannot decode PNG") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot decode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        // Opaque PNGs decode to RGB24, whose top byte is undefined: paint onto ARGB32 to get alpha.
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
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
        guard let base = cairo_image_surface_get_data(converted) else { throw RenderError.cairo("cannot read the decoded pixels") }
        let stride = Int(cairo_image_surface_get_stride(converted))
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBytes { pixels in
            guard let pixels = pixels.baseAddress else { return }
            for y in 0..<height { (pixels + y * width * 4).copyMemory(from: base + y * stride, byteCount: width * 4) }
        }
        self.init(width: width, height: height, words: words)
    }

    /// An image of `width × height` pixels from `pixel(x, y)`.
    public init(width: Int, height: Int, pixel: (Int, Int) -> Pixel) {
        let (width, height) = (max(width, 0), max(height, 0))
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { words.append(pixel(x, y).word) }
        }
        self.init(width: width, height: height, words: words)
    }

    /// An image from premultiplied ARGB32 words, `width` per row; `words` must hold `width × height`.
    package init(width: Int, height: Int, words: [UInt32]) {
        precondition(width >= 0 && height >= 0 && words.count == width * height, "\(words.count) words for \(width) × \(height)")
        (self.width, self.height, self.words) = (width, height, words)
    }

    /// The image encoded as a PNG by Cairo.
    public func pngData() throws -> Data {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard width > 0, height > 0, stride > 0 else { throw RenderError.emptyCanvas(width: Double(width), height: Double(height)) }
        var buffer = [UInt8](repeating: 0, count: stride * height)
        return try buffer.withUnsafeMutableBytes { raw -> Data in
            guard let base = raw.baseAddress else { throw RenderError.cairo("cannot allocate a buffer") }
            words.withUnsafeBytes { pixels in
                guard let pixels = pixels.baseAddress else { return }
                for y in 0..<height { (base + y * stride).copyMemory(from: pixels + y * width * 4, byteCount: width * 4) }
            }
            guard let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                   Int32(width), Int32(height), Int32(stride)) else {
                throw RenderError.cairo("cannot create a surface")
            }
            defer { cairo_surface_destroy(surface) }
            let sink = DataSink()
            let status = withExtendedLifetime(sink) { cairo_surface_write_to_png_stream(surface, DataSink.write, sink.pointer) }
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
            return sink.data
        }
    }

    /// The pixel at column `x`, row `y`, un-premultiplied; transparent black outside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        return Self.pixel(words[y * width + x])
    }

    /// The un-premultiplied pixel of a premultiplied ARGB32 word.
    static func pixel(_ word: UInt32) -> Pixel {
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
