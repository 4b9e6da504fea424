import CWebP
import Foundation

/// Encodes pixels as a WebP with libwebp, lossy at `quality` 1…99 or lossless at quality 100.
///
/// Rules:
/// 1. The input is Cairo's premultiplied ARGB, un-premultiplied to RGBA as the PNG encoder does it
///    (`PNGEncoder.unpremultipliedRGBA`), so WebP keeps the transparency PNG keeps; a picture with no
///    pixel that is not opaque gets no alpha channel.
/// 2. Quality 100 means lossless (libwebp's lossless mode at its default effort, 4 of 6): libwebp's lossy
///    mode at 100 is still lossy and larger than lossless on flat user-interface pictures, so the top of
///    the scale asks for the exact pixels. Below 100 the lossy encoder runs at that quality with the
///    default preset and method (4), as `cwebp -q N` does.
/// 3. One thread (`thread_level` 0) and no timestamps or metadata: the bytes depend only on the pixels and
///    the quality.
/// 4. WebP's sides are at most 16383 pixels; a larger picture is refused before encoding.
package enum WebPEncoder {
    /// The largest side a WebP can have, in pixels.
    package static let maximumSide = Int(WEBP_MAX_DIMENSION)

    /// The quality at and above which a WebP is lossless.
    package static let losslessQuality = 100

    /// libwebp's settings for `quality` (rule 2), on one thread (rule 3).
    package static func configuration(quality: Int) throws -> WebPConfig {
        var config = WebPConfig()
        let clamped = min(100, max(1, quality))
        guard WebPConfigInitInternal(&config, WEBP_PRESET_DEFAULT, Float(clamped), WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.cairo("cannot set up the WebP encoder (libwebp version mismatch)")
        }
        if clamped >= losslessQuality {
            config.lossless = 1
            config.quality = 75
        }
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw RenderError.cairo("the WebP encoder refused its settings") }
        return config
    }

    /// Throws `RenderError.formatLimit` when a side is over WebP's limit (rule 4).
    package static func checkSize(width: Int, height: Int) throws {
        guard width <= maximumSide, height <= maximumSide else {
            throw RenderError.formatLimit("a WebP is at most \(maximumSide) pixels a side; this picture is \(width) × \(height) pixels")
        }
    }

    /// A WebP file of the `width × height` un-premultiplied RGBA bytes `rgba`.
    package static func encode(rgba: [UInt8], width: Int, height: Int, quality: Int) throws -> Data {
        try checkSize(width: width, height: height)
        var config = try configuration(quality: quality)
        let picture = try WebPPictureBox(rgba: rgba, width: width, height: height, argb: config.lossless != 0)
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writer in
            picture.picture.writer = WebPMemoryWrite
            picture.picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture.picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            throw RenderError.cairo("WebP encoding failed (libwebp error \(picture.picture.error_code.rawValue))")
        }
        return Data(bytes: bytes, count: writer.size)
    }

    /// Cairo's premultiplied ARGB words (`width` a row) as un-premultiplied RGBA bytes, as `encode` takes them.
    package static func rgba(premultiplied words: [UInt32], width: Int, height: Int) -> [UInt8] {
        words.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return [] }
            return PNGEncoder.unpremultipliedRGBA(PNGEncoder.Pixels(base: base, width: width, height: height, stride: width * 4))
        }
    }

    /// `encode` for a Cairo ARGB32 image surface.
    static func encode(surface: OpaquePointer, quality: Int) throws -> Data {
        let pixels = try PNGEncoder.Pixels(surface: surface)
        return try encode(rgba: PNGEncoder.unpremultipliedRGBA(pixels), width: pixels.width, height: pixels.height, quality: quality)
    }
}

/// One libwebp picture holding imported RGBA pixels, freed with its owner. Use it on one thread.
package final class WebPPictureBox {
    package var picture = WebPPicture()

    /// A picture of the `width × height` un-premultiplied RGBA bytes `rgba`, ARGB inside (as lossless and
    /// the animation encoder want it) when `argb`, else YUV.
    package init(rgba: [UInt8], width: Int, height: Int, argb: Bool) throws {
        guard WebPPictureInitInternal(&picture, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.cairo("cannot set up a WebP picture (libwebp version mismatch)")
        }
        (picture.width, picture.height, picture.use_argb) = (Int32(width), Int32(height), argb ? 1 : 0)
        let imported = rgba.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw RenderError.cairo("cannot hand the pixels to the WebP encoder (out of memory)") }
    }

    /// Frees the picture; it runs also when `init` throws, as every stored property has its value.
    deinit { WebPPictureFree(&picture) }
}
