import CZlib
import EaselRender
import Foundation

/// The image data of one PNG frame, in the one colour type every frame of an APNG shares: 8-bit RGBA.
///
/// Cairo writes an opaque picture as RGB (colour type 2) and one with any transparency as RGBA (6), so
/// the frames of one animation can differ. Rules:
/// 1. An 8-bit, non-interlaced RGBA frame's IDAT data is taken as it is (the bytes Cairo wrote).
/// 2. An 8-bit, non-interlaced RGB frame is re-encoded losslessly: its zlib stream is inflated, each
///    row unfiltered (PNG filters None, Sub, Up, Average, Paeth, 3 bytes a pixel), given an opaque
///    alpha byte per pixel, filtered again with the same filter type (4 bytes a pixel) and deflated
///    with zlib at the level `compression` names (`zlibLevel(for:)`; its default level for `.default`).
/// 3. Any other format is refused.
struct PNGImageData: Sendable {
    let header: PNGHeader
    /// The zlib stream of the image data, split as the IDAT chunks held it.
    let chunks: [Data]

    init(png: Data, compression: PNGCompression = .default) throws {
        let chunks = try PNGChunks.read(png)
        guard let first = chunks.first, first.type == "IHDR" else { throw AnimationError.encodingFailed("PNG without a header") }
        let header = try PNGHeader(first.data)
        let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
        guard header.bitDepth == 8, header.interlace == 0, header.compression == 0, header.filter == 0 else {
            throw AnimationError.encodingFailed("unsupported PNG frame format")
        }
        switch header.colorType {
        case PNGHeader.rgba:
            (self.header, self.chunks) = (header, data)
        case PNGHeader.rgb:
            var converted = header
            converted.colorType = PNGHeader.rgba
            let raw = try Zlib.inflate(data.reduce(into: Data()) { $0.append($1) })
            let rows = try Self.addingAlpha(to: raw, width: Int(header.width), height: Int(header.height))
            (self.header, self.chunks) = (converted, [try Zlib.deflate(rows, level: Self.zlibLevel(for: compression))])
        default:
            throw AnimationError.encodingFailed("unsupported PNG colour type \(header.colorType)")
        }
    }

    /// zlib's level for a `PNGCompression`: 1 for `.fast`, its default (6) for `.default`, 9 for `.small`.
    static func zlibLevel(for compression: PNGCompression) -> Int32 {
        switch compression {
        case .fast: 1
        case .default: Z_DEFAULT_COMPRESSION
        case .small: 9
        }
    }

    /// Filtered RGB rows turned into filtered RGBA rows.
    private static func addingAlpha(to raw: Data, width: Int, height: Int) throws -> Data {
        let source = [UInt8](raw)
        let (inStride, outStride) = (width * 3, width * 4)
        guard source.count == height * (inStride + 1) else { throw AnimationError.encodingFailed("PNG image data has the wrong size") }
        var output = [UInt8](repeating: 0, count: height * (outStride + 1))
        var previousRGB = [UInt8](repeating: 0, count: inStride)
        var previousRGBA = [UInt8](repeating: 0, count: outStride)
        for y in 0..<height {
            let filter = source[y * (inStride + 1)]
            let filtered = Array(source[(y * (inStride + 1) + 1)..<((y + 1) * (inStride + 1))])
            let rgb = try PNGFilter.unfilter(filtered, previous: previousRGB, type: filter, bytesPerPixel: 3)
            var rgba = [UInt8](repeating: 255, count: outStride)
            for x in 0..<width {
                rgba[x * 4] = rgb[x * 3]
                rgba[x * 4 + 1] = rgb[x * 3 + 1]
                rgba[x * 4 + 2] = rgb[x * 3 + 2]
            }
            output[y * (outStride + 1)] = filter
            let refiltered = PNGFilter.filter(rgba, previous: previousRGBA, type: filter, bytesPerPixel: 4)
            output.replaceSubrange((y * (outStride + 1) + 1)..<((y + 1) * (outStride + 1)), with: refiltered)
            (previousRGB, previousRGBA) = (rgb, rgba)
        }
        return Data(output)
    }
}
