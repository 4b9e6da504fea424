import CGIF
import Foundation

/// Decodes the first frame of a GIF with giflib, onto a transparent canvas of the logical screen's size.
///
/// Rules: records are read one by one (never `DGifSlurp`, which would decode every frame): extensions
/// are skipped but for the graphic control extension before the first image, whose transparent colour
/// index is kept; the first image's size is checked against the pixel limit before its indices are
/// allocated, its rows are read in interlaced order when flagged, and each index maps through the local
/// colour table, else the global one (an index past the table, or the transparent one, stays
/// transparent). The part of the frame outside the screen is cut off.
enum GIFDecoder {
    static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> PixelBuffer {
        let source = GIFByteSource(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), GIFByteSource.read, &error) else {
            throw ImageDecodingError.failed("giflib cannot open the file (error \(error))")
        }
        defer { DGifCloseFile(gif, nil) }
        return try withExtendedLifetime(source) {
            let (screenWidth, screenHeight) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
            guard screenWidth > 0, screenHeight > 0 else { throw ImageDecodingError.failed("the GIF's screen has no area") }
            try ImageDecodingError.check(width: screenWidth, height: screenHeight, maximumPixels: maximumPixels)
            var transparentIndex = -1
            while true {
                var record = UNDEFINED_RECORD_TYPE
                guard DGifGetRecordType(gif, &record) == GIF_OK else { throw failure(gif) }
                switch record {
                case EXTENSION_RECORD_TYPE:
                    var code: Int32 = 0
                    var block: UnsafeMutablePointer<GifByteType>?
                    guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure(gif) }
                    if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4, block[1] & 1 != 0 { transparentIndex = Int(block[4]) }
                    while block != nil {
                        guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure(gif) }
                    }
                case IMAGE_DESC_RECORD_TYPE:
                    guard DGifGetImageDesc(gif) == GIF_OK else { throw failure(gif) }
                    return try firstFrame(gif, screenWidth: screenWidth, screenHeight: screenHeight,
                                          transparentIndex: transparentIndex, maximumPixels: maximumPixels)
                case TERMINATE_RECORD_TYPE:
                    throw ImageDecodingError.failed("the GIF has no frame")
                default:
                    break
                }
            }
        }
    }

    private static func firstFrame(_ gif: UnsafeMutablePointer<GifFileType>, screenWidth: Int, screenHeight: Int,
                                   transparentIndex: Int, maximumPixels: Int) throws -> PixelBuffer {
        let image = gif.pointee.Image
        let (left, top, width, height) = (Int(image.Left), Int(image.Top), Int(image.Width), Int(image.Height))
        guard width > 0, height > 0 else { throw ImageDecodingError.failed("the GIF's first frame has no area") }
        try ImageDecodingError.check(width: width, height: height, maximumPixels: maximumPixels)
        var indices = [GifPixelType](repeating: 0, count: width * height)
        let rows: [Int] = image.Interlace
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
            : Array(0..<height)
        try indices.withUnsafeMutableBufferPointer { buffer in
            for row in rows {
                guard DGifGetLine(gif, buffer.baseAddress! + row * width, Int32(width)) == GIF_OK else { throw failure(gif) }
            }
        }
        guard let colorMap = image.ColorMap ?? gif.pointee.SColorMap, let colors = colorMap.pointee.Colors else {
            throw ImageDecodingError.failed("the GIF has no colour table")
        }
        let colorCount = Int(colorMap.pointee.ColorCount)
        var pixels = [UInt8](repeating: 0, count: screenWidth * screenHeight * 4)
        // The part of the frame on the screen; none when the frame lies past its edge.
        let (firstRow, firstColumn) = (max(0, top), max(0, left))
        let (endRow, endColumn) = (max(firstRow, min(screenHeight, top + height)), max(firstColumn, min(screenWidth, left + width)))
        for y in firstRow..<endRow {
            for x in firstColumn..<endColumn {
                let index = Int(indices[(y - top) * width + (x - left)])
                guard index != transparentIndex, index < colorCount else { continue }
                let color = colors[index], at = (y * screenWidth + x) * 4
                (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]) = (color.Blue, color.Green, color.Red, 255)
            }
        }
        return PixelBuffer(width: screenWidth, height: screenHeight, bytes: pixels)
    }

    private static func failure(_ gif: UnsafeMutablePointer<GifFileType>) -> ImageDecodingError {
        let message = GifErrorString(gif.pointee.Error).map { String(cString: $0) } ?? "error \(gif.pointee.Error)"
        return ImageDecodingError.failed("giflib: \(message)")
    }
}

/// The bytes giflib reads, through its input function. Use it on one thread.
private final class GIFByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// giflib's input function: copies up to `count` bytes to `buffer`, answering how many.
    static let read: InputFunc = { gif, buffer, count in
        guard let gif, let buffer, let user = gif.pointee.UserData, count > 0 else { return 0 }
        let source = Unmanaged<GIFByteSource>.fromOpaque(user).takeUnretainedValue()
        let available = min(Int(count), source.bytes.count - source.offset)
        source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: available) }
        source.offset += available
        return Int32(available)
    }
}
