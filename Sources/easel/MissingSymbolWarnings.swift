import EaselScene
import Easel
import Foundation
import Synchronization

/// Runs `body`, then writes one warning to stderr for each symbol name it laid out that the symbol set
/// does not have (`Image(systemName:)` draws nothing for it, as SwiftUI does).
func warningOfMissingSymbols<T>(_ body: () throws -> T) rethrows -> T {
    let names = Mutex<[String]>([])
    defer {
        var seen = Set<String>()
        for name in names.withLock({ $0 }) where seen.insert(name).inserted {
            FileHandle.standardError.write(Data("easel: warning: no symbol named '\(name)' in the symbol set (Bootstrap Icons); it draws nothing\n".utf8))
        }
    }
    return try LayoutDiagnostics.$missingSymbolReporter.withValue({ problem in names.withLock { $0.append(problem.name) } }) {
        try body()
    }
}
