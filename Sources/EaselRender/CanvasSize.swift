import Foundation

/// The pixel size of a picture, checked before anything is allocated.
///
/// Rules:
/// 1. The scale must be finite and above 0.
/// 2. The canvas is the view's size in points times the scale, rounded to whole pixels (layout already
///    put every frame on that pixel grid).
/// 3. A canvas without area is refused (`emptyCanvas`); so is one wider or taller than 16384 pixels, or
///    larger than 256 megapixels, or infinite (`canvasTooLarge`) — an ARGB image of 256 megapixels
///    takes a gigabyte.
struct CanvasSize: Equatable {
    static let maximumSide = 16_384
    static let maximumPixels = 256_000_000

    let width: Int32
    let height: Int32

    init(points size: CGSize, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        let (width, height) = ((size.width * scale).rounded(), (size.height * scale).rounded())
        guard width.isFinite, height.isFinite, width <= CGFloat(Self.maximumSide), height <= CGFloat(Self.maximumSide),
              width * height <= CGFloat(Self.maximumPixels) else {
            throw RenderError.canvasTooLarge(width: Double(width), height: Double(height))
        }
        guard width >= 1, height >= 1 else { throw RenderError.emptyCanvas(width: Double(width), height: Double(height)) }
        (self.width, self.height) = (Int32(width), Int32(height))
    }
}
