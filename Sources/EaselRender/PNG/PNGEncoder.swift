import CDeflate
import CPangoCairo
import CPixelRows
import Foundation

/// Writes the pixels of a Cairo image surface (ARGB32, premultiplied) as a PNG file.
///
/// The file, chosen so that the pixels read back are the ones Cairo's own writer would give back:
/// 1. Colour type, the first that fits:
///    - indexed colour (type 3) when the picture has at most 256 colours (`PNGPalette`: the colours
///      in a `PLTE` chunk, their alphas in a `tRNS` chunk when some are not opaque, 1 to 8 bits a pixel);
///    - 8-bit RGB when every pixel is opaque;
///    - else 8-bit RGBA.
///    RGBA and the palette are not premultiplied: each colour channel `c` of a pixel with alpha `a`
///    becomes `(c × 255 + a / 2) / a` (Cairo's rounding), and a pixel with alpha 0 becomes 0, 0, 0, 0.
///    An index is one byte or less where RGB takes three: 28 of the 352 snapshot references have at most
///    256 colours, and their image data is 0.61 × as large indexed. Finding the colours stops at the
///    257th (about 1% of a 1200 × 630 card's render when it has more, `make bench` C1).
/// 2. Filter: none on every row. A PNG filter predicts each byte from its neighbours; on the flat colours
///    and antialiased edges of user interfaces, unfiltered rows compress best, because DEFLATE already
///    matches repeated pixels and repeated rows, while filtering turns every edge into noise. Over the
///    snapshot references and the pet poll, no filter gave smaller files than each single filter and
///    than libpng's adaptive choice, at every compression level, and it costs nothing to compute.
/// 3. Compression: the rows as one zlib stream, from the compressor `PNGCompression` chooses
///    (`ScanlineDeflate` or libdeflate), in one IDAT chunk after IHDR (and PLTE, tRNS) and before IEND.
///    No other chunks and no timestamps, so the same pixels always give the same bytes.
enum PNGEncoder {
    /// Rows of ARGB32 pixels (premultiplied, native byte order, as Cairo stores them).
    struct Pixels {
        let base: UnsafeRawPointer
        let width: Int
        let height: Int
        /// Bytes from one row to the next.
        let stride: Int

        init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
            (self.base, self.width, self.height, self.stride) = (base, width, height, stride)
        }

        /// The pixels of `surface`, an image surface in `CAIRO_FORMAT_ARGB32`, flushed first; valid
        /// while the surface lives.
        init(surface: OpaquePointer) throws {
            cairo_surface_flush(surface)
            guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
                  let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo("cannot read the pixels of the image surface")
            }
            self.init(base: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
                      height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
        }

