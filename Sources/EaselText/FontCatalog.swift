import CPangoCairo
import Foundation
import Synchronization

/// Which font family a `Font.custom` name stands for, among the fonts fontconfig knows (the system's and
/// those of `FontRegistry`).
///
/// SwiftUI's `Font.custom(_:size:)` takes a family name or a PostScript name (Apple's documentation:
/// "The name of the font … either a font family name or PostScript name"). Rules:
/// 1. A name that is a family (fontconfig compares families ignoring case and spaces) is that family.
/// 2. Otherwise a face's PostScript name (`BrandSans-Bold`) or full name (`Brand Sans Bold`) gives that
///    face's family.
/// 3. Otherwise the name is not found: text falls back to the system font at the same size, as SwiftUI
///    does, and a warning is reported (`MissingFont`).
/// Answers are remembered until the registered fonts change.
enum FontCatalog {
    /// The family `name` stands for, or nil when no installed or registered font answers to it.
    static func family(named name: String) -> String? {
        let generation = FontRegistry.generation
        if let cached = cache.withLock({ $0.generation == generation ? $0.families[name] : nil }) { return cached }
        SystemFontConfiguration.makeCurrent()
        let configuration = FontRegistry.current?.configuration
        let family = withExtendedLifetime(configuration) {
            let config = configuration?.config
            return lookUp(name, by: "family", in: config).map { _ in name }
                ?? lookUp(name, by: "postscriptname", in: config)
                ?? lookUp(name, by: "fullname", in: config)
        }
        cache.withLock { cache in
            if cache.generation != generation { cache = Cache(generation: generation) }
            cache.families[name] = .some(family)
        }
        return family
    }

    private struct Cache {
        var generation = 0
        var families: [String: String?] = [:]
    }

    private static let cache = Mutex(Cache())

    /// The family of the first font whose `object` (a fontconfig property) is `name`, or nil.
    private static func lookUp(_ name: String, by object: String, in config: OpaquePointer?) -> String? {
        guard !name.isEmpty, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard fontconfigString(name, { FcPatternAddString(pattern, object, $0) }) != 0,
              let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, "family")
        guard let fonts = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        guard fonts.pointee.nfont > 0, let first = fonts.pointee.fonts?[0] else { return nil }
        return string(first, "family")
    }

    /// The first string value of `object` in `pattern`.
    static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// Calls `body` with `string` as fontconfig's unsigned UTF-8 C string.
func fontconfigString<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
    string.withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1, body) }
}
