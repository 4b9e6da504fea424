import Foundation
import Testing
@testable import EaselSnapshotTesting

/// A missing reference fails whatever the record mode; CI runs with `SNAPSHOT_TESTING_RECORD=never`
/// (`.ci/run`), which also leaves it unwritten. References go where they are asked to, named
/// `TEST.NAME.EXT`, and artifacts of plain `verifySnapshot` calls are named after the running test.
@Suite struct RecordModeTests {
    static var view: some View { Color.orange.frame(width: 8, height: 8) }

    @MainActor @Test func aMissingReferenceFailsAndIsNotWrittenWhenRecordingIsOff() throws {
        try withTemporaryFolders { references, _ in
            let message = verifySnapshot(of: Self.view, as: .png(scale: 1), named: "missing", in: references, testName: "ci", record: .never)
            #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled") == true)
            #expect(!exists(references.appendingPathComponent("ci.missing.png")))
        }
    }

    @MainActor @Test func aMissingReferenceIsRecordedAndStillFailsByDefault() throws {
        try withTemporaryFolders { references, _ in
            let message = verifySnapshot(of: Self.view, as: .png(scale: 1), named: "missing", in: references, testName: "local",
                                         record: .missing)
            #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
            #expect(exists(references.appendingPathComponent("local.missing.png")))
            #expect(verifySnapshot(of: Self.view, as: .png(scale: 1), named: "missing", in: references, testName: "local") == nil)
        }
    }

    @MainActor @Test func namesAreMadeFileNameSafe() throws {
        try withTemporaryFolders { references, _ in
            _ = verifySnapshot(of: Self.view, as: .frames(), named: "390x844@3x large/light", in: references, testName: "poll()",
                               record: .all)
            #expect(exists(references.appendingPathComponent("poll.390x844-3x-large-light.txt")))
        }
    }

    @MainActor @Test func artifactsOfAPlainVerificationAreNamedAfterTheTest() throws {
        try withTemporaryFolders { references, artifacts in
            let other = Color.purple.frame(width: 8, height: 8)
            _ = SnapshotTesting.verifySnapshot(of: Self.view, as: .png(scale: 1), named: "plain", record: .all,
                                               snapshotDirectory: references.path)
            let failure = SnapshotTesting.verifySnapshot(of: other, as: .png(scale: 1), named: "plain", record: .never,
                                                         snapshotDirectory: references.path)
            let message = try #require(failure)
            let folder = artifacts.appendingPathComponent("RecordModeTests")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files.count == 3)
            #expect(files.allSatisfy { $0.hasPrefix("artifactsOfAPlainVerificationAreNamedAfterTheTest-") })
            #expect(files.contains { $0.hasSuffix(".diff.png") } && message.contains(folder.path))
            removeLibraryCopy(of: "artifactsOfAPlainVerificationAreNamedAfterTheTest.plain.png", testFile: "RecordModeTests")
        }
    }
}
