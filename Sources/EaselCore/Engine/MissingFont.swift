import Foundation

/// A `Font.custom` name no installed or registered font answers to: its text was drawn in the system
/// font at the same size, as SwiftUI draws it.
public struct MissingFont: Sendable, Equatable, CustomStringConvertible {
    /// The family or PostScript name asked for.
    public let name: String

    public var description: String { "no font named '\(name)'; its text is drawn in the system font" }
}

extension LayoutDiagnostics {
    /// Where missing fonts are reported (set it around a layout: `$missingFontReporter.withValue(…)`);
    /// nil writes each to stderr in a debug build, as a missing symbol is.
    @TaskLocal public static var missingFontReporter: (@Sendable (MissingFont) -> Void)?

    static func report(_ problem: MissingFont) {
        if let report = missingFontReporter {
            report(problem)
            return
        }
        #if DEBUG
        FileHandle.standardError.write(Data("Easel: \(problem)\n".utf8))
        #endif
    }
}
