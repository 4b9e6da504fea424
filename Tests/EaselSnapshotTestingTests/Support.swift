import Foundation
@testable import EaselSnapshotTesting

/// Runs `body` with a fresh folder for references and one for artifacts, both removed afterwards, so
/// that tests of failing snapshots never touch `snapshots/` or the real artifacts folder.
func withTemporaryFolders<R>(_ body: (_ references: URL, _ artifacts: URL) throws -> R) throws -> R {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-snapshot-testing-\(UUID().uuidString)")
    let (references, artifacts) = (root.appendingPathComponent("references"), root.appendingPathComponent("artifacts"))
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    return try SnapshotArtifacts.$folderOverride.withValue(artifacts) { try body(references, artifacts) }
}

/// Whether a file exists at `url`.
func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

/// Removes the copy of a failed snapshot that swift-snapshot-testing itself writes to
/// `$SNAPSHOT_ARTIFACTS` (else the temporary directory), in the folder named after the test's file, so
/// that deliberate failures leave nothing behind.
func removeLibraryCopy(of file: String, testFile: String) {
    let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
    try? FileManager.default.removeItem(at: folder.appendingPathComponent(testFile).appendingPathComponent(file))
}
