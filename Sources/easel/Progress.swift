import Easel
import Foundation

/// Writes progress to stderr when a person is watching it (stderr is a terminal), so logs and tests
/// see only results and errors.
enum Progress {
    static let isVisible = isatty(STDERR_FILENO) != 0

    static func report(_ message: String) {
        guard isVisible else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Redraws a one-line bar of `progress` for `name`.
    static func bar(_ name: String, _ progress: AnimationProgress) {
        guard isVisible else { return }
        let width = 30
        let filled = Int((min(max(progress.fraction, 0), 1) * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(name) \(bar) \(progress.completed)/\(progress.total) frames".utf8))
    }

    /// Ends the bar's line.
    static func finishBar() {
        guard isVisible else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
