import Foundation

/// What an image file's header says — its format, its stored size in pixels and (JPEG) its EXIF
/// orientation — read without decoding a pixel, so limits are checked before a decoder allocates.
///
/// Where each format keeps its size: PNG in `IHDR` (bytes 16–23, big-endian); GIF in the logical
/// screen descriptor (bytes 6–9, little-endian); WebP in its first chunk (`VP8 `: the key frame's
/// 14-bit sizes after the start code `9D 01 2A`; `VP8L`: two 14-bit sizes minus one after the
/// signature `2F`; `VP8X`: the canvas's 24-bit sizes minus one); JPEG in its first start-of-frame
/// segment (`FFC0`–`FFCF` but `C4`, `C8`, `CC`), reached by walking the segments, the orientation in
/// the first `APP1` (`FFE1`) holding `Exif`. An SVG's size is its own (librsvg reads it): 0 × 0 here.
package struct ImageHeader: Equatable, Sendable {
    package var format: ImageFormat
    /// The stored pixels' width and height.
    package var width: Int
    package var height: Int
    package var orientation = ExifOrientation.upright

    package init(format: ImageFormat, width: Int, height: Int, orientation: ExifOrientation = .upright) {
        (self.format, self.width, self.height, self.orientation) = (format, width, height, orientation)
    }

    /// Pixels in the picture (the product cannot overflow: each side is below 2³²).
    package var pixelCount: Int { width * height }

    /// The picture's size in pixels as it shows: width and height swapped for orientations 5–8.
    package var uprightSize: CGSize {
        orientation.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The header of the file at `path`, or nil when it cannot be opened or is not an image.
    package static func read(atPath path: String) -> ImageHeader? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return read { offset, count in
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil else { return [] }
            return (try? handle.read(upToCount: count)).map { [UInt8]($0) } ?? []
        }
    }

    /// The header of an image held in memory, or nil when it is not an image.
    package static func read(_ bytes: [UInt8]) -> ImageHeader? {
        read { offset, count in
            guard offset >= 0, offset < bytes.count else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + count)])
        }
    }

    /// The header read through `bytes(offset, count)`, which answers at most `count` bytes.
    private static func read(_ bytes: (Int, Int) -> [UInt8]) -> ImageHeader? {
        let start = bytes(0, ImageFormat.sniffLength)
        guard let format = ImageFormat(sniffing: start) else { return nil }
        func big(_ offset: Int, _ count: Int) -> Int { start[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) } }
        func little(_ offset: Int, _ count: Int) -> Int { start[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) } }
        switch format {
        case .png:
            guard start.count >= 24, start[12..<16].elementsEqual("IHDR".utf8) else { return nil }
            return ImageHeader(format: .png, width: big(16, 4), height: big(20, 4))
        case .gif:
            guard start.count >= 10 else { return nil }
            return ImageHeader(format: .gif, width: little(6, 2), height: little(8, 2))
        case .webp:
            guard start.count >= 30 else { return nil }
            switch String(decoding: start[12..<16], as: UTF8.self) {
            case "VP8 " where start[23..<26].elementsEqual([0x9D, 0x01, 0x2A]):
                return ImageHeader(format: .webp, width: little(26, 2) & 0x3FFF, height: little(28, 2) & 0x3FFF)
            case "VP8L" where start[20] == 0x2F:
                let bits = little(21, 4)
                return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
            case "VP8X":
                return ImageHeader(format: .webp, width: little(24, 3) + 1, height: little(27, 3) + 1)
            default:
                return nil
            }
        case .jpeg:
            return jpegHeader(bytes)
        case .svg:
            return ImageHeader(format: .svg, width: 0, height: 0)
        }
    }

    /// Walks a JPEG's segments to its first start of frame, noting the first `Exif` APP1's orientation.
    private static func jpegHeader(_ bytes: (Int, Int) -> [UInt8]) -> ImageHeader? {
        var offset = 2
        var orientation = ExifOrientation.upright
        var sawExif = false
        for _ in 0..<100_000 {
            let marker = bytes(offset, 4)
            guard marker.count == 4, marker[0] == 0xFF else { return nil }
            let code = marker[1]
            if code == 0xFF { offset += 1; continue }  // a fill byte before the marker
            if code == 0x01 || (0xD0...0xD7).contains(code) { offset += 2; continue }  // markers without a length
            let length = Int(marker[2]) << 8 | Int(marker[3])
            guard length >= 2, code != 0xD9, code != 0xDA else { return nil }  // the image ends or its data starts: no frame
            if (0xC0...0xCF).contains(code), ![0xC4, 0xC8, 0xCC].contains(code) {
                let frame = bytes(offset + 4, 5)
                guard frame.count == 5 else { return nil }
                let height = Int(frame[1]) << 8 | Int(frame[2]), width = Int(frame[3]) << 8 | Int(frame[4])
                return ImageHeader(format: .jpeg, width: width, height: height, orientation: orientation)
            }
            if code == 0xE1, !sawExif {
                let content = bytes(offset + 4, length - 2)
                if content.starts(with: Array("Exif".utf8)) {
                    sawExif = true
                    orientation = ExifOrientation(app1: content[...])
                }
            }
            offset += 2 + length
        }
        return nil
    }
}
