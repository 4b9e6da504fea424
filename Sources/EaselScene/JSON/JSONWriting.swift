import Foundation

extension JSONValue {
    /// The value as compact JSON text: members in their order, numbers as written, strings quoted as
    /// `quoted(_:)` does. The same value always gives the same text (a cache key, an ETag's input).
    public var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number, let literal): text += number.isFinite ? literal : "null"
        case .string(let string): text += JSONValue.quoted(string)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONValue.quoted(member.key) + ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }
}
