import Foundation

/// The file formats Easel renders a still picture to: the one table that the renderer, the command line,
/// batch manifests, snapshots and the server read.
///
/// A format is added here (its case, its file name extensions and its MIME type) and in
/// `CairoOutput.data`, which writes it; every message and help text that lists the formats is made
/// from this table.
public enum RenderFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
    /// A JPEG at `ImageRenderer.quality`, drawn over white (JPEG has no transparency).
    case jpeg
    /// A WebP at `ImageRenderer.quality`: lossy below 100, lossless at 100; transparency kept.
    case webp

    /// The file name extensions that name the format, the usual one first.
    public var pathExtensions: [String] {
        switch self {
        case .png: ["png"]
        case .svg: ["svg"]
        case .pdf: ["pdf"]
        case .jpeg: ["jpg", "jpeg"]
        case .webp: ["webp"]
        }
    }

    /// The format's media type, for HTTP's `Content-Type`.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        }
    }

    /// The format a file name's extension names (any letter case), or nil.
    public init?(pathExtension: String) {
        let lowercased = pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.pathExtensions.contains(lowercased) }) else { return nil }
        self = format
    }

    /// The format a file path's extension names, or nil (also for a folder path, ending in `/`).
    public init?(path: String) {
        guard !path.hasSuffix("/") else { return nil }
        self.init(pathExtension: (path as NSString).pathExtension)
    }

    /// The formats' usual extensions as a sentence lists them: ".png, .svg, .pdf, .jpg or .webp".
    public static var extensionList: String { listed(allCases.map { "." + $0.pathExtensions[0] }) }

    /// The formats' names as a sentence lists them: "png, svg, pdf, jpeg or webp".
    public static var nameList: String { listed(allCases.map(\.rawValue)) }

    /// What a message asks for when a file name names no format: "use a .png, .svg, .pdf, .jpg or .webp file name".
    public static var fileNameAdvice: String { "use a \(extensionList) file name" }
}

/// `items` as an English sentence lists them: "a", "a or b", "a, b or c".
package func listed(_ items: [String], conjunction: String = "or") -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
