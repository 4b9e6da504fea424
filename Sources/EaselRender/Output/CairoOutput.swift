import CPangoCairo
import EaselCore
import EaselText
import Foundation

/// Draws a display list on a Cairo surface of each format and returns the encoded file.
///
/// - PNG: an ARGB image of `CanvasSize` pixels, transparent where nothing is drawn, with the display
///   list scaled by the list's `scale`, the one it was laid out at (`cairo_scale`); encoded by `PNGEncoder` at `pngCompression`.
/// - SVG: a document in pixel units (`width="780px"` for a 390-point view at scale 2), drawn scaled
///   by `scale`, so it rasterises at 1 pixel per unit to the PNG. Cairo's process-wide element names
///   are renumbered per document (`SVGIdentifiers`), so two renders are byte-identical.
/// - PDF: a page of the view's size in points (the PDF unit), drawn unscaled. Its creation date is
///   fixed and its creator is Easel, so two renders are byte-identical.
/// Nothing is drawn until the canvas size has been checked. SVG and PDF of a list with a material are
/// drawn after the PNG's pixels, whose blurred backdrops they embed (`BackdropRecord`).
enum CairoOutput {
    static let pdfCreationDate = "2000-01-01T00:00:00Z"

    static func data(_ list: DisplayList, format: RenderFormat,
                     pngCompression: PNGCompression = .default, quality: Int = JPEGEncoder.defaultQuality,
                     limits: CanvasLimits = .default) throws -> Data {
        let vector: VectorFormat
        switch format {
        case .png: return try image(list, limits: limits).png(compression: pngCompression, overwritingPixels: true)
        case .jpeg: return try image(list, limits: limits).jpeg(quality: quality)
        case .webp: return try image(list, limits: limits).webp(quality: quality)
        case .svg: vector = .svg
        case .pdf: vector = .pdf
        }
        let canvas = try CanvasSize(points: list.size, scale: list.scale, limits: limits)
        let sink = DataSink()
        // Cairo takes glyphs from the fonts while it draws the document and when it finishes it, embedding them.
        return try FontFaceLock.run {
            try withExtendedLifetime(sink) { try encode(list, format: vector, canvas: canvas, limits: limits, into: sink) }
        }
    }

    private enum VectorFormat { case svg, pdf }

    /// `list` drawn on an image surface: the pixels of the PNG.
    static func image(_ list: DisplayList, limits: CanvasLimits = .default) throws -> ImageSurface {
        let canvas = try CanvasSize(points: list.size, scale: list.scale, limits: limits)
        let image = try ImageSurface(width: canvas.width, height: canvas.height)
        try draw(list, on: image.surface, scale: list.scale, padsImageEdges: true, limits: limits, backdrops: .target)
        return image
    }

    /// Draws and encodes `list` as SVG or PDF into `sink`, which must outlive the surface that writes to it.
    private static func encode(_ list: DisplayList, format: VectorFormat, canvas: CanvasSize,
                               limits: CanvasLimits, into sink: DataSink) throws -> Data {
        let scale = list.scale
        let surface: OpaquePointer?
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(DataSink.write, sink.pointer, Double(canvas.width), Double(canvas.height))
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(DataSink.write, sink.pointer, Double(list.size.width), Double(list.size.height))
            if let surface {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfCreationDate)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Easel")
            }
        }
        guard let surface else { throw RenderError.cairo("cannot create a \(format) surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        // Materials read what lies behind them from the PNG's pixels, drawn first (`BackdropRecord`).
        var backdrops = BackdropSource.none
        if list.items.containsBackdrop {
            let record = BackdropRecord()
            let pixels = try ImageSurface(width: canvas.width, height: canvas.height)
            try draw(list, on: pixels.surface, scale: scale, padsImageEdges: true, backdrops: .recording(record))
            backdrops = .replaying(record)
        }
        try draw(list, on: surface, scale: format == .pdf ? 1 : scale, padsImageEdges: false,
                 rasterScale: format == .pdf ? scale : 1, limits: limits, backdrops: backdrops)
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
        return format == .svg ? SVGIdentifiers.normalized(sink.data) : sink.data
    }

    /// Draws `list` on `surface`; materials find what lies behind them as `backdrops` says (`.target`
    /// for an image surface).
    static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, padsImageEdges: Bool,
                     rasterScale: CGFloat = 1, limits: CanvasLimits = .default, backdrops: BackdropSource = .none) throws {
        guard let cairo = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cairo) }
        try check(cairo_status(cairo))
        cairo_scale(cairo, Double(scale), Double(scale))
        let painter = CairoPainter(cairo: cairo, padsImageEdges: padsImageEdges, rasterScale: rasterScale, limits: limits,
                                   backdrops: backdrops)
        try painter.paint(list.items)
        cairo_surface_flush(surface)
    }

    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// Collects the bytes Cairo writes to a stream.
