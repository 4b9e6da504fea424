import CPangoCairo
import EaselCore
import Foundation

/// Where a painter's materials (`Paint.backdrop`) find what lies behind them.
enum BackdropSource {
    /// Nothing behind can be read (the image a shadow or a blur makes of its own items): a material
    /// paints its flat colour.
    case none
    /// The painter's target is an image surface: each material reads its pixels.
    case target
    /// As `target`, keeping each material's image in the record for a vector pass of the same list.
    case recording(BackdropRecord)
    /// A vector surface, whose pixels cannot be read: each material takes, in painting order, the image the
    /// raster pass of the same list recorded.
    case replaying(BackdropRecord)
}

/// The images of a display list's materials, in painting order, made by a raster pass (PNG pixels) for
/// a vector pass (SVG, PDF) of the same list, so the vector outputs embed the very pixels the PNG shows.
final class BackdropRecord {
    /// A material's finished image and where it goes, in raster pixels; nil when it painted nothing.
    typealias Entry = (surface: OpaquePointer, region: PixelRegion)?
    private var entries: [Entry] = []
    private var next = 0

    deinit {
        for entry in entries { if let entry { cairo_surface_destroy(entry.surface) } }
    }

    func append(_ entry: Entry) {
        if let entry { cairo_surface_reference(entry.surface) }
        entries.append(entry)
    }

    /// The next recorded entry (nil past the end, or where the material painted nothing).
    func take() -> Entry {
        defer { next += 1 }
        return next < entries.count ? entries[next] : nil
    }
}

/// How the painter draws a material.
///
/// 1. What lies behind is read from the painter's image target, in raster pixels, over the painted
///    area's extents (within the clip) grown by three standard deviations of the blur (so what lies just
///    outside the shape blurs into it) and cut to the picture: the picture so far, with the group being
///    painted (an opacity group, a compositing group) composited over it when there is one. Groups nested
///    between the two are not seen.
/// 2. That image is blurred (`GaussianBlur`, σ = the material's blur radius in pixels, the picture's edge
///    pixels extended past its edges, as iOS's backdrops clamp at the screen's edges), its saturation
///    scaled (SVG's `saturate` matrix), the tint composited over it, and the whole multiplied by the
///    material's opacity.
/// 3. The image becomes the source (device space, padded) and the fill, stroke or text is painted with it.
/// On SVG and PDF the image is the one the PNG pass recorded (`BackdropRecord`), embedded as a picture.
extension CairoPainter {
    /// Sets Cairo's source to `backdrop` over `extents` (user space); false when there is nothing to
    /// read, and the caller paints the flat colour.
    func setBackdropSource(_ backdrop: Paint.Backdrop, extents: CGRect) -> Bool {
        let entry: BackdropRecord.Entry
        switch backdrops {
        case .none:
            return false
        case .target:
            entry = backdropImage(backdrop, extents: extents)
            defer { if let entry { cairo_surface_destroy(entry.surface) } }
            return useBackdropImage(entry)
        case .recording(let record):
            entry = backdropImage(backdrop, extents: extents)
            record.append(entry)
            defer { if let entry { cairo_surface_destroy(entry.surface) } }
            return useBackdropImage(entry)
        case .replaying(let record):
            return useBackdropImage(record.take())
        }
    }

    /// Rule 3: the image as the source, placed in device space.
    private func useBackdropImage(_ entry: BackdropRecord.Entry) -> Bool {
        guard let entry else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, 1 / Double(rasterScale), 1 / Double(rasterScale))
        cairo_set_source_surface(cairo, entry.surface, Double(entry.region.x), Double(entry.region.y))
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_set_matrix(cairo, &matrix)
        return true
    }

    /// Rules 1 and 2: the finished image of `backdrop` over `extents`; nil when the area is empty or
    /// the target cannot be read.
    private func backdropImage(_ backdrop: Paint.Backdrop, extents: CGRect) -> BackdropRecord.Entry {
        let target = cairo_get_target(cairo)
        guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              extents.minX.isFinite, extents.minY.isFinite, extents.width.isFinite, extents.height.isFinite,
              backdrop.blurRadius.isFinite else { return nil }
        let scale = Double(rasterScale)
        let sigma = max(Double(backdrop.blurRadius), 0) * pixelsPerPoint(scale: scale)
        let margin = (3 * sigma).rounded(.up)
        let picture = PixelRegion(x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)),
                                  height: Double(cairo_image_surface_get_height(target)))
        guard let area = deviceRegion(of: extents, scale: scale).intersection(clipRegion(scale: scale, margin: 0)),
              let read = PixelRegion(x: Double(area.x) - margin, y: Double(area.y) - margin,
                                     width: Double(area.width) + 2 * margin, height: Double(area.height) + 2 * margin)
                  .intersection(picture),
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(read.width), Int32(read.height))
        else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let copy = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        var layers = [target]
        if let group = cairo_get_group_target(cairo), group != target { layers.append(group) }
        for layer in layers {
            cairo_surface_flush(layer)
            cairo_set_source_surface(copy, layer, Double(-read.x), Double(-read.y))
            cairo_paint(copy)
        }
        cairo_destroy(copy)
        GaussianBlur.blur(surface: image, sigma: sigma, edges: .extend)
        cairo_surface_flush(image)
        if let data = cairo_image_surface_get_data(image) {
            let pixels = RasterPixels(data: data, width: read.width, height: read.height,
                                      rowBytes: Int(cairo_image_surface_get_stride(image)))
            pixels.apply(ColorFilters.saturation(backdrop.saturation))
            pixels.composite(backdrop.tint, opacity: backdrop.opacity)
        }
        cairo_surface_mark_dirty(image)
        return (image, read)
    }
}

extension RasterPixels {
    /// Every pixel becomes `color` composited over it, then the result at `opacity` (premultiplied).
    func composite(_ color: RGBA, opacity: Double) {
        let alpha = min(max(color.alpha, 0), 1), keep = 1 - alpha
        let opacity = min(max(opacity, 0), 1)
        update { word in
            func channel(_ shift: UInt32, _ tint: Double) -> UInt32 {
                let below = Double(word >> shift & 0xFF) / 255
                let value = (tint * alpha + below * keep) * opacity
                return UInt32(min(max(value * 255, 0), 255).rounded()) << shift
            }
            return channel(24, 1) | channel(16, color.red) | channel(8, color.green) | channel(0, color.blue)
        }
    }
}
