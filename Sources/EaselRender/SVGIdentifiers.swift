import Foundation

/// Makes Cairo's SVG output depend only on what was drawn.
///
/// Cairo names the groups and images of an SVG document (`id="surface18"`, `id="image19"`) after
/// process-wide counters, so the same view rendered twice in one process gets different names. The rule:
/// every `surfaceN` and `imageN` name, where it is defined (`id="…"`) or referenced (`#…`), is replaced
/// by the same prefix and its rank among the distinct names of that prefix in order of first appearance
/// (`surface1`, `surface2`, …). Other names (glyphs, clips, masks) are already numbered per document.
enum SVGIdentifiers {
    private static let prefixes: [[UInt8]] = ["surface", "image"].map { Array($0.utf8) }

    static func normalized(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var numbering: [[UInt8]: [String: Int]] = [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
            for prefix in prefixes where bytes[index...].starts(with: prefix) {
                var end = index + prefix.count
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                guard end > index + prefix.count else { continue }
                let original = String(decoding: bytes[(index + prefix.count)..<end], as: UTF8.self)
                var names = numbering[prefix, default: [:]]
                let rank = names[original] ?? names.count + 1
                names[original] = rank
                numbering[prefix] = names
                output.append(contentsOf: prefix)
                output.append(contentsOf: Array(String(rank).utf8))
                index = end
                break
            }
        }
        return Data(output)
    }
}
