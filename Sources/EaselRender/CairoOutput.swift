import CPangoCairo
import EaselCore
import Foundation

/// The file formats Easel renders to.
public enum RenderFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a file name's extension names (any letter case), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// Draws a display list on a Cairo surface of each format and returns the encoded file.
///
/// - PNG: an ARGB image of `CanvasSize` pixels, transparent where nothing is drawn, with the display
///   list scaled by `scale` (`cairo_scale`); encoded by Cairo's PNG writer.
/// - SVG: a document in pixel units (`width="780px"` for a 390-point view at scale 2), drawn scaled
///   by `scale`, so it rasterises at 1 pixel per unit to the PNG. Cairo's process-wide element names
///   are renumbered per document (`SVGIdentifiers`), so two renders are byte-identical.
/// - PDF: a page of the view's size in points (the PDF unit), drawn unscaled. Its creation date is
///   fixed and its creator is Easel, so two renders are byte-identical.
/// Nothing is drawn until the canvas size has been checked.
enum CairoOutput {
    static let pdfCreationDate = "2000-01-01T00:00:00Z"

    static func data(_ list: DisplayList, format: RenderFormat, scale: CGFloat) throws -> Data {
        let canvas = try CanvasSize(points: list.size, scale: scale)
        let sink = DataSink()
        return try withExtendedLifetime(sink) { try encode(list, format: format, scale: scale, canvas: canvas, into: sink) }
    }

    /// Draws and encodes `list` into `sink`, which must outlive the surface that writes to it.
    private static func encode(_ list: DisplayList, format: RenderFormat, scale: CGFloat, canvas: CanvasSize,
                               into sink: DataSink) throws -> Data {
        let surface: OpaquePointer?
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, canvas.width, canvas.height)
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
        guard let surface else { throw RenderError.cairo("cannot create a \(format.rawValue) surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try draw(list, on: surface, scale: format == .pdf ? 1 : scale, padsImageEdges: format == .png)
        switch format {
        case .png:
            try check(cairo_surface_write_to_png_stream(surface, DataSink.write, sink.pointer))
        case .svg, .pdf:
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
        }
        return format == .svg ? SVGIdentifiers.normalized(sink.data) : sink.data
    }

    static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, padsImageEdges: Bool) throws {
        guard let cairo = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cairo) }
        try check(cairo_status(cairo))
        cairo_scale(cairo, Double(scale), Double(scale))
        let painter = CairoPainter(cairo: cairo, padsImageEdges: padsImageEdges)
        try painter.paint(list.items)
        cairo_surface_flush(surface)
    }

    private static func check(_ status: cairo_status_t) throws {
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
