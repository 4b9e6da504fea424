import EaselRender
import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where a failed image snapshot leaves its expected image, actual image and three-panel diff, and
/// what the files are called.
///
/// Rules:
/// 1. The folder is swift-snapshot-testing's for its own failures: `$SNAPSHOT_ARTIFACTS`, else the
///    temporary directory. Failure messages print the path.
/// 2. Inside it, the files go in a folder named after the test's source file (`PollTests`), next to
///    swift-snapshot-testing's copy of the actual snapshot.
/// 3. They are named after the reference when the snapshot was asserted with a reference folder
///    (`assertSnapshot(of:as:named:in:)`): `poll.390x844-1x-large-light.expected.png`, `.actual.png`,
///    `.diff.png`. Otherwise after the running test, with a short hash of the actual image so that the
///    failing cases of a parameterised test do not overwrite each other: `card-1f2e3d4c.diff.png`.
public enum SnapshotArtifacts {
    /// The folder of rule 1.
    public static var folder: URL {
        if let folder = folderOverride { return folder }
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    /// The snapshot being verified against a reference folder: its test file and reference name.
    struct Reference: Sendable {
        var testFile: String
        var name: String
    }

    @TaskLocal static var current: Reference?

    /// A folder that replaces rule 1's for the current task: tests of failures use their own.
    @TaskLocal static var folderOverride: URL?

    /// Writes the three files of a failed comparison (rules 2 and 3).
    static func write(_ result: ImageComparison.Result) throws -> ComparisonArtifacts {
        let reference = try current ?? runningTest(actual: result.actualPNG())
        return try ComparisonArtifacts.write(result, named: reference.name,
                                             in: folder.appendingPathComponent(reference.testFile, isDirectory: true))
    }

    /// Rule 3's fallback: the running test's file and name, and a hash of the actual image.
    private static func runningTest(actual: Data) -> Reference {
        var file = "Snapshots", name = "snapshot"
        #if canImport(Testing)
        if let test = Test.current {
            file = (test.sourceLocation.fileName as NSString).deletingPathExtension
            name = sanitizedPathComponent(test.name)
        }
        #endif
        // FNV-1a, 32 bits: stable across runs, unlike `Hasher`.
        let hash = actual.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        return Reference(testFile: file, name: "\(name)-\(String(hash, radix: 16))")
    }
}
