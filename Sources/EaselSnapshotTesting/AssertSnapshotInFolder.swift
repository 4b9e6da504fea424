import Foundation
import SnapshotTesting

/// Asserts that `value` matches the reference `directory/TEST.NAME.EXT`: swift-snapshot-testing's
/// `assertSnapshot` with the references in a folder of your choice instead of `__Snapshots__` next to
/// the test file.
///
/// - Parameters:
///   - name: The case's name, the second part of the file name (`390x844-2x-large-light`).
///   - directory: The folder of the references (created when recording).
///   - testName: The first part of the file name; by default the test function's name.
///   - record: The record mode; by default swift-snapshot-testing's (`SNAPSHOT_TESTING_RECORD`, else
///     `.missing`).
///
/// Both parts of the file name are made file-name safe as swift-snapshot-testing does (characters other
/// than letters, digits and `_` become `-`). The record modes are the library's: `.missing` records a
/// missing reference and fails, `.never` fails without writing it, `.all` re-records and fails, `.failed`
/// re-records what fails. A failed image comparison names its artifacts after the reference
/// (`SnapshotArtifacts`).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String,
    in directory: URL,
    testName: String = #function,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, in: directory, testName: testName,
                                 record: record, fileID: fileID, file: filePath, line: line, column: column)
    guard let failure else { return }
    recordSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies that `value` matches the reference `directory/TEST.NAME.EXT` and returns the failure
/// message, or nil when it matches: `assertSnapshot(of:as:named:in:)` without recording the failure,
/// for helpers and for tests of the message.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String,
    in directory: URL,
    testName: String = #function,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let testFile = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    let reference = SnapshotArtifacts.Reference(
        testFile: testFile, name: "\(sanitizedPathComponent(testName)).\(sanitizedPathComponent(name))")
    do {
        return try SnapshotArtifacts.$current.withValue(reference) {
            SnapshotTesting.verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                           snapshotDirectory: directory.path, fileID: fileID, file: filePath,
                                           testName: testName, line: line, column: column)
        }
    } catch {
        return "\(error)"
    }
}
