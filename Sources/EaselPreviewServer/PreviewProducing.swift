import EaselPreviews
import Foundation

/// What builds and draws the previews the server shows: `easel preview`'s generated package and runner
/// (`WorkspacePreviews` in the command line). Its calls block (they wait for `swift build` and the
/// runner), and the server makes them one at a time, off its event loops.
public protocol PreviewProducing: Sendable {
    /// The files to watch, found again on every poll, so that a file added to a watched folder counts.
    func watchedFiles() throws -> [URL]

    /// Compiles the watched files; returns the seconds it took. A compile error throws
    /// `PreviewBuildFailure` with the compiler's `file:line:column: error:` lines.
    func build() throws -> Double

    /// Draws every preview with `options`, the previews declared in `first` before the others, calling
    /// `drawn` as each is done with its picture's name, its entry, and its PNG (nil when it failed;
    /// `entry.error` says why). Returns the pictures' names in the order of the index.
    func draw(options: PreviewDrawOptions, first: Set<URL>, drawn: (String, PreviewIndexEntry, Data?) -> Void) throws -> [String]

    /// Stops a build or drawing under way (its child process), for a shutdown.
    func stop()
}

/// A build that did not compile: the lines to show.
public struct PreviewBuildFailure: Error, CustomStringConvertible {
    public let lines: [String]
    public init(lines: [String]) { self.lines = lines }
    public var description: String { lines.joined(separator: "\n") }
}
