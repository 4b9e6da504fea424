import CGIF
import Foundation

/// One frame's image block as giflib writes it — the image descriptor (its rectangle), its local
/// palette, the LZW minimum code size and the LZW-compressed indices in sub-blocks with their
/// terminator — compressed on a giflib handle of its own, so that frames compress in parallel and the
/// blocks are written in order by `GIFFileWriter`.
///
/// giflib writes an image the same way on any handle without a global palette: its bytes depend only
/// on the rectangle, the palette and the indices (the LZW state starts afresh with each image).
struct GIFImageBlock: Sendable {
    /// The size of the whole picture in pixels.
    let canvasWidth: Int, canvasHeight: Int
    /// The index that leaves the pixel below unchanged, if any.
    let transparentIndex: Int?
    let bytes: [UInt8]

    init(_ frame: GIFFrame) throws {
        (canvasWidth, canvasHeight, transparentIndex) = (frame.canvasWidth, frame.canvasHeight, frame.transparentIndex)
        bytes = try GIFImageCompressor().compress(frame)
    }
}

/// Owns a giflib handle that writes into memory; use it on one task.
private final class GIFImageCompressor {
    private var bytes: [UInt8] = []

    /// giflib's output function: appends `length` bytes to the compressor's buffer.
    private static let write: OutputFunc = { gif, data, length in
        guard let gif, let data, length >= 0, let user = gif.pointee.UserData else { return 0 }
        Unmanaged<GIFImageCompressor>.fromOpaque(user).takeUnretainedValue().bytes
            .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }

    func compress(_ frame: GIFFrame) throws -> [UInt8] {
        try withExtendedLifetime(self) {
            var error: Int32 = 0
            guard let gif = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), Self.write, &error) else {
                throw AnimationError.encodingFailed(GIFFileWriter.message(error))
            }
            defer { EGifCloseFile(gif, nil) }
            let colors = frame.palette.map {
                GifColorType(Red: GifByteType($0 >> 16 & 0xFF), Green: GifByteType($0 >> 8 & 0xFF), Blue: GifByteType($0 & 0xFF))
            }
            guard let map = GifMakeMapObject(Int32(colors.count), colors) else {
                throw AnimationError.encodingFailed("giflib refused a palette of \(colors.count) colours")
            }
            defer { GifFreeMapObject(map) }
            guard EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height), false, map) == GIF_OK else {
                throw AnimationError.encodingFailed(GIFFileWriter.message(gif.pointee.Error))
            }
            var indices = frame.indices // giflib masks the line in place
            guard EGifPutLine(gif, &indices, Int32(indices.count)) == GIF_OK else {
                throw AnimationError.encodingFailed(GIFFileWriter.message(gif.pointee.Error))
            }
            // Closing the handle appends a trailer, which is not part of the image.
            return bytes
        }
    }
}