        func row(_ y: Int) -> UnsafePointer<UInt32> {
            (base + y * stride).assumingMemoryBound(to: UInt32.self)
        }
    }

    /// `overwritingPixels`: the encoder may write its rows over the pixels (`rgbScanlinesOverwriting`),
    /// which then hold no picture; for pixels drawn to be encoded once.
    static func encode(_ pixels: Pixels, compression: PNGCompression, overwritingPixels: Bool = false) throws -> Data {
        let image = try imageData(pixels, compression: compression, overwritingPixels: overwritingPixels)
        var png = Data(capacity: image.zlib.count + 64)
        png.append(contentsOf: PNGImageData.signature)
        png.appendChunk("IHDR", image.header)
        if let palette = image.palette {
            png.appendChunk("PLTE", Data(palette.plte))
            let alphas = palette.trns
            if !alphas.isEmpty { png.appendChunk("tRNS", Data(alphas)) }
        }
        image.zlib.withUnsafeBytes { png.appendChunk("IDAT", $0) }
        png.appendChunk("IEND", Data())
        return png
    }

    /// Steps 1–3 without the file around them: the image data as one zlib stream, its header and its
    /// palette. `alwaysRGBA` writes RGBA rows whatever the pixels, as the frames of an animated PNG,
    /// which share one header, need.
    static func imageData(_ pixels: Pixels, compression: PNGCompression, alwaysRGBA: Bool = false,
                          overwritingPixels: Bool = false) throws -> PNGImageData {
        guard pixels.width > 0, pixels.height > 0 else {
            throw RenderError.emptyCanvas(width: Double(pixels.width), height: Double(pixels.height))
        }
        let colourType: PNGImageData.ColourType, palette: PNGPalette?, compressed: [UInt8]
        func compress(_ rows: UnsafeRawBufferPointer, bytesPerPixel: Int) throws -> [UInt8] {
            try compression.zlib(rows, rowLength: rows.count / pixels.height, bytesPerPixel: bytesPerPixel)
        }
        if alwaysRGBA {
            let rows = scanlines(pixels, opaque: false)
            (colourType, palette, compressed) = (.rgba, nil, try rows.withUnsafeBytes { try compress($0, bytesPerPixel: 4) })
        } else if let indexed = PNGPalette.scanlines(pixels) {
            (colourType, palette) = (.indexed(bitDepth: indexed.palette.bitDepth), indexed.palette)
            compressed = try indexed.bytes.withUnsafeBytes { try compress($0, bytesPerPixel: 1) }
        } else if overwritingPixels {
            let opaque = (0..<pixels.height).allSatisfy { easel_argb32_alpha(pixels.row($0), pixels.width) == 0xFF }
            (colourType, palette) = (opaque ? .rgb : .rgba, nil)
            compressed = opaque ? try compress(rgbScanlinesOverwriting(pixels), bytesPerPixel: 3)
                : try scanlines(pixels, opaque: false).withUnsafeBytes { try compress($0, bytesPerPixel: 4) }
        } else {
            let (rows, opaque) = scanlines(pixels)
            (colourType, palette) = (opaque ? .rgb : .rgba, nil)
            compressed = try rows.withUnsafeBytes { try compress($0, bytesPerPixel: opaque ? 3 : 4) }
        }
        return PNGImageData(width: UInt32(pixels.width), height: UInt32(pixels.height), colourType: colourType,
                            palette: palette, zlib: compressed)
    }

    /// The image's scanlines, RGB when every pixel is opaque: converted to RGB in one pass that checks
    /// the alpha of each row, and again to RGBA from the start when a row has a pixel that is not opaque.
    static func scanlines(_ pixels: Pixels) -> (bytes: RowBuffer, opaque: Bool) {
        if let rgb = opaqueScanlines(pixels) { return (rgb, true) }
        return (scanlines(pixels, opaque: false), false)
    }

    /// The RGB scanlines (each row a filter-type byte, 0, and its pixels), or nil as soon as a row holds
    /// a pixel that is not opaque: each row converted and its alphas checked in the same pass
    /// (`easel_argb32_to_rgb`, four pixels a byte shuffle on x86-64: 2.6 instructions a pixel, 6.4 before
    /// in Swift, whose 4-byte stores and separate alpha pass could not use it).
    private static func opaqueScanlines(_ pixels: Pixels) -> RowBuffer? {
        let rowLength = 1 + pixels.width * 3
        let rows = RowBuffer(count: rowLength * pixels.height)
        guard let base = rows.mutableBytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return rows }
        for y in 0..<pixels.height {
            base[y * rowLength] = 0
            guard easel_argb32_to_rgb(pixels.row(y), pixels.width, base + y * rowLength + 1) == 0xFF else { return nil }
        }
        return rows
    }

    /// The opaque `pixels` as RGB scanlines written over their own memory, which then holds no picture: a
    /// process that encodes one large picture needs no second buffer as large (the poll at 3×: 8.9 MB the
    /// kernel zeroed, 4.6% of `easel poll`'s CPU). Row y's bytes start at y × (1 + 3 × width), never after
    /// its pixels (4 × width bytes a row), so every write lands on pixels already read; a row whose bytes
    /// would start one past its pixels (row 0, or every row of an image 1 pixel wide) is converted from
    /// a copy.
    private static func rgbScanlinesOverwriting(_ pixels: Pixels) -> UnsafeRawBufferPointer {
        let rowLength = 1 + pixels.width * 3
        precondition(pixels.stride >= pixels.width * 4, "ARGB32 rows are at least 4 bytes a pixel")
        let base = UnsafeMutableRawPointer(mutating: pixels.base)
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: pixels.width)
        copy.initialize(repeating: 0, count: pixels.width)
        defer { copy.deallocate() }
        for y in 0..<pixels.height {
            var source = pixels.row(y)
            if y * rowLength + 1 > y * pixels.stride {
                copy.update(from: source, count: pixels.width)
                source = UnsafePointer(copy)
            }
            _ = easel_argb32_to_rgb(source, pixels.width, (base + y * rowLength + 1).assumingMemoryBound(to: UInt8.self))
            base.storeBytes(of: 0, toByteOffset: y * rowLength, as: UInt8.self)
        }
        base.bindMemory(to: UInt8.self, capacity: rowLength * pixels.height)
        return UnsafeRawBufferPointer(start: base, count: rowLength * pixels.height)
    }

    /// The image's scanlines: each row a filter-type byte (0, none) and its pixels as RGB or RGBA bytes.
    static func scanlines(_ pixels: Pixels, opaque: Bool) -> RowBuffer {
        let channels = opaque ? 3 : 4
        let rowLength = 1 + pixels.width * channels
        // Zero-filled, so transparent pixels (0, 0, 0, 0) and the filter bytes need no writing.
        let rows = RowBuffer(count: rowLength * pixels.height)
        rows.mutableBytes.initializeMemory(as: UInt8.self, repeating: 0)
        if let base = rows.mutableBytes.baseAddress?.assumingMemoryBound(to: UInt8.self) {
            for y in 0..<pixels.height {
                let source = pixels.row(y)
                let target = base + y * rowLength + 1
                if opaque {
                    _ = easel_argb32_to_rgb(source, pixels.width, target)
                } else {
                    writeRGBA(source, pixels.width, target)
                }
            }
        }
        return rows
    }

    /// The pixels as un-premultiplied RGBA bytes, row after row with no filter bytes (as step 1 writes
    /// them), for encoders that take RGBA (WebP).
    static func unpremultipliedRGBA(_ pixels: Pixels) -> [UInt8] {
        let rowLength = pixels.width * 4
        return zeroedBytes(count: rowLength * pixels.height) { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<pixels.height { writeRGBA(pixels.row(y), pixels.width, base + y * rowLength) }
        }
    }

    /// `count` zero bytes, on huge pages when there are many (`HugePages`), then filled in by `fill`.
    private static func zeroedBytes(count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: 0)
            fill(buffer)
            initialized = count
        }
    }

    /// One pixel un-premultiplied as `writeRGBA` writes it, computed rather than looked up: a palette
    /// (at most 256 colours) does not pay for the 64 KB table (2M instructions, 3% of a tiny render's
    /// process).
    static func unpremultiply(_ pixel: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = pixel >> 24
        guard alpha != 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let value = pixel >> shift & 0xFF
            return UInt8(truncatingIfNeeded: alpha == 0xFF ? value : (value * 255 + alpha / 2) / alpha)
        }
        return (channel(16), channel(8), channel(0), UInt8(truncatingIfNeeded: alpha))
    }

    private static func writeRGBA(_ source: UnsafePointer<UInt32>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>) {
        unpremultiplied.withUnsafeBufferPointer { table in
            var out = target
            for x in 0..<count {
                let pixel = source[x]
                let alpha = Int(pixel >> 24)
                if alpha == 0xFF {
                    out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    out[2] = UInt8(truncatingIfNeeded: pixel)
                    out[3] = 0xFF
                } else if alpha != 0 {
                    let row = alpha << 8
                    out[0] = table[row | Int(pixel >> 16 & 0xFF)]
                    out[1] = table[row | Int(pixel >> 8 & 0xFF)]
                    out[2] = table[row | Int(pixel & 0xFF)]
                    out[3] = UInt8(truncatingIfNeeded: alpha)
                }
                out += 4
            }
        }
    }

    /// `table[a × 256 + c]`: the colour channel `c` of a premultiplied pixel with alpha `a`, divided by
    /// the alpha as Cairo's writer divides it (truncated to a byte, as Cairo stores it, for the invalid
    /// case `c > a`).
    private static let unpremultiplied: [UInt8] = (0..<256 * 256).map { index in
        let (alpha, channel) = (index >> 8, index & 0xFF)
        guard alpha > 0 else { return 0 }
        return UInt8(truncatingIfNeeded: (channel * 255 + alpha / 2) / alpha)
    }
}

