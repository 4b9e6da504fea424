/// How hard Easel's PNG encoder compresses: a trade between encoding time and file size.
///
/// Every choice gives the same pixels; only the DEFLATE effort differs (libdeflate's levels). Measured on
/// the pet poll at 3× (1170 × 2532 pixels) against Cairo's `cairo_surface_write_to_png`:
///
/// | choice | libdeflate level | file size | time to compress |
/// | --- | --- | --- | --- |
/// | `fast` | 2 | 0.93 × | about 0.15 × |
/// | `default` | 6 | 0.89 × | about 0.16 × |
/// | `small` | 12 | 0.82 × | about 7 × |
public enum PNGCompression: String, CaseIterable, Sendable {
    /// The least work: for frames written and thrown away, and batches.
    case fast
    /// As small as zlib's default level, several times faster: what `ImageRenderer` uses unless told.
    case `default`
    /// The smallest files libdeflate makes, much more slowly: for images that are kept.
    case small

    /// The libdeflate compression level.
    var level: Int32 {
        switch self {
        case .fast: 2
        case .default: 6
        case .small: 12
        }
    }
}
