import Foundation

/// The EXIF orientation of a JPEG (TIFF tag 0x0112 in its APP1 `Exif` segment): how the stored pixels
/// are turned to show the picture upright, as cameras write it and iOS honours it.
///
/// The eight values (TIFF 6.0, EXIF 2.32 § 4.6.4): 1 upright; 2 mirrored left–right; 3 turned 180°;
/// 4 mirrored top–bottom; 5 transposed (mirrored about the top-left diagonal); 6 to be turned 90°
/// clockwise; 7 transversed (mirrored about the top-right diagonal); 8 to be turned 90° anticlockwise.
/// Values 5–8 swap the picture's width and height. A missing, unreadable or out-of-range tag is 1.
package struct ExifOrientation: RawRepresentable, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = (1...8).contains(rawValue) ? rawValue : 1 }

    package static let upright = ExifOrientation(rawValue: 1)

    /// Whether the upright picture's width is the stored height.
    package var swapsSides: Bool { rawValue >= 5 }

    /// The stored pixel that shows at `(x, y)` of the upright picture, for stored pixels `width × height`.
    package func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch rawValue {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, height - 1 - x)
        case 7: (width - 1 - y, height - 1 - x)
        case 8: (width - 1 - y, x)
        default: (x, y)
        }
    }

    /// The orientation in an APP1 segment's content (`Exif\0\0` and a TIFF structure), or upright.
    ///
    /// Reads the TIFF header's byte order (`II` little-endian, `MM` big-endian), the offset of the
    /// first IFD, and its 12-byte entries for tag 0x0112 of type SHORT; every offset is bounds-checked.
    package init(app1 content: ArraySlice<UInt8>) {
        let bytes = Array(content)
        guard bytes.count >= 14, bytes[0..<6].elementsEqual(Array("Exif".utf8) + [0, 0]) else { self = .upright; return }
        let tiff = 6
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: self = .upright; return
        }
        func value(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            let field = bytes[offset..<offset + count]
            return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifdOffset = value(tiff + 4, 4), let entries = value(tiff + ifdOffset, 2) else { self = .upright; return }
        for entry in 0..<min(entries, 1000) {
            let start = tiff + ifdOffset + 2 + entry * 12
            guard let tag = value(start, 2), let type = value(start + 2, 2) else { break }
            if tag == 0x0112, type == 3, let orientation = value(start + 8, 2) {
                self.init(rawValue: orientation)
                return
            }
        }
        self = .upright
    }
}
