import Foundation

/// A JSON value and its path in the document: typed reading that reports every fault with the path
/// and with what was expected and what was found (`expected a number, got "wide"`).
///
/// Rules shared by every reader:
/// - Numbers are finite: a literal past `Double`'s range (`1e400`, which the parser reads as infinity)
///   fails every reader with its path. Lengths are from 0 to `maximumLength` points, so that no size
///   can overflow the arithmetic of a layout or a canvas.
/// - Integers must be whole numbers in the stated range.
/// - A `null` member counts as absent (`JSONObjectReader`'s subscript returns nil for it).
public struct JSONNode {
    public let value: JSONValue
    public let path: JSONPath

    /// The largest length, in points, a scene may give: far beyond any canvas, small enough for any
    /// arithmetic on it to stay finite.
    public static let maximumLength: Double = 1_000_000

    public init(_ value: JSONValue, path: JSONPath = .document) { (self.value, self.path) = (value, path) }

    /// An error at this node.
    public func error(_ message: String, kind: SceneError.Kind = .invalid) -> SceneError {
        SceneError(kind: kind, at: path, message)
    }

    /// `expected …, got …` at this node.
    public func mismatch(_ expected: String, suggestion: String? = nil) -> SceneError {
        error("expected \(expected), got \(value.summary)" + (suggestion.map { "; " + $0 } ?? ""))
    }

    // MARK: Scalars

    public func string() throws -> String {
        guard case .string(let string) = value else { throw mismatch("a string") }
        return string
    }

    public func bool() throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch("true or false") }
        return bool
    }

    /// Any number.
    public func number() throws -> Double {
        guard case .number(let number, _) = value else { throw mismatch("a number") }
        guard number.isFinite else { throw mismatch("a finite number") }
        return number
    }

    /// A number in `range`; `expected` describes a value of the wrong type.
    public func number(in range: ClosedRange<Double>, expected: String = "a number") throws -> Double {
        guard case .number(let number, _) = value else { throw mismatch(expected) }
        guard number >= range.lowerBound else { throw mismatch("a number ≥ \(Self.format(range.lowerBound))") }
        guard number <= range.upperBound else { throw mismatch("a number ≤ \(Self.format(range.upperBound))") }
        return number
    }

    /// A number above `lowerBound` and at most `upperBound` (a scale, a font size).
    public func number(above lowerBound: Double, atMost upperBound: Double) throws -> Double {
        guard case .number(let number, _) = value else { throw mismatch("a number") }
        guard number > lowerBound else { throw mismatch("a number above \(Self.format(lowerBound))") }
        guard number <= upperBound else { throw mismatch("a number ≤ \(Self.format(upperBound))") }
        return number
    }

    /// A length in points: from 0 to `maximumLength`.
    public func length() throws -> CGFloat {
        CGFloat(try number(in: 0...Self.maximumLength))
    }

    /// A length, or `"infinity"` where SwiftUI takes `.infinity` (a frame's maximum width or height).
    public func lengthOrInfinity() throws -> CGFloat {
        if case .string("infinity") = value { return .infinity }
        guard case .number(let number, _) = value else { throw mismatch("a number or \"infinity\"") }
        guard number >= 0 else { throw mismatch("a number ≥ 0 or \"infinity\"") }
        guard number <= Self.maximumLength else { throw mismatch("a number ≤ \(Self.format(Self.maximumLength)) or \"infinity\"") }
        return CGFloat(number)
    }

    /// A signed offset in points, within ± `maximumLength` (padding, spacing and offsets may be negative).
    public func signedLength() throws -> CGFloat {
        CGFloat(try number(in: -Self.maximumLength...Self.maximumLength))
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let number, _) = value, let integer = Int(exactly: number) else { throw mismatch("an integer") }
        guard integer >= range.lowerBound else { throw mismatch("an integer ≥ \(range.lowerBound)") }
        guard integer <= range.upperBound else { throw mismatch("an integer ≤ \(range.upperBound)") }
        return integer
    }

    /// One of `names`' values, by name. A wrong name gets the list of names and the closest suggested.
    public func name<T>(among names: KeyValuePairs<String, T>) throws -> T {
        let list = names.map { JSONValue.quoted($0.key) }.joined(separator: ", ")
        guard case .string(let string) = value else { throw mismatch("one of \(list)") }
        if let match = names.first(where: { $0.key == string }) { return match.value }
        throw mismatch("one of \(list)", suggestion: NameSuggestion.didYouMean(string, among: names.map(\.key)))
    }

    // MARK: Containers

    /// The items of an array, each with its path.
    public func array(of expected: String = "an array") throws -> [JSONNode] {
        guard case .array(let items) = value else { throw mismatch(expected) }
        return items.enumerated().map { JSONNode($0.element, path: path.appending(index: $0.offset)) }
    }

    /// The members of an object in document order, each value with its path.
    public func members(_ expected: String = "an object") throws -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = value else { throw mismatch(expected) }
        return members.map { ($0.key, JSONNode($0.value, path: path.appending(key: $0.key))) }
    }

    /// The object, checked to have no keys but `allowedKeys`: an unknown key is an error at its path,
    /// `unknown NOUN; did you mean "…"?` (or the list of allowed keys when none is close), where `noun`
    /// says what the key was taken for (`property of Text`, `argument of frame`).
    public func object(_ noun: String, allowedKeys: [String], expected: String = "an object") throws -> JSONObjectReader {
        let members = try members(expected)
        for (key, node) in members where !allowedKeys.contains(key) {
            let hint = NameSuggestion.didYouMean(key, among: allowedKeys)
                ?? "expected one of " + allowedKeys.sorted().map { JSONValue.quoted($0) }.joined(separator: ", ")
            throw node.error("unknown \(noun); \(hint)")
        }
        return JSONObjectReader(node: self, members: members)
    }

    /// A number as an error message shows it: whole numbers without a fraction.
    public static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) <= 1e15 ? String(Int(number)) : String(number)
    }
}

