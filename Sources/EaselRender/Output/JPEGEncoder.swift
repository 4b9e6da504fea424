import CJPEG
import CPangoCairo
import Foundation

/// Encodes a Cairo ARGB32 surface as a baseline JPEG with libjpeg-turbo (TurboJPEG): 4:2:0 chroma
/// subsampling, the accurate DCT, at `quality` 1…100. JPEG has no alpha, so the pixels are first
/// composited over white (premultiplied colour plus 255 − alpha), as a browser shows a transparent
/// PNG on a white page. The bytes depend only on the pixels and the quality.
enum JPEGEncoder {
    /// The quality a JPEG is written at unless asked otherwise.
    static let defaultQuality = 90

    static func encode(surface: OpaquePointer, quality: Int) throws -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw RenderError.cairo("cannot read the pixels to encode as JPEG")
        }
        // Cairo's ARGB32 is a native-endian word: B, G, R, A in memory on little-endian machines.
        var flattened = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let (source, target) = (row + x * 4, (y * width + x) * 4)
                let coverage = 255 - Int(source[3])
                for channel in 0..<3 { flattened[target + channel] = UInt8(min(255, Int(source[channel]) + coverage)) }
                flattened[target + 3] = 255
            }
        }
        let encoder = TurboJPEGCompressor()
        return try encoder.compress(flattened, width: width, height: height, quality: min(100, max(1, quality)))
    }
}

/// One TurboJPEG compressor handle, freed with its owner. Use it on one thread.
private final class TurboJPEGCompressor {
    private let handle: tjhandle?

    init() { handle = tjInitCompress() }

    deinit { if let handle { tjDestroy(handle) } }

    func compress(_ bgrx: [UInt8], width: Int, height: Int, quality: Int) throws -> Data {
        guard let handle else { throw RenderError.cairo("cannot start the JPEG encoder") }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = bgrx.withUnsafeBufferPointer { source in
            tjCompress2(handle, source.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_BGRX.rawValue), &buffer, &size,
                        Int32(TJSAMP_420.rawValue), Int32(quality), TJFLAG_ACCURATEDCT)
        }
        defer { if let buffer { tjFree(buffer) } }
        guard status == 0, let buffer else {
            throw RenderError.cairo("JPEG encoding failed: \(String(cString: tjGetErrorStr2(handle)))")
        }
        return Data(bytes: buffer, count: Int(size))
    }
}
