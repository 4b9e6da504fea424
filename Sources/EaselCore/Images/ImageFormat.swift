import Foundation

/// The image file formats Easel reads, told apart by their first bytes, never by the file's name: a
/// JPEG named `.png` is read as a JPEG, a text file named `.png` is no image.
///
/// Signatures: PNG `89 50 4E 47 0D 0A 1A 0A`; JPEG `FF D8 FF`; WebP `RIFF····WEBP`; GIF `GIF87a` or
/// `GIF89a`; SVG an XML text (after an optional byte-order mark and white space, `<`) whose first
/// 4096 bytes hold `<svg`.
package enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, webp, gif, svg

    /// The bytes needed to tell the formats apart.
    package static let sniffLength = 4096

    /// The format of a file starting with `bytes`, or nil when it is none of them.
    package init?(sniffing bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { self = .gif }
        else if Self.isSVG(bytes) { self = .svg }
        else { return nil }
    }

    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        var text = bytes.prefix(sniffLength)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        guard let first = text.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), text[first] == UInt8(ascii: "<") else {
            return false
        }
        let marker = Array("<svg".utf8)
        return text.indices.contains { index in text[index...].starts(with: marker) }
    }
}
