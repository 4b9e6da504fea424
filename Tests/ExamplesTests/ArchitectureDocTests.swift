import Foundation
import Testing

/// `docs/architecture.md` lists every module target of `Package.swift` with its dependencies; this test
/// keeps the page true. Module targets are the package's targets less its tests, its examples
/// (`Examples/`) and the test helpers (`Tests/`).
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @MainActor @Test func moduleDependenciesMatchThePackage() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declared = Self.moduleTargets(in: manifest)
        let documented = try Self.documentedModules(in: page)
        #expect(!declared.isEmpty)
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(documented[name] == dependencies, "\(name): Package.swift says \(dependencies), docs/architecture.md \(documented[name].map { "\($0)" } ?? "nothing")")
        }
        for name in documented.keys where declared[name] == nil {
            Issue.record("docs/architecture.md lists \(name), which Package.swift does not declare as a module target")
        }
    }

    /// Every file, folder and Swift name the page gives in code spans exists: a path (`EaselRender/Painter/CairoPainter.swift`,
    /// `Layout/`) is the end of a file's or folder's path in the repository; a type's name (`ViewNode`) is
    /// declared in the repository's Swift or is a target of `Package.swift`; a member's name in lower camel
    /// case (`sizeThatFits`, an argument label such as `byLayout`) is a word of the repository's Swift.
    /// Names all in capitals (`PNG`) and the platform's own types are left out.
    @MainActor @Test func everyPathAndNameThePageGivesExists() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let (paths, declared, words) = try Self.repository()
        var missingPaths: Set<String> = [], missingNames: Set<String> = []
        for span in Self.codeSpans(in: page) {
            for path in Self.paths(in: span) where !paths.contains(where: { $0 == path || $0.hasSuffix("/" + path) }) {
                missingPaths.insert(path)
            }
            for name in Self.swiftNames(in: span) where !(name.first!.isUppercase ? declared : words).contains(name) && !Self.platformNames.contains(name) {
                missingNames.insert(name)
            }
        }
        #expect(missingPaths.isEmpty, "docs/architecture.md names paths that do not exist: \(missingPaths.sorted())")
        #expect(missingNames.isEmpty, "docs/architecture.md names what no Swift file declares: \(missingNames.sorted())")
    }

    /// No source folder holds more than 20 files, so that a folder's list reads as one part of its module
    /// (docs/architecture.md, "Modules"): a module that grows splits into folders by what its files do.
    @MainActor @Test func noSourceFolderHoldsMoreThanTwentyFiles() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var crowded: [String] = []
        let folders = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey])?
            .compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true } ?? []
        for folder in [sources] + folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") }
            if files.count > 20 { crowded.append("\(folder.path.dropFirst(Self.root.path.count + 1)): \(files.count)") }
        }
        #expect(!folders.isEmpty)
        #expect(crowded.isEmpty, "folders of more than 20 source files: \(crowded.sorted())")
    }

    /// Types the page may name that come from Foundation, Dispatch, Combine or SwiftPM.
    static let platformNames: Set<String> = ["DispatchQueue", "RunLoop", "Timer", "ObservableObject", "OpenCombine", "Package", "Data", "URL"]

    /// The text between each pair of backticks on one line.
    static func codeSpans(in page: String) -> [Substring] {
        page.split(separator: "\n").flatMap { line in line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element) }
    }

    /// The words of `span` that are paths: with a `/` inside or after them, or a file's extension.
    static func paths(in span: Substring) -> [String] {
        span.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).map(String.init).filter { word in
            !word.hasPrefix("-") && !word.hasPrefix("/") && !word.contains("://") && !word.contains("*") && !word.contains("…")
                && (word.contains("/") || [".swift", ".md", ".py", ".sh", ".conf"].contains { word.hasSuffix($0) })
        }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The identifiers of `span`, outside its paths, that read as Swift names: starting with a capital and
    /// not all capitals, or lower camel case with a capital inside.
    static func swiftNames(in span: Substring) -> [String] {
        let pathWords = Set(paths(in: span).flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) })
        return span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init).filter { word in
            guard word.count > 2, !pathWords.contains(word), let first = word.first, first.isLetter else { return false }
            let capitals = word.filter(\.isUppercase).count
            return first.isUppercase ? capitals < word.count - 1 : capitals > 0
        }
    }

    /// Every file and folder of the repository's source trees (relative paths), every name its Swift
    /// declares (with the targets and products of `Package.swift`), and every word of its Swift.
    static func repository() throws -> (paths: Set<String>, declared: Set<String>, words: Set<String>) {
        var paths: Set<String> = [], declared: Set<String> = [], allWords: Set<String> = []
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor", "extension", "func", "var", "let",
                                        "case", "associatedtype", "macro", "init"]
        for tree in ["Sources", "Tests", "Examples", "Benchmarks", "Scripts", "docs", "Plugins", "Fuzz"] {
            let base = Self.root.appendingPathComponent(tree)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let relative = tree + String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count))
                if relative.contains("/.build") || relative.contains("/.venv") { walker.skipDescendants(); continue }
                paths.insert(relative)
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) { declared.insert(String(next)) }
                for word in words { allWords.insert(String(word)) }
            }
        }
        for file in ["Package.swift", "Makefile", "README.md", "CHANGELOG.md"] { paths.insert(file) }
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var rest = Substring(manifest)
        while let label = rest.range(of: "name: \"") {
            let after = rest[label.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            declared.insert(String(after[..<end]))
            rest = after[end...]
        }
        return (paths, declared, allWords)
    }

    /// Each `.target`, `.executableTarget` and `.systemLibrary` of `manifest` that is not an example or a
    /// test helper, with the names its `dependencies:` list (targets, and products by their name).
    static func moduleTargets(in manifest: String) -> [String: [String]] {
        var targets: [String: [String]] = [:]
        for kind in [".target(", ".executableTarget(", ".systemLibrary("] {
            var rest = Substring(manifest)
            while let start = rest.range(of: kind) {
                let declaration = Self.balanced(rest[start.upperBound...])
                rest = rest[start.upperBound...]
                guard let name = Self.firstString(after: "name:", in: declaration),
                      !declaration.contains("path: \"Examples/"), !declaration.contains("path: \"Tests/") else { continue }
                var dependencies: [String] = []
                if let list = declaration.range(of: "dependencies: [") {
                    let body = Self.balanced(declaration[list.upperBound...], open: "[", close: "]")
                    var scan = Substring(body)
                    while let quote = scan.firstIndex(of: "\"") {
                        let before = scan[..<quote]
                        let after = scan[scan.index(after: quote)...]
                        guard let end = after.firstIndex(of: "\"") else { break }
                        if !before.hasSuffix("package: ") { dependencies.append(String(after[..<end])) }
                        scan = after[after.index(after: end)...]
                    }
                }
                targets[name] = dependencies
            }
        }
        return targets
    }

    /// The table between the `module-dependencies` markers: target → dependencies (`–` for none).
    static func documentedModules(in page: String) throws -> [String: [String]] {
        let begin = try #require(page.range(of: "<!-- module-dependencies:begin -->"))
        let end = try #require(page.range(of: "<!-- module-dependencies:end -->"))
        var modules: [String: [String]] = [:]
        for line in page[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            let names = { (cell: String) in cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }.filter { $0 != "–" } }
            modules[names(cells[0])[0]] = names(cells[1])
        }
        return modules
    }

    /// The text up to the bracket that closes the one already opened before `text`.
    private static func balanced(_ text: Substring, open: Character = "(", close: Character = ")") -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close { depth -= 1 }
            if depth == 0 { return text[..<index] }
        }
        return text
    }

    private static func firstString(after label: String, in text: Substring) -> String? {
        guard let labelRange = text.range(of: label) else { return nil }
        let after = text[labelRange.upperBound...]
        guard let open = after.firstIndex(of: "\"") else { return nil }
        let rest = after[after.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
