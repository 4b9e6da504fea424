import Foundation

/// A fault in a scene (or any JSON input decoded with `JSONNode`): where it is and what is wrong.
///
/// The description is `PATH: MESSAGE`, e.g. `root.children[2].modifiers[0].frame.maxWidth: expected a
/// number or "infinity", got "wide"`; a fault in the JSON text is located by line and column instead,
/// and a fault of the document as a whole has no path. Tools prefix the file name.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// What kind of fault it is, for tools that report kinds differently (exit statuses).
    public enum Kind: Equatable, Sendable {
        /// The JSON text does not parse.
        case syntax
        /// The JSON is well formed but does not describe a valid scene.
        case invalid
        /// A file the scene names (an image) does not exist.
        case missingFile
    }

    public let kind: Kind
    /// The location: a JSON path, or a line and column for syntax faults; empty for the whole document.
    public let location: String
    public let message: String

    public init(kind: Kind = .invalid, at path: JSONPath, _ message: String) {
        (self.kind, location, self.message) = (kind, path.description, message)
    }

    public init(_ syntaxError: JSONSyntaxError) {
        (kind, location, message) = (.syntax, "line \(syntaxError.line), column \(syntaxError.column)", syntaxError.message)
    }

    public var description: String { location.isEmpty ? message : "\(location): \(message)" }
}
