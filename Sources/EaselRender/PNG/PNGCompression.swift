/// How hard Easel's PNG encoder compresses: a trade between encoding time and file size.
///
/// Every choice gives the same pixels; only the DEFLATE effort differs. `fast` and `default` use
/// `ScanlineDeflate`, written for the flat colours and repeated rows of user interfaces; `small` uses
/// libdeflate's slowest level. Measured (callgrind instructions to compress, file sizes) on the 1200 × 630
/// card of `make bench` C1, the pet poll at 3× (1170 × 2532 pixels) and the 352 snapshot references,
/// against libdeflate's level 6, the default before:
///
/// | choice | compressor | card | poll | references in total (worst) |
/// | --- | --- | --- | --- | --- |
/// | `fast` | `ScanlineDeflate.Effort.fast` | TBD | TBD | TBD |
/// | `default` | `ScanlineDeflate.Effort.default` | TBD | TBD | TBD |
/// | `small` | libdeflate level 12 | TBD | TBD | TBD |
public enum PNGCompression: String, CaseIterable, Sendable {
    /// The least work: for frames written and thrown away, and batches.
    case fast
    /// Smaller than zlib's default level, several times faster: what `ImageRenderer` uses unless told.
    case `default`
    /// The smallest files libdeflate makes, much more slowly: for images that are kept.
    case small

    /// `rows`, PNG scanlines of `rowLength` bytes with pixels of `bytesPerPixel` bytes, as a zlib stream.
    func zlib(_ rows: UnsafeRawBufferPointer, rowLength: Int, bytesPerPixel: Int) throws -> [UInt8] {
        switch self {
        case .fast: ScanlineDeflate.zlib(rows, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: .fast)
        case .default: ScanlineDeflate.zlib(rows, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: .default)
        case .small: try Deflater(level: 12).zlib(rows)
        }
    }
}
