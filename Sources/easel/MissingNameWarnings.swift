import EaselScene
import Easel
import Foundation
import Synchronization

/// Runs `body`, then writes one warning to stderr for each name it laid out that nothing answers to: a
/// symbol the symbol set lacks and an image name the assets folder lacks (each draws nothing, as SwiftUI
/// draws nothing for them), and a `Font.custom` name no font has (its text is drawn in the system font,
/// as SwiftUI draws it). Each warning is written once, in the order the names were met.
func warningOfMissingNames<T>(_ body: () throws -> T) rethrows -> T {
    let warnings = Mutex<[String]>([])
    defer {
        var seen = Set<String>()
        for warning in warnings.withLock({ $0 }) where seen.insert(warning).inserted {
            FileHandle.standardError.write(Data("easel: warning: \(warning)\n".utf8))
        }
    }
    return try LayoutDiagnostics.$missingSymbolReporter.withValue(.init { problem in
        warnings.withLock { $0.append("no symbol named '\(problem.name)' in the symbol set (Bootstrap Icons); it draws nothing") }
    }) {
        try LayoutDiagnostics.$missingImageReporter.withValue(.init { problem in warnings.withLock { $0.append(problem.description) } }) {
            try LayoutDiagnostics.$missingFontReporter.withValue(.init { problem in
                warnings.withLock { $0.append("no font named '\(problem.name)' (give its file with --font); its text is drawn in the system font") }
            }) {
                try body()
            }
        }
    }
}
