import Foundation

/// Writes progress to stderr when a person is watching it (stderr is a terminal), so logs and tests
/// see only results and errors.
enum Progress {
    static let isVisible = isatty(STDERR_FILENO) != 0

    static func report(_ message: String) {
        guard isVisible else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
