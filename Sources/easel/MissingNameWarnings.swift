import EaselScene
import Easel
import Foundation
import Synchronization

/// Runs `body`, then writes one warning to stderr for each symbol name it laid out that the symbol set
/// does not have (`Image(systemName:)` draws nothing for it, as SwiftUI does), and for each image name
/// the assets folder does not have (`Image("name")` draws nothing for it either).
func warningOfMissingNames<T>(_ body: () throws -> T) rethrows -> T {
    let symbols = Mutex<[String]>([])
    let images = Mutex<[String]>([])
    defer {
        var seen = Set<String>()
        for name in symbols.withLock({ $0 }) where seen.insert(name).inserted {
            FileHandle.standardError.write(Data("easel: warning: no symbol named '\(name)' in the symbol set (Bootstrap Icons); it draws nothing\n".utf8))
        }
        for problem in images.withLock({ $0 }) where seen.insert("image\n" + problem).inserted {
            FileHandle.standardError.write(Data("easel: warning: \(problem)\n".utf8))
        }
    }
    return try LayoutDiagnostics.$missingSymbolReporter.withValue({ problem in symbols.withLock { $0.append(problem.name) } }) {
        try LayoutDiagnostics.$missingImageReporter.withValue({ problem in images.withLock { $0.append(problem.description) } }) {
            try body()
        }
    }
}
