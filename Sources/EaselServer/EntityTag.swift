import Foundation

/// A strong `ETag` for an image: a 128-bit digest of the request's canonical form and Easel's version.
///
/// The canonical form names everything that decides the bytes and nothing else: the route, the
/// format, the scene as compact JSON in its members' order (or the template's name, its file's digest
/// and every parameter's value, defaults included, in the order the template declares them) and the
/// render options in a fixed order. Two requests that render the same bytes in any replica therefore
/// get the same tag, which is what a CDN in front of several replicas needs.
///
/// The digest is FNV-1a over the UTF-8 bytes, twice with different offsets (two 64-bit halves): stable
/// across processes and machines, unlike Swift's seeded `Hasher`. It is no cryptographic hash; a tag
/// only has to change when the picture does.
enum EntityTag {
    /// Easel's version, part of every tag: a release that draws differently changes every tag.
    static let easelVersion = "0.1.0"

    /// The quoted tag for `canonicalForm`.
    static func make(_ canonicalForm: String) -> String {
        "\"" + digest(canonicalForm + "\n" + easelVersion) + "\""
    }

    /// 32 hex digits of FNV-1a-128-by-halves of `text`.
    static func digest(_ text: String) -> String {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var (first, second): (UInt64, UInt64) = (0xCBF2_9CE4_8422_2325, 0x6C62_272E_07BB_0142)
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte)) &* prime
            second = second &+ (second >> 29)
        }
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether an `If-None-Match` header's value matches `tag`: `*`, or one of its comma-separated tags
    /// (weak tags compared weakly, as RFC 9110 §13.1.2 says for `If-None-Match`).
    static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
        }
    }
}
