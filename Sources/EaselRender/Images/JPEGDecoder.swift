import CJPEG
import EaselCore
import Foundation

/// Decodes a JPEG with libjpeg-turbo (TurboJPEG) into upright pixels.
///
/// Rules: TurboJPEG's header gives the size, checked against the pixel limit before a pixel buffer is
/// allocated; the pixels are decoded to BGRA (opaque: alpha 255) with the accurate DCT; any decoder
/// warning, a truncated file among them, is an error (a half-grey photo is not drawn); then the EXIF
/// orientation (`ExifOrientation`, read from the APP1 segment by `ImageHeader`) turns them upright.
enum JPEGDecoder {
    static func decode(_ bytes: [UInt8], orientation: ExifOrientation, maximumPixels: Int) throws -> PixelBuffer {
        guard let handle = tjInitDecompress() else { throw ImageDecodingError.failed("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else { throw ImageDecodingError.failed(String(cString: tjGetErrorStr2(handle))) }
        try ImageDecodingError.check(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(source.count), target.baseAddress, width, 0, height,
                              Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
            }
        }
        guard status == 0 else { throw ImageDecodingError.failed(String(cString: tjGetErrorStr2(handle))) }
        return PixelBuffer(width: Int(width), height: Int(height), bytes: pixels).turnedUpright(orientation)
    }
}
