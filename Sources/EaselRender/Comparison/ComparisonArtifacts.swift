import Foundation

/// The files a failed comparison leaves for review: `NAME.expected.png`, `NAME.actual.png` and
/// `NAME.diff.png`, the three-panel picture of `ImageComparison.Result.panelImage()`.
///
/// Rules:
/// 1. The folder is created when missing; each file is written atomically and replaces an older one of
///    the same name.
/// 2. The expected and actual files are the bytes compared (or, for decoded images, the images encoded
///    as PNG), so they can be compared again or checked in as a new reference.
public struct ComparisonArtifacts: Hashable, Sendable {
    public let expected: URL
    public let actual: URL
    /// The three panels: expected | actual | difference.
    public let diff: URL

    /// Writes the three files of `result` into `folder`, named after `name`.
    @discardableResult
    public static func write(_ result: ImageComparison.Result, named name: String, in folder: URL) throws -> ComparisonArtifacts {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.writeFailed(path: folder.path, reason: "\(error.localizedDescription)")
        }
        let artifacts = ComparisonArtifacts(expected: folder.appendingPathComponent("\(name).expected.png"),
                                            actual: folder.appendingPathComponent("\(name).actual.png"),
                                            diff: folder.appendingPathComponent("\(name).diff.png"))
        try AtomicFile.write(try result.expectedPNG(), to: artifacts.expected)
        try AtomicFile.write(try result.actualPNG(), to: artifacts.actual)
        try AtomicFile.write(try result.panelImage(), to: artifacts.diff)
        return artifacts
    }
}
