import EaselCore
import Foundation

/// A fault in the JSON text itself, located by line and column (both from 1; columns count characters).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Parses JSON text (RFC 8259) into a `JSONValue`.
///
/// Rules beyond the grammar:
/// 1. The text must be UTF-8; a leading byte-order mark is skipped.
/// 2. Duplicate keys in one object are an error (a scene or a vote count must not say two things).
/// 3. A number too large for a finite `Double` (`1e999`) is read as ±infinity, keeping its literal:
///    every reader of numbers (`JSONNode`) refuses a value that is not finite, naming its JSON path.
/// 4. Arrays and objects may nest at most `maximumDepth` deep (by default 200), so that hostile input
///    cannot exhaust the stack of the parser or of the layout that follows.
/// 5. Nothing may follow the top-level value but whitespace.
/// Every fault throws a `JSONSyntaxError`; nothing in the input can make the parser trap.
public struct JSONParser {
    public static let maximumDepth = 200

    private let bytes: [UInt8]
    private let depthLimit: Int
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8], depthLimit: Int) { (self.bytes, self.depthLimit) = (bytes, depthLimit) }

    /// The value `data` holds; arrays and objects may nest at most `maximumDepth` deep (rule 4).
    public static func parse(_ data: Data, maximumDepth: Int = JSONParser.maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = JSONParser(bytes: bytes, depthLimit: maximumDepth)
        if let offset = firstInvalidUTF8Offset(in: bytes) { throw parser.error("the file is not UTF-8 text", at: offset) }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected \(parser.found) after the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek else { throw error("expected a JSON value, got the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { parser throws(JSONSyntaxError) in try parser.parseObject() }
        case UInt8(ascii: "["): return try nested { parser throws(JSONSyntaxError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: throw error("expected a JSON value, got \(foundToken)")
        }
    }

    /// An array or object, parsed on a thread with stack to spare (`DeepRecursion`): however high
    /// `maximumDepth` is set, parsing cannot overflow the stack.
    private mutating func nested(_ parse: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let result = DeepRecursion.run { () -> Result<JSONValue, JSONSyntaxError> in
            do throws(JSONSyntaxError) { return .success(try parse(&self)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes, got \(found)") }
            let keyStart = index
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error("duplicate key \(JSONValue.string(key).summary)", at: keyStart) }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected \":\" after the key, got \(found)") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; depth -= 1; return .object(members)
            default: throw error("expected \",\" or \"}\" after an object member, got \(found)")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; depth -= 1; return .array(items)
            default: throw error("expected \",\" or \"]\" after an array item, got \(found)")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= depthLimit else {
            throw error("arrays and objects nest more than \(depthLimit) deep, the limit (raise it with --max-depth)")
        }
    }

    /// A string literal: the quotes, escapes (`\uXXXX` with surrogate pairs), and no raw control characters.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(upTo end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while true {
            guard let byte = peek else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                flush(upTo: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(upTo: index)
                scalars.append(try parseEscape())
                run = index
            case 0x0A, 0x0D:
                throw error("unterminated string: a string ends on the line it starts (write \\n for a line break)", at: start)
            case 0..<0x20:
                throw error("control character U+\(String(format: "%04X", byte)) in a string; write it as an escape")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard let byte = peek else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(first) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("unpaired surrogate in \\u escape", at: start) }
                index += 2
                let second = try parseHexQuad(escapeStart: start)
                guard (0xDC00..<0xE000).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00)) else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate in \\u escape", at: start) }
            return scalar
        default:
            throw error("invalid escape \\\(String(decoding: [byte], as: UTF8.self)) in a string", at: start)
        }
    }

    /// The four hex digits after `\u`, with `index` on the first digit.
    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexDigitValue(byte) else {
                throw error("expected four hex digits after \\u", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`; ±infinity past `Double`'s range (rule 3).
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit, got \(found)") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw error("a number cannot start with 0 followed by digits", at: start)
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point, got \(found)") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent, got \(found)") }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal) else { throw error("the number \(literal) cannot be read", at: start) }
        return .number(value, literal: literal)
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("expected a JSON value, got \(foundToken)") }
        index += expected.count
    }

    // MARK: Reading

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// What is at the reading position, for a message about a missing value: a bare word (`root`, `True`)
    /// quoted whole, up to 20 letters, else as `found`.
    private var foundToken: String {
        var end = index
        while end < bytes.count, end - index < 20, bytes[end].isLetter { end += 1 }
        return end > index ? JSONValue.quoted(String(decoding: bytes[index..<end], as: UTF8.self)) : found
    }

    /// What is at the reading position, for a message: a quoted character, or the end of the file.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return JSONValue.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil when all of it is valid.
    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension UInt8 {
    fileprivate var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}
