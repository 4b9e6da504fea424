import CPangoCairo
import CRSVGFunctions
import EaselText
import Foundation

/// An SVG document parsed by librsvg, drawn as vectors on a Cairo context: paths stay paths in SVG and
/// PDF output. Owned by one painter; use it on one thread.
///
/// The document is parsed from its bytes with no base file, so librsvg resolves no reference outside
/// it: an `<image href="file:///…">`, an `http://` URL or a relative file name loads nothing (librsvg
/// allows only `data:` URLs without a base), and librsvg never fetches from the network. Its default
/// limits on XML size and element count stay on (no `RSVG_HANDLE_FLAG_UNLIMITED`).
final class SVGHandle {
    let handle: OpaquePointer
    private let rsvg: LibRSVG

    init(_ bytes: [UInt8]) throws {
        rsvg = try LibRSVG.loaded()
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { [rsvg] in rsvg.newFromData($0.baseAddress, gsize($0.count), &error) }
        guard let handle else { throw ImageDecodingError.failed("librsvg: \(Self.message(error))") }
        self.handle = handle
        rsvg.setDPI(handle, 96)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document's size in CSS pixels: its `width` and `height` in absolute units, else its
    /// `viewBox`'s size, else nil.
    var intrinsicSize: CGSize? {
        var (width, height) = (0.0, 0.0)
        if rsvg.intrinsicSizeInPixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return CGSize(width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else { return nil }
        return CGSize(width: viewBox.width, height: viewBox.height)
    }

    /// Draws the document filling `size` (its own size stretched to it) at the context's origin.
    func draw(on cairo: OpaquePointer, size: CGSize, intrinsic: CGSize) throws {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_scale(cairo, Double(size.width / intrinsic.width), Double(size.height / intrinsic.height))
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(intrinsic.width), height: Double(intrinsic.height))
        var error: UnsafeMutablePointer<GError>?
        // librsvg lays out and draws the document's text with Pango and Cairo.
        guard FontFaceLock.run({ rsvg.renderDocument(handle, cairo, &viewport, &error) }) != 0 else {
            throw ImageDecodingError.failed("librsvg: \(Self.message(error))")
        }
    }

    /// A GError's message, freeing it.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "the document cannot be parsed" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "the document cannot be parsed"
    }
}
