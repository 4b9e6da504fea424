import Foundation

/// Why an image file could not be decoded (the painter reports it as `RenderError.unreadableImage`).
enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The library refused the bytes.
    case failed(String)
    /// The picture has more pixels than the limit allows; refused before decoding.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The file has more bytes than the limit allows; refused before reading.
    case tooLarge(bytes: Int, limit: Int)

    var description: String {
        switch self {
        case .failed(let reason): reason
        case .tooManyPixels(let width, let height, let limit):
            "a picture of \(width) × \(height) pixels, over the limit of \(limit) pixels (raise it with --max-pixels)"
        case .tooLarge(let bytes, let limit):
            "a file of \(bytes) bytes, over the limit of \(limit) bytes (raise it with --max-image-bytes)"
        }
    }

    /// Throws `tooManyPixels` when `width × height` is over `maximumPixels` (or a side is negative).
    static func check(width: Int, height: Int, maximumPixels: Int) throws {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw ImageDecodingError.tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
    }
}
