import CPangoCairo
import EaselCore
import Foundation

extension DisplayList {
    /// The list drawn in `format` at the scale it was laid out at: the very bytes `ImageRenderer` gives for a view whose
    /// layout has this display list (so a frame of an animation equals the static render of its state),
    /// PNGs compressed at `pngCompression`. A picture over `limits` throws `RenderError.canvasTooLarge`.
    public func data(format: RenderFormat, pngCompression: PNGCompression = .default,
                     limits: CanvasLimits = .default) throws -> Data {
        try CairoOutput.data(self, format: format, pngCompression: pngCompression, limits: limits)
    }
}

extension DisplayList {
    /// The list drawn as `data(format: .png, …)` draws it, as the image data of an animated PNG's frame:
    /// RGBA rows even when every pixel is opaque (the frames of an APNG share one colour type),
    /// compressed by the same encoder, at `pngCompression`.
    package func pngFrame(pngCompression: PNGCompression = .default,
                          limits: CanvasLimits = .default) throws -> PNGImageData {
        let image = try CairoOutput.image(self, limits: limits)
        return try image.pngImageData(compression: pngCompression, alwaysRGBA: true)
    }
}

extension RasterImage {
    /// `list` drawn at its scale on a transparent ARGB canvas, as `DisplayList.data(format: .png, …)` draws
    /// it before encoding: the same pixels, not encoded.
    package init(rendering list: DisplayList, limits: CanvasLimits = .default) throws {
        let canvas = try CanvasSize(points: list.size, scale: list.scale, limits: limits)
        let (width, height) = (Int(canvas.width), Int(canvas.height))
        // Cairo draws straight into the words, zeroed (transparent) first: an ARGB32 row of `width`
        // pixels is `width × 4` bytes, Cairo's stride for it, so there is nothing to copy afterwards.
        var words = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: 0)
            count = width * height
        }
        try words.withUnsafeMutableBytes { bytes in
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, canvas.width)
            guard Int(stride) == width * 4,
                  let surface = cairo_image_surface_create_for_data(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                                    CAIRO_FORMAT_ARGB32, canvas.width, canvas.height, stride) else {
                throw RenderError.cairo("cannot create an image surface")
            }
            // Finished before the closure returns: nothing Cairo keeps can reach the words afterwards.
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
            try CairoOutput.draw(list, on: surface, scale: list.scale, padsImageEdges: true, limits: limits, backdrops: .target)
            cairo_surface_flush(surface)
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
