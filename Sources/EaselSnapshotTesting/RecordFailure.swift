import Foundation
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Records a test failure with `message` at the given place: a Swift Testing issue inside a `@Test`,
/// else an XCTest failure.
func recordSnapshotFailure(_ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}
