import CWebP
import Foundation

/// Decodes a WebP (lossy, lossless, with alpha, or animated: its first frame) with libwebp's animation
/// decoder, which reads still files too, straight into premultiplied BGRA (`MODE_bgrA`, Cairo's layout).
///
/// Rules: the canvas size libwebp reads from the header is checked against the pixel limit before the
/// decoder allocates its canvas; a file libwebp cannot parse, or whose first frame cannot be decoded,
/// is an error.
enum WebPDecoder {
    static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> PixelBuffer {
        var (width, height): (Int32, Int32) = (0, 0)
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0 else { throw ImageDecodingError.failed("libwebp cannot read the WebP header") }
        try ImageDecodingError.check(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        return try bytes.withUnsafeBufferPointer { source in
            var data = WebPData(bytes: source.baseAddress, size: source.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw ImageDecodingError.failed("libwebp's version does not match") }
            options.color_mode = MODE_bgrA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw ImageDecodingError.failed("libwebp cannot parse the file") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw ImageDecodingError.failed("libwebp cannot read the file's canvas") }
            let (canvasWidth, canvasHeight) = (Int(info.canvas_width), Int(info.canvas_height))
            try ImageDecodingError.check(width: canvasWidth, height: canvasHeight, maximumPixels: maximumPixels)
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
                throw ImageDecodingError.failed("libwebp cannot decode the first frame")
            }
            let pixels = Array(UnsafeBufferPointer(start: frame, count: canvasWidth * canvasHeight * 4))
            return PixelBuffer(width: canvasWidth, height: canvasHeight, bytes: pixels)
        }
    }
}
