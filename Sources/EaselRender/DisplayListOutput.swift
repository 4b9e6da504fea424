import CPangoCairo
import EaselCore
import Foundation

extension DisplayList {
    /// The list drawn in `format` at `scale`: the very bytes `ImageRenderer` gives for a view whose
    /// layout has this display list (so a frame of an animation equals the static render of its state),
    /// PNGs compressed at `pngCompression`. A picture over `limits` throws `RenderError.canvasTooLarge`.
    public func data(format: RenderFormat, scale: CGFloat, pngCompression: PNGCompression = .default,
                     limits: CanvasLimits = .default) throws -> Data {
        try CairoOutput.data(self, format: format, scale: scale, pngCompression: pngCompression, limits: limits)
    }
}

extension DisplayList {
    /// The list drawn as `data(format: .png, …)` draws it, as the image data of an animated PNG's frame:
    /// RGBA rows even when every pixel is opaque (the frames of an APNG share one colour type),
    /// compressed by the same encoder, at `pngCompression`.
    package func pngFrame(scale: CGFloat, pngCompression: PNGCompression = .default,
                          limits: CanvasLimits = .default) throws -> PNGImageData {
        let image = try CairoOutput.image(self, scale: scale, limits: limits)
        return try image.pngImageData(compression: pngCompression, alwaysRGBA: true)
    }
}

extension RasterImage {
    /// `list` drawn at `scale` on a transparent ARGB canvas, as `DisplayList.data(format: .png, …)` draws
    /// it before encoding: the same pixels, not encoded.
    package init(rendering list: DisplayList, scale: CGFloat, limits: CanvasLimits = .default) throws {
        let canvas = try CanvasSize(points: list.size, scale: scale, limits: limits)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, canvas.width, canvas.height) else {
            throw RenderError.cairo("cannot create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        try CairoOutput.draw(list, on: surface, scale: scale, padsImageEdges: true, limits: limits, backdrops: .target)
        let (width, height) = (Int(canvas.width), Int(canvas.height))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("cannot read the image surface") }
        // Every word is copied, so the array starts uninitialised instead of zeroed first.
        let words = [UInt32](unsafeUninitializedCapacity: width * height) { destination, count in
            if let target = destination.baseAddress {
                for y in 0..<height {
                    UnsafeMutableRawPointer(target + y * width).copyMemory(from: base + y * stride, byteCount: width * 4)
                }
            }
            count = width * height
        }
        (self.width, self.height, self.words) = (width, height, words)
    }
}

extension CanvasLimits {
    /// Throws `RenderError.canvasTooLarge` (or `emptyCanvas`, `invalidScale`) when a picture of `size`
    /// points at `scale` is one a render would refuse: a check before any work starts.
    public func check(points size: CGSize, scale: CGFloat) throws {
        _ = try CanvasSize(points: size, scale: scale, limits: self)
    }
}
