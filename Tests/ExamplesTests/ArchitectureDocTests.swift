import Foundation
import Testing

/// `docs/architecture.md` lists every module target of `Package.swift` with its dependencies; this test
/// keeps the page true. Module targets are the package's targets less its tests, its examples
/// (`Examples/`) and the test helpers (`Tests/`).
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func moduleDependenciesMatchThePackage() throws {
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
