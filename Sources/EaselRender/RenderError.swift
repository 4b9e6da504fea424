import Foundation

/// Why a render or a write failed. Each message names what was wrong and, where there is one, the file.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The scale is not a finite number above zero.
    case invalidScale(Double)
    /// The laid-out view has no area at this scale: nothing to draw.
    case emptyCanvas(width: Double, height: Double)
    /// The picture would be larger than `limits` allow (or infinite): refused before allocating.
    case canvasTooLarge(width: Double, height: Double, limits: CanvasLimits = .default)
    /// An `Image` names a file that does not exist.
    case missingImage(path: String)
    /// An `Image` names a file that cannot be read as an image (or is over the image limits).
    case unreadableImage(path: String, reason: String)
    /// `write(to:)` was given a file name whose extension names no `RenderFormat`.
    case unsupportedFormat(path: String)
    /// Cairo failed while drawing or encoding.
    case cairo(String)
    /// The PNG encoder failed (out of memory).
    case pngEncoding(String)
    /// The picture is beyond what its file format can hold (a WebP over 16383 pixels a side).
    case formatLimit(String)
    /// The file could not be written.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidScale(let scale):
            "invalid scale \(scale): the scale must be a finite number above 0"
        case .emptyCanvas(let width, let height):
            "nothing to render: the view is \(width) × \(height) pixels at this scale"
        case .canvasTooLarge(let width, let height, let limits):
            "canvas of \(Self.pixels(width)) × \(Self.pixels(height)) pixels refused: "
                + (max(width, height) > Double(limits.maximumSide) || !width.isFinite || !height.isFinite
                    ? "over the limit of \(limits.maximumSide) pixels a side (raise it with --max-side)"
                    : "over the limit of \(limits.maximumPixels) pixels in all (raise it with --max-pixels)")
        case .missingImage(let path):
            "image file not found: \(path)"
        case .unreadableImage(let path, let reason):
            "cannot read the image \(path): \(reason)"
        case .unsupportedFormat(let path):
            "cannot tell the format of \(path): \(RenderFormat.fileNameAdvice)"
        case .cairo(let reason):
            "Cairo failed: \(reason)"
        case .pngEncoding(let reason):
            "PNG encoding failed: \(reason)"
        case .formatLimit(let reason):
            reason
        case .writeFailed(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }

    /// A pixel count as messages show it: whole numbers without a fraction.
    private static func pixels(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
