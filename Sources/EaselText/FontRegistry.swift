import CPangoCairo
import Foundation
import Synchronization

/// Font files registered with the process, for `Font.custom` to find (an Easel addition; on Apple
/// platforms `CTFontManagerRegisterFontsForURL` or an app's `UIAppFonts` does this).
///
/// Rules:
/// 1. A file is registered when FreeType reads at least one face from it: TrueType, OpenType (CFF or
///    TrueType outlines, variable or not), collections (`.ttc`, `.otc`), and WOFF and WOFF2 (Debian's
///    FreeType is built with Brotli, so it decodes WOFF2 itself). Anything else is an error naming the
///    file, and nothing is registered.
/// 2. A folder registers every file in it and its subfolders whose extension is a font's (`ttf`, `otf`,
///    `ttc`, `otc`, `woff`, `woff2`); a folder without one, or with a file of such a name that is not a
///    font, is an error.
/// 3. Registering goes through fontconfig's application font set (`FcConfigAppFontAddFile`): each
///    registration builds a new fontconfig configuration (the system's, read as fontconfig reads it,
///    `FONTCONFIG_FILE` included, by `SystemFontConfiguration`) holding every file registered so far,
///    and publishes it. Each thread's Pango font map adopts the newest configuration before it next
///    measures or draws (`PangoThreadContext`), so fonts registered after a font map was made are found,
///    and no font map changes under a thread that is using it. Text measurements cached before a
///    registration are dropped.
/// 4. A file registered again (by the same real path) is not added twice; a registered file that has
///    since disappeared is left out of the next configuration, and only the new files must load.
public enum FontRegistry {
    /// Why a font file or folder could not be registered.
    public enum RegistrationError: Error, Equatable, CustomStringConvertible {
        case missing(path: String)
        case notAFont(path: String)
        case noFonts(folder: String)

        public var description: String {
            switch self {
            case .missing(let path): "no such file or folder: '\(path)'"
            case .notAFont(let path): "'\(path)' is not a font file (TrueType, OpenType, a font collection, WOFF or WOFF2)"
            case .noFonts(let folder): "the folder '\(folder)' holds no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2)"
            }
        }
    }

    /// The extensions a folder's font files are picked by (rule 2).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Registers the font file at `url`, or every font file in the folder at `url`, and returns the family
    /// names it adds (those of every face, each once, in file order). `Font.custom(name, size:)` then finds
    /// them by family or PostScript name. Register fonts before rendering with them.
    @discardableResult
    public static func register(url: URL) throws -> [String] {
        let path = url.standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw RegistrationError.missing(path: path) }
        let files = isFolder.boolValue ? try fontFiles(inFolder: path) : [path]
        var families: [String] = []
        var facesByFile: [String: [String]] = [:]
        for file in files {
            let real = realPath(file) ?? file
            let faces = state.withLock { $0.families[real] } ?? FontFileQuery.families(ofFileAt: file)
            guard !faces.isEmpty else { throw RegistrationError.notAFont(path: file) }
            facesByFile[real] = faces
            for family in faces where !families.contains(family) { families.append(family) }
        }
        try state.withLock { state in
            let added = facesByFile.keys.filter { state.families[$0] == nil }.sorted()
            guard !added.isEmpty else { return }
            let kept = state.files.filter { FileManager.default.fileExists(atPath: $0) }
            guard let configuration = FontConfiguration(appFontFiles: kept + added) else {
                throw RegistrationError.notAFont(path: added[0])
            }
            for gone in state.files where !kept.contains(gone) { state.families[gone] = nil }
            state.files = kept + added
            for file in added { state.families[file] = facesByFile[file] }
            state.configuration = configuration
            generationCounter.add(1, ordering: .releasing)
        }
        return families
    }

    /// The files of `folder` and its subfolders with a font's extension, sorted by path.
    private static func fontFiles(inFolder folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey],
                                                        options: [.skipsHiddenFiles])
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard fontExtensions.contains(url.pathExtension.lowercased()),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(url.path)
        }
        guard !files.isEmpty else { throw RegistrationError.noFonts(folder: folder) }
        return files.sorted()
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct State {
        /// The registered files' real paths, in registration order, and their families.
        var files: [String] = []
        var families: [String: [String]] = [:]
        var configuration: FontConfiguration?
    }

    private static let state = Mutex(State())
    private static let generationCounter = Atomic<Int>(0)

    /// How many times the registered fonts have changed; 0 while none is registered.
    static var generation: Int { generationCounter.load(ordering: .acquiring) }

    /// The newest configuration with the registered fonts, and its generation; nil before any
    /// registration (Pango then uses fontconfig's own current configuration).
    static var current: (configuration: FontConfiguration, generation: Int)? {
        state.withLock { state in state.configuration.map { ($0, generation) } }
    }
}

/// A fontconfig configuration (`FcConfig`) with application fonts, never changed once made.
///
/// Fontconfig reference-counts its configurations and reads them from any thread, so one is shared by
/// every thread's Pango font map (each takes its own reference); this object holds one more, released
/// when the last font map has moved on to a newer configuration.
final class FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer

    /// The system's configuration with `appFontFiles` added, or nil when fontconfig cannot load it or
    /// refuses a file.
    init?(appFontFiles: [String]) {
        guard let config = SystemFontConfiguration.load() else { return nil }
        for file in appFontFiles where fontconfigString(file, { FcConfigAppFontAddFile(config, $0) }) == 0 {
            FcConfigDestroy(config)
            return nil
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }
}

/// What fontconfig and FreeType read from a font file.
enum FontFileQuery {
    /// The family names of every face of the font file at `path` (each once, in order), or none when
    /// FreeType reads no face from it.
    static func families(ofFileAt path: String) -> [String] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        let faces = fontconfigString(path) { FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set) }
        guard faces > 0, let patterns = set.pointee.fonts else { return [] }
        var families: [String] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = patterns[index], let family = FontCatalog.string(pattern, "family") else { continue }
            if !families.contains(family) { families.append(family) }
        }
        return families
    }
}
