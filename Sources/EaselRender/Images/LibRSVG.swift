import CRSVGFunctions
#if canImport(Glibc)
import Glibc
#endif

/// librsvg's functions, from the shared library loaded the first time an SVG image is parsed.
///
/// Easel does not link librsvg: a process that draws no SVG never loads it or its dependencies (GIO,
/// gdk-pixbuf, libxml2, ICU …), which cost every `easel` process about 5 ms of CPU and half of its
/// symbol bindings at start. The library is opened once per process by its soname and never closed.
struct LibRSVG: Sendable {
    let newFromData: EaselRsvgHandleNewFromData
    let setDPI: EaselRsvgHandleSetDPI
    let intrinsicSizeInPixels: EaselRsvgHandleGetIntrinsicSizeInPixels
    let intrinsicDimensions: EaselRsvgHandleGetIntrinsicDimensions
    let renderDocument: EaselRsvgHandleRenderDocument

    /// The shared library's name: librsvg 2's stable ABI (Debian's `librsvg2-2`).
    static let soname = "librsvg-2.so.2"

    /// The loaded library, or why it could not be loaded.
    static func loaded() throws(ImageDecodingError) -> LibRSVG { try shared.get() }

    private static let shared = Result<LibRSVG, ImageDecodingError> { () throws(ImageDecodingError) in
        guard let library = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            throw .failed("SVG images need librsvg (\(soname), Debian's librsvg2-2): \(lastError())")
        }
        func function<Function>(_ name: String, as type: Function.Type) throws(ImageDecodingError) -> Function {
            guard let symbol = dlsym(library, name) else { throw .failed("\(soname) has no \(name): \(lastError())") }
            return unsafeBitCast(symbol, to: type)
        }
        return LibRSVG(
            newFromData: try function("rsvg_handle_new_from_data", as: EaselRsvgHandleNewFromData.self),
            setDPI: try function("rsvg_handle_set_dpi", as: EaselRsvgHandleSetDPI.self),
            intrinsicSizeInPixels: try function("rsvg_handle_get_intrinsic_size_in_pixels",
                                                as: EaselRsvgHandleGetIntrinsicSizeInPixels.self),
            intrinsicDimensions: try function("rsvg_handle_get_intrinsic_dimensions",
                                              as: EaselRsvgHandleGetIntrinsicDimensions.self),
            renderDocument: try function("rsvg_handle_render_document", as: EaselRsvgHandleRenderDocument.self))
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "unknown error" }
}
