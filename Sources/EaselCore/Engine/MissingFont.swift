import Foundation

/// A `Font.custom` name no installed or registered font answers to: its text was drawn in the system
/// font at the same size, as SwiftUI draws it.
public struct MissingFont: Sendable, Equatable, CustomStringConvertible {
    /// The family or PostScript name asked for.
    public let name: String

    public var description: String { "no font named '\(name)'; its text is drawn in the system font" }
}

extension LayoutDiagnostics {
    /// Where missing fonts are reported (set it around a layout: `$missingFontReporter.withValue(.init { … })`);
    /// unset, a debug build writes each to stderr, as a missing symbol is.
    @TaskLocal public static var missingFontReporter: Reporting<MissingFont> = .unset

    static func report(_ problem: MissingFont) { missingFontReporter(problem) }
}
