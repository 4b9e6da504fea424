import Foundation

/// A symbol name (`Image(systemName:)`) the symbol set does not have: it drew nothing.
public struct MissingSymbol: Sendable, Equatable, CustomStringConvertible {
    /// The SF Symbols name asked for, variants applied.
    public let name: String

    public var description: String { "no symbol named '\(name)' in the symbol set; it draws nothing" }
}

extension LayoutDiagnostics {
    /// Where missing symbols are reported (set it around a layout: `$missingSymbolReporter.withValue(…)`);
    /// nil writes each to stderr in a debug build, as SwiftUI logs "No symbol named … found".
    @TaskLocal public static var missingSymbolReporter: (@Sendable (MissingSymbol) -> Void)?

    static func report(_ problem: MissingSymbol) {
        if let report = missingSymbolReporter {
            report(problem)
            return
        }
        #if DEBUG
        FileHandle.standardError.write(Data("Easel: \(problem)\n".utf8))
        #endif
    }
}
