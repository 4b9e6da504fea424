import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif

/// The librsvg functions `SVGHandle` calls, looked up in the library when the process first decodes an
/// SVG image instead of linked at start-up.
///
/// Linking librsvg loaded it and what only it brings (libxml2, ICU, gdk-pixbuf, liblzma, libjpeg, cairo-
/// gobject: eight libraries and about 3,400 symbol bindings, nearly all resolved at load time) into every
/// process, at about 2 ms of CPU and 270 page faults (a C program linking Easel's libraries starts in
/// 5.0 ms without them, 7.2 ms with them), although few renders hold an SVG image. Rules:
/// 1. The library is opened by its soname, `librsvg-2.so.2` (Debian's `librsvg2-2`), with `dlopen` the
///    first time an SVG image is decoded, and stays open; the functions are those of librsvg's C API
///    (`rsvg.h`, 2.52 and later), with its handles as opaque pointers and its `RsvgRectangle` as four
///    doubles (x, y, width, height).
/// 2. When the library or one of its functions cannot be found, decoding an SVG image fails with an
///    error that says so; nothing else is affected.
struct LibRSVG: Sendable {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, gsize, ErrorOut?) -> OpaquePointer?
    typealias SetDPI = @convention(c) (OpaquePointer?, Double) -> Void
    typealias IntrinsicSizeInPixels = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> gboolean
    /// `(handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox)`;
    /// Easel passes no width or height (nil) and reads the view box.
    typealias IntrinsicDimensions = @convention(c) (OpaquePointer?, UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?,
                                                     UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?,
                                                     UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<Double>?) -> Void
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, ErrorOut?) -> gboolean

    let newFromData: NewFromData
    let setDPI: SetDPI
    let intrinsicSizeInPixels: IntrinsicSizeInPixels
    let intrinsicDimensions: IntrinsicDimensions
    let renderDocument: RenderDocument

    static let soname = "librsvg-2.so.2"

    /// The functions, or why they are missing; looked up once per process.
    static let loaded: Result<LibRSVG, ImageDecodingError> = {
        guard let library = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.failed("librsvg cannot be loaded (\(reason))"))
        }
        func function<F>(_ name: String, _ type: F.Type) throws(ImageDecodingError) -> F {
            guard let symbol = dlsym(library, name) else { throw .failed("librsvg has no \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
        do throws(ImageDecodingError) {
            return .success(LibRSVG(
                newFromData: try function("rsvg_handle_new_from_data", NewFromData.self),
                setDPI: try function("rsvg_handle_set_dpi", SetDPI.self),
                intrinsicSizeInPixels: try function("rsvg_handle_get_intrinsic_size_in_pixels", IntrinsicSizeInPixels.self),
                intrinsicDimensions: try function("rsvg_handle_get_intrinsic_dimensions", IntrinsicDimensions.self),
                renderDocument: try function("rsvg_handle_render_document", RenderDocument.self)))
        } catch {
            return .failure(error)
        }
    }()
}
