import Foundation

/// The largest picture a render may allocate: pixels a side and in total, for the canvas and for each
/// image it draws, and bytes of each image file it reads.
///
/// The defaults, 16384 pixels a side and 256 megapixels (an ARGB image of 256 megapixels takes a
/// gigabyte), and image files of 50 MB, suit a server; lower them where memory is tight, raise them (to
/// Cairo's 32767 a side at most) for posters.
public struct CanvasLimits: Sendable, Hashable {
    public var maximumSide: Int
    public var maximumPixels: Int
    /// The most bytes an image file may have; a larger one is refused before it is read.
    public var maximumImageBytes: Int

    public init(maximumSide: Int = 16_384, maximumPixels: Int = 256_000_000, maximumImageBytes: Int = 50_000_000) {
        (self.maximumSide, self.maximumPixels, self.maximumImageBytes) = (maximumSide, maximumPixels, maximumImageBytes)
    }

    public static let `default` = CanvasLimits()
}

/// The pixel size of a picture, checked before anything is allocated.
///
/// Rules:
/// 1. The scale must be finite and above 0.
/// 2. The canvas is the view's size in points times the scale, rounded to whole pixels (layout already
///    put every frame on that pixel grid).
/// 3. A canvas without area is refused (`emptyCanvas`); so is one wider or taller than the limits'
///    `maximumSide` pixels, or larger than their `maximumPixels`, or not finite (`canvasTooLarge`).
struct CanvasSize: Equatable {
    let width: Int32
    let height: Int32

    init(points size: CGSize, scale: CGFloat, limits: CanvasLimits = .default) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        let (width, height) = ((size.width * scale).rounded(), (size.height * scale).rounded())
        let side = CGFloat(min(limits.maximumSide, Int(Int32.max)))
        guard width.isFinite, height.isFinite, width <= side, height <= side,
              width * height <= CGFloat(limits.maximumPixels) else {
            throw RenderError.canvasTooLarge(width: Double(width), height: Double(height), limits: limits)
        }
        guard width >= 1, height >= 1 else { throw RenderError.emptyCanvas(width: Double(width), height: Double(height)) }
        (self.width, self.height) = (Int32(width), Int32(height))
    }
}