/// The members of a JSON object, read by key.
public struct JSONObjectReader {
    public let node: JSONNode
    public let members: [(key: String, node: JSONNode)]

    public init(node: JSONNode, members: [(key: String, node: JSONNode)]) {
        (self.node, self.members) = (node, members)
    }

    /// A URL query's parameters as an object: each value read as query text (`JSONValue(queryText:)`,
    /// a number where it is one) at the path of its name, so a fault names the parameter.
    public init(query: [String: String]) {
        let members = query.sorted { $0.key < $1.key }.map { name, text in
            (key: name, node: JSONNode(JSONValue(queryText: text), path: JSONPath([.key(name)])))
        }
        self.init(node: JSONNode(.object(members.map { JSONMember(key: $0.key, value: $0.node.value) })), members: members)
    }

    /// The member at `key`, or nil when it is absent or `null`.
    public subscript(key: String) -> JSONNode? {
        guard let member = members.first(where: { $0.key == key }), member.node.value != .null else { return nil }
        return member.node
    }

    /// Whether `key` is present (and not `null`).
    public func has(_ key: String) -> Bool { self[key] != nil }

    /// The member at `key`; its absence is an error at the object: `missing "text" (a string)`.
    public func required(_ key: String, _ description: String) throws -> JSONNode {
        guard let member = self[key] else { throw node.error("missing \(JSONValue.quoted(key)) (\(description))") }
        return member
    }

    /// An error when more than one of `keys` is present: `give either "width" or "minWidth", not both`.
    public func exclusive(_ first: [String], _ second: [String]) throws {
        guard let a = first.first(where: has), let b = second.first(where: has) else { return }
        throw node.error("give either \(JSONValue.quoted(a)) or \(JSONValue.quoted(b)), not both")
    }
}
