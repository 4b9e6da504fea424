import Easel
import Foundation

/// One entry of `index.json`: a preview, where it is declared, and its picture or why there is none.
public struct PreviewIndexEntry: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable {
        public var width: Double
        public var height: Double
    }
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// The declaring file's name, its path, and the line of the declaration (0 when unknown).
    public var file: String
    public var path: String
    public var line: Int
    /// The preview's name, if it has one.
    public var name: String?
    /// The picture, relative to the index's folder; nil when the preview could not be drawn.
    public var image: String?
    public var device: String?
    public var orientation: String?
    public var size: Size?
    public var scale: Double?
    /// Every `.id`'d view's frame in points from the picture's top-left.
    public var frames: [String: Frame]?
    /// Why the preview has no picture: it trapped, or its render threw.
    public var error: String?

    public init(preview: PreviewDeclaration, image: String?) {
        file = preview.fileName
        path = preview.filePath
        line = preview.line
        name = preview.name
        self.image = image
    }

    /// Fills in what drawing `preview` gave.
    public mutating func record(_ rendered: RenderedPreview) {
        device = rendered.device.name
        orientation = rendered.orientation.id
        size = Size(width: rendered.size.width, height: rendered.size.height)
        scale = rendered.scale
        frames = rendered.frames.mapValues { Frame(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// How a person names it: `File.swift:12 "Name"`.
    public var label: String { "\(file):\(line)" + (name.map { " \"\($0)\"" } ?? "") }
}

/// `index.json`: every preview in the order they were found.
public struct PreviewIndex: Codable, Equatable, Sendable {
    public var previews: [PreviewIndexEntry]
    public init(previews: [PreviewIndexEntry]) { self.previews = previews }

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// The picture file of each preview: `<File>-<name>.png` with the file's name less `.swift`, or
/// `<File>-<n>.png` for the n-th unnamed preview of the file (from 1, in the order found). A name keeps
/// letters, digits, `-`, `_` and `.`; anything else becomes `-`. A name used twice in one file gets its
/// number too.
public enum PreviewFileNames {
    public static func names(for previews: [PreviewDeclaration]) -> [String] {
        var countInFile: [String: Int] = [:]
        var used: Set<String> = []
        return previews.map { preview in
            let file = preview.fileName.hasSuffix(".swift") ? String(preview.fileName.dropLast(6)) : preview.fileName
            let number = countInFile[file, default: 0] + 1
            countInFile[file] = number
            var stem = "\(file)-\(preview.name.map(sanitized) ?? String(number))"
            if used.contains(stem.lowercased()) { stem += "-\(number)" }
            used.insert(stem.lowercased())
            return stem + ".png"
        }
    }

    static func sanitized(_ name: String) -> String {
        let kept = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" }
        let text = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return text.isEmpty ? "preview" : text
    }
}
