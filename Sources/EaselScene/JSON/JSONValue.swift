import Foundation

/// A JSON document as parsed, keeping what `JSONSerialization` loses: the order of an object's members
/// (so errors come in document order), the difference between `true` and `1`, and each number's text
/// as written (so an error shows the number the author typed).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number and its literal, e.g. `1e2` for 100; ±infinity for a literal past `Double`'s range
    /// (`1e400`), which `JSONNode`'s readers refuse.
    case number(Double, literal: String)
    case string(String)
    case array([JSONValue])
    /// An object's members in document order; keys are unique (the parser rejects duplicates).
    case object([JSONMember])

    /// How an error message shows the value: strings quoted as in JSON (shortened past 40 characters),
    /// numbers as written, and arrays and objects by kind.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(_, let literal): literal
        case .string(let string): JSONValue.quoted(string.count > 40 ? string.prefix(39) + "…" : string)
        case .array(let items): items.isEmpty ? "an empty array" : "an array"
        case .object(let members): members.isEmpty ? "an empty object" : "an object"
        }
    }

    /// `string` as a JSON string literal.
    public static func quoted<S: StringProtocol>(_ string: S) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                quoted += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

/// One member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) { (self.key, self.value) = (key, value) }
}