final class DataSink {
    var data = Data()

    /// An unretained pointer to the sink for Cairo's `closure` argument; valid while the sink lives.
    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Cairo's write function: appends `length` bytes to the sink `closure` points to.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}

/// A Cairo image surface of ARGB32 pixels, transparent until drawn on, destroyed with its owner. Use it
/// on one thread. A large one keeps its pixels on huge pages (`HugePages`), freed when Cairo frees the
/// surface.
final class ImageSurface {
    let surface: OpaquePointer

    init(width: Int32, height: Int32) throws {
        guard let surface = Self.hugePageSurface(width: width, height: height)
                ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw RenderError.cairo("cannot create a png surface")
        }
        self.surface = surface
        try CairoOutput.check(cairo_surface_status(surface))
    }

    /// Destroys the surface; it runs also when `init` throws after setting `surface`.
    deinit { cairo_surface_destroy(surface) }

    /// The key of the surface's huge-page memory among its user data.
    nonisolated(unsafe) private static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A surface drawing into memory from `HugePages.map`, zeroed (transparent) as Cairo's own; nil when
    /// the surface is small or the memory cannot be had.
    private static func hugePageSurface(width: Int32, height: Int32) -> OpaquePointer? {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        guard width > 0, height > 0, stride > 0, let memory = HugePages.map(count: Int(stride) * Int(height)) else { return nil }
        let record = UnsafeMutablePointer<UnsafeMutableRawBufferPointer>.allocate(capacity: 1)
        record.initialize(to: memory)
        let freeMemory: cairo_destroy_func_t = { record in
            guard let record = record?.assumingMemoryBound(to: UnsafeMutableRawBufferPointer.self) else { return }
            HugePages.unmap(record.pointee)
            record.deallocate()
        }
        let surface = cairo_image_surface_create_for_data(memory.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, width, height, stride)
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, memoryKey, record, freeMemory) == CAIRO_STATUS_SUCCESS else {
            surface.map(cairo_surface_destroy)
            freeMemory(record)
            return nil
        }
        return surface
    }

    /// The pixels as a PNG file, by `PNGEncoder`; `overwritingPixels` lets it write its rows over them,
    /// for a surface drawn to be encoded once (it holds no picture afterwards).
    func png(compression: PNGCompression, overwritingPixels: Bool = false) throws -> Data {
        try PNGEncoder.encode(pixels(), compression: compression, overwritingPixels: overwritingPixels)
    }

    /// The pixels as PNG image data, by `PNGEncoder`.
    func pngImageData(compression: PNGCompression, alwaysRGBA: Bool) throws -> PNGImageData {
        try PNGEncoder.imageData(pixels(), compression: compression, alwaysRGBA: alwaysRGBA)
    }

    /// The surface's pixels, flushed, for the PNG encoder.
    private func pixels() throws -> PNGEncoder.Pixels {
        try PNGEncoder.Pixels(surface: surface)
    }

    /// The pixels over white as a JPEG file, by `JPEGEncoder`.
    func jpeg(quality: Int) throws -> Data {
        try JPEGEncoder.encode(surface: surface, quality: quality)
    }

    /// The pixels as a WebP file, by `WebPEncoder`: lossy at `quality` below 100, lossless at 100.
    func webp(quality: Int) throws -> Data {
        try WebPEncoder.encode(surface: surface, quality: quality)
    }

    /// The pixels as a PNG file, by Cairo's own writer (`cairo_surface_write_to_png_stream`): what a
    /// plain Cairo program writes, kept to compare the encoders.
    func cairoPNG() throws -> Data {
        let sink = DataSink()
        return try withExtendedLifetime(sink) {
            try CairoOutput.check(cairo_surface_write_to_png_stream(surface, DataSink.write, sink.pointer))
            return sink.data
        }
    }
}

extension [DisplayItem] {
    /// Whether some item, at any depth, is painted with a material.
    var containsBackdrop: Bool {
        contains { item in
            switch item {
            case .fill(_, let paint, _), .stroke(_, let paint, _), .text(_, _, let paint):
                if case .backdrop = paint { return true }
                return false
            case .image: return false
            case .group(_, _, _, let items), .tagged(_, let items): return items.containsBackdrop
            case .effect(let effect, let items):
                if case .mask(let mask) = effect, mask.containsBackdrop { return true }
                return items.containsBackdrop
            }
        }
    }
}
