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
        bar(name, completed: progress.completed, of: progress.total, unit: "frames")
    }

    /// Redraws a one-line bar for `name`: `completed` of `total` `unit`.
    static func bar(_ name: String, completed: Int, of total: Int, unit: String) {
        guard isVisible else { return }
        let width = 30
        let fraction = total > 0 ? min(max(Double(completed) / Double(total), 0), 1) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(name) \(bar) \(completed)/\(total) \(unit)".utf8))
    }

    /// Erases the bar's line, so that a message or a result can take it before the bar is redrawn.
    static func clearBar() {
        guard isVisible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// Ends the bar's line.
    static func finishBar() {
        guard isVisible else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
