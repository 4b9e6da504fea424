import Foundation

/// Where a value sits in a JSON document: `root.children[2].modifiers[0].frame.maxWidth`.
///
/// Keys that are identifiers (letters, digits, `_`, `$`, not starting with a digit) are written after a
/// dot, other keys as a quoted subscript (`votes["Golden retriever"]`), shortened past 40 characters as
/// values are in messages (`JSONValue.summary`); array items as `[index]`. The document itself is the
/// empty path.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let document = JSONPath()

    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where key.utf8.count <= 40 && Self.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\(JSONValue.string(key).summary)]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" }
    }
}
