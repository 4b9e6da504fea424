import CGIF
import Foundation

/// Writes a looping GIF89a with giflib, frame by frame, into a `StreamingFile`.
///
/// The file: a logical screen of the first frame's canvas size with no global palette; the NETSCAPE2.0
/// application extension with a loop count of 0 (loop forever); then per frame a graphic control
/// extension (disposal "do not dispose", so the next frame draws over this one; the delay in
/// hundredths; the transparent index, if any) and the image block, compressed beforehand by
/// `GIFImageBlock`: its rectangle, its local palette and its LZW-compressed indices. `finish()` writes
/// the trailer.
///
/// Owns giflib's `GifFileType`; use it on one task.
final class GIFFileWriter {
    private let output: GIFOutput
    private var gif: UnsafeMutablePointer<GifFileType>?

    init(file: StreamingFile) {
        output = GIFOutput(file: file)
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Appends `image`, shown for `delay` hundredths of a second.
    func write(_ image: GIFImageBlock, delay: Int) throws {
        let gif = try opened(width: image.canvasWidth, height: image.canvasHeight)
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(max(delay, 0), 65535)),
                                           TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), gif)
        try image.bytes.withUnsafeBytes { try output.file.write($0) }
    }

    /// Writes the trailer and closes giflib's file.
    func finish() throws {
        guard let gif else { throw AnimationError.encodingFailed("a GIF needs at least one frame") }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw AnimationError.encodingFailed(Self.message(error)) }
        try output.rethrow()
    }

    /// giflib's file, opened with the screen and loop extension on first use.
    private func opened(width: Int, height: Int) throws -> UnsafeMutablePointer<GifFileType> {
        if let gif { return gif }
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), GIFOutput.write, &error) else {
            throw AnimationError.encodingFailed(Self.message(error))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), gif)
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif)
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), gif)
        try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [GifByteType]), gif)
        try check(EGifPutExtensionTrailer(gif), gif)
        return gif
    }

    private func check(_ status: Int32, _ gif: UnsafeMutablePointer<GifFileType>) throws {
        try output.rethrow()
        guard status == GIF_OK else { throw AnimationError.encodingFailed(Self.message(gif.pointee.Error)) }
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Receives the bytes giflib writes and appends them to the file, keeping the first write error.
private final class GIFOutput {
    let file: StreamingFile
    var error: Error?

    init(file: StreamingFile) { self.file = file }

    func rethrow() throws {
        if let error { throw error }
    }

    /// giflib's output function: appends `length` bytes; returns fewer on failure, which giflib reports.
    static let write: OutputFunc = { gif, bytes, length in
        guard let gif, let bytes, length >= 0, let user = gif.pointee.UserData else { return 0 }
        let output = Unmanaged<GIFOutput>.fromOpaque(user).takeUnretainedValue()
        guard output.error == nil else { return 0 }
        do {
            try output.file.write(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
        } catch {
            output.error = error
            return 0
        }
        return length
    }
}
