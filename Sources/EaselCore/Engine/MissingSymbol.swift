import Foundation

/// A symbol name (`Image(systemName:)`) the symbol set does not have: it drew nothing.
public struct MissingSymbol: Sendable, Equatable, CustomStringConvertible {
    /// The SF Symbols name asked for, variants applied.
    public let name: String

    public var description: String { "no symbol named '\(name)' in the symbol set; it draws nothing" }
}

extension LayoutDiagnostics {
    /// Where missing symbols are reported (set it around a layout: `$missingSymbolReporter.withValue(.init { … })`);
    /// unset, a debug build writes each to stderr, as SwiftUI logs "No symbol named … found".
    @TaskLocal public static var missingSymbolReporter: Reporting<MissingSymbol> = .unset

    static func report(_ problem: MissingSymbol) { missingSymbolReporter(problem) }
}
