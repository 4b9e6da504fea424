import EaselScene
import Easel
import Foundation
import Synchronization

/// Runs `body`, then writes one warning to stderr for each symbol name it laid out that the symbol set
/// does not have (`Image(systemName:)` draws nothing for it, as SwiftUI does), and for each
/// `Font.custom` name no font answers to (its text is drawn in the system font, as SwiftUI draws it).
func warningOfMissingSymbols<T>(_ body: () throws -> T) rethrows -> T {
    let symbols = Mutex<[String]>([])
    let fonts = Mutex<[String]>([])
    defer {
        var seen = Set<String>()
        for name in symbols.withLock({ $0 }) where seen.insert(name).inserted {
            FileHandle.standardError.write(Data("easel: warning: no symbol named '\(name)' in the symbol set (Bootstrap Icons); it draws nothing\n".utf8))
        }
        seen = []
        for name in fonts.withLock({ $0 }) where seen.insert(name).inserted {
            FileHandle.standardError.write(Data("easel: warning: no font named '\(name)' (give its file with --font); its text is drawn in the system font\n".utf8))
        }
    }
    return try LayoutDiagnostics.$missingSymbolReporter.withValue({ problem in symbols.withLock { $0.append(problem.name) } }) {
        try LayoutDiagnostics.$missingFontReporter.withValue({ problem in fonts.withLock { $0.append(problem.name) } }) {
            try body()
        }
    }
}
