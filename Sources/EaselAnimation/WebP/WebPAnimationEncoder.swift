import CWebP
import EaselRender
import Foundation

/// One libwebp animation encoder (`WebPAnimEncoder`), freed with its owner. Use it on one task.
///
/// Settings: loop forever (loop count 0, as the GIF loops); key frames where libwebp places them by
/// default; no mixed lossy/lossless frames and no size minimisation (both search, and cost several
/// encodes a frame); every frame at `WebPEncoder.configuration(quality:)`, on one thread, so the bytes
/// depend only on the frames, their times and the quality.
final class WebPAnimationEncoder {
    private let encoder: OpaquePointer
    private var config: WebPConfig
    let width: Int, height: Int

    init(width: Int, height: Int, quality: Int) throws {
        do {
            try WebPEncoder.checkSize(width: width, height: height)
        } catch let error as RenderError {
            throw AnimationError.encodingFailed(error.description)
        }
        config = try Self.wrapped { try WebPEncoder.configuration(quality: quality) }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION) != 0 else {
            throw AnimationError.encodingFailed("cannot set up the WebP animation encoder (libwebp version mismatch)")
        }
        options.anim_params.loop_count = 0
        (options.allow_mixed, options.minimize_size, options.verbose) = (0, 0, 0)
        guard let encoder = WebPAnimEncoderNewInternal(Int32(width), Int32(height), &options, WEBP_MUX_ABI_VERSION) else {
            throw AnimationError.encodingFailed("cannot start the WebP animation encoder (out of memory)")
        }
        (self.encoder, self.width, self.height) = (encoder, width, height)
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame of un-premultiplied RGBA bytes, shown from `milliseconds`.
    func add(_ rgba: [UInt8], milliseconds: Int) throws {
        guard rgba.count == width * height * 4 else {
            throw AnimationError.encodingFailed("a frame of the animated WebP is not \(width) × \(height) pixels")
        }
        let picture = try Self.wrapped { try WebPPictureBox(rgba: rgba, width: width, height: height, argb: true) }
        guard WebPAnimEncoderAdd(encoder, &picture.picture, Int32(milliseconds), &config) != 0 else {
            throw AnimationError.encodingFailed("WebP: \(errorMessage)")
        }
    }

    /// Ends the last frame at `milliseconds` and hands the whole file to `write`.
    func finish(milliseconds: Int, write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(milliseconds), nil) != 0 else {
            throw AnimationError.encodingFailed("WebP: \(errorMessage)")
        }
        var data = WebPData(bytes: nil, size: 0)
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimationError.encodingFailed("WebP: \(errorMessage)")
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: bytes)) }
        try write(UnsafeRawBufferPointer(start: bytes, count: data.size))
    }

    private var errorMessage: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "the animation encoder failed"
    }

    /// `body`'s result, a `RenderError` turned into an `AnimationError.encodingFailed`.
    private static func wrapped<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as RenderError { throw AnimationError.encodingFailed(error.description) }
    }
}