/// A libdeflate compressor at one level, freed with its owner. Not thread-safe: use it on one thread.
final class Deflater {
    private let compressor: OpaquePointer

    init(level: Int32) throws {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError.pngEncoding("cannot allocate a compressor") // only when out of memory
        }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// `input` as a zlib stream.
    func zlib(_ input: UnsafeRawBufferPointer) throws -> [UInt8] {
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var failed = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
            failed = count == 0
        }
        guard !failed else { throw RenderError.pngEncoding("the compressed image does not fit its buffer") }
        return output
    }
}

/// A PNG's image data and what its header says of it: what `PNGEncoder` writes between the signature
/// and `IEND`, for writers that wrap it in chunks of their own (an animated PNG's frames).
package struct PNGImageData: Sendable {
    /// The colour types `PNGEncoder` writes.
    package enum ColourType: Equatable, Sendable {
        /// Type 2, 8 bits a channel.
        case rgb
        /// Type 6, 8 bits a channel.
        case rgba
        /// Type 3: indices of `bitDepth` bits (1, 2, 4 or 8) into a palette.
        case indexed(bitDepth: UInt8)
    }

    package let width: UInt32
    package let height: UInt32
    package let colourType: ColourType
    /// The colours an indexed image's rows point into (its `PLTE` and `tRNS` chunks); nil for RGB and RGBA.
    let palette: PNGPalette?
    /// The scanlines (filter type 0 on every row) as one zlib stream.
    package let zlib: [UInt8]

    /// The 8 bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The IHDR chunk's data: size, bit depth, the colour type, deflate, filtering method 0, no interlace.
    package var header: Data {
        let (depth, type): (UInt8, UInt8) = switch colourType {
        case .rgb: (8, 2)
        case .rgba: (8, 6)
        case .indexed(let bitDepth): (bitDepth, 3)
        }
        var header = Data()
        header.appendBigEndian(width)
        header.appendBigEndian(height)
        header.append(contentsOf: [depth, type, 0, 0, 0])
        return header
    }
}

extension Data {
    package mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: the data's length, the type, the data, and the CRC-32 of type and data.
    package mutating func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count))
        append(contentsOf: typeBytes)
        if let base = data.baseAddress { append(base.assumingMemoryBound(to: UInt8.self), count: data.count) }
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = libdeflate_crc32(crc, data.baseAddress, data.count)
        appendBigEndian(crc)
    }

    package mutating func appendChunk(_ type: String, _ data: Data) {
        data.withUnsafeBytes { appendChunk(type, $0) }
    }
}
