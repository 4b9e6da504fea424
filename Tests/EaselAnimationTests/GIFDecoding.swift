import CGIF
import Foundation

/// A GIF decoded by giflib's own decoder (`DGifSlurp`), for checking what Easel's encoder wrote.
struct DecodedGIF {
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
        /// The frame's local palette, 0xRRGGBB.
        var palette: [UInt32]
        var indices: [UInt8]
    }

    var width: Int
    var height: Int
    var frames: [Frame]
    /// The loop count of the NETSCAPE2.0 extension (0: forever), if there is one.
    var loopCount: Int?

    init(path: String) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw DecodingError.giflib(error) }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw DecodingError.giflib(gif.pointee.Error) }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        frames = []
        loopCount = nil
        for imageIndex in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[imageIndex]
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(imageIndex), &control) == GIF_OK else { throw DecodingError.missingControl }
            var isNetscape = false
            for blockIndex in 0..<Int(saved.ExtensionBlockCount) {
                let block = saved.ExtensionBlocks[blockIndex]
                let bytes = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
                if block.Function == APPLICATION_EXT_FUNC_CODE {
                    isNetscape = bytes == Array("NETSCAPE2.0".utf8)
                } else if block.Function == CONTINUE_EXT_FUNC_CODE, isNetscape, bytes.count == 3, bytes[0] == 1 {
                    loopCount = Int(bytes[1]) | Int(bytes[2]) << 8
                }
            }
            let description = saved.ImageDesc
            guard let map = description.ColorMap else { throw DecodingError.missingPalette }
            let palette = (0..<Int(map.pointee.ColorCount)).map { index -> UInt32 in
                let color = map.pointee.Colors[index]
                return UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
            }
            let count = Int(description.Width * description.Height)
            frames.append(Frame(left: Int(description.Left), top: Int(description.Top), width: Int(description.Width),
                                height: Int(description.Height), delay: Int(control.DelayTime),
                                disposal: Int(control.DisposalMode),
                                transparentIndex: control.TransparentColor == NO_TRANSPARENT_COLOR ? nil : Int(control.TransparentColor),
                                palette: palette, indices: Array(UnsafeBufferPointer(start: saved.RasterBits, count: count))))
        }
    }

    /// The picture shown after each frame: frames drawn in order over the previous one (disposal 1),
    /// transparent pixels keeping what is below. 0xRRGGBB.
    var composited: [[UInt32]] {
        var canvas = [UInt32](repeating: 0, count: width * height)
        return frames.map { frame in
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let index = Int(frame.indices[y * frame.width + x])
                    guard index != frame.transparentIndex else { continue }
                    canvas[(frame.top + y) * width + frame.left + x] = frame.palette[index]
                }
            }
            return canvas
        }
    }

    enum DecodingError: Error {
        case giflib(Int32)
        case missingControl
        case missingPalette
    }
}
