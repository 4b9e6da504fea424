/// How hard Easel's PNG encoder compresses: a trade between encoding time and file size.
///
/// Every choice gives the same pixels; only the DEFLATE effort differs. `fast` and `default` use
/// `ScanlineDeflate`, written for the flat colours and repeated rows of user interfaces; `small` uses
/// libdeflate's slowest level. Measured on the 1200 × 630 card of `make bench` C1 (RGB), the pet poll at
/// 3× (1170 × 2532, RGBA) and the 352 snapshot references (as this encoder writes their pixels: RGB, or
/// indexed for 28): instructions to compress (callgrind) and bytes of image data (the zlib stream).
///
/// | choice | compressor | card | poll | references in total |
/// | --- | --- | --- | --- | --- |
/// | `fast` | `ScanlineDeflate`, `Effort.fast` | 14.3 M, 37,621 B | 57.8 M, 109,442 B | 7,224,613 B |
/// | `default` | `ScanlineDeflate`, `Effort.default` | 20.3 M, 36,355 B | 67.7 M, 107,236 B | 7,038,034 B |
/// | `small` | libdeflate level 12 | 3,324 M, 32,658 B | (not measured), 102,835 B | 6,662,713 B |
/// | (`fast` before) | libdeflate level 2 | 61.4 M, 41,279 B | 312.9 M, 116,867 B | 7,795,622 B |
/// | (`default` before) | libdeflate level 6 | 66.9 M, 38,048 B | 334.2 M, 112,417 B | 7,390,387 B |
///
/// So `default` costs 0.30 × (card) and 0.20 × (poll) the instructions of libdeflate's level 6 for 0.95 ×
/// its bytes; 25 of the 352 references grow, by 4% at most (4 by more than 2%), the rest shrink.
/// `fast` is 0.93 × level 2's bytes in total, 2.5% more at worst.
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
