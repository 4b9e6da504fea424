@testable import EaselScene
import Foundation
import Testing

/// The JSON parser keeps what scenes need (member order, booleans apart from numbers, number literals)
/// and locates every fault by line and column.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @MainActor @Test func membersKeepTheirOrderAndNumbersTheirLiterals() throws {
        let value = try parse(#" {"b": 1e2, "a": [true, null, -0.5], "c": "\u00e9\ud83d\udc31\n"} "#)
        #expect(value == .object([
            JSONMember(key: "b", value: .number(100, literal: "1e2")),
            JSONMember(key: "a", value: .array([.bool(true), .null, .number(-0.5, literal: "-0.5")])),
            JSONMember(key: "c", value: .string("é🐱\n")),
        ]))
    }

    @MainActor @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data("[]".utf8)) == .array([]))
    }

    @MainActor @Test func faultsAreLocatedByLineAndColumn() {
        #expect(syntaxError("[1,\n 2,\n 03]") == "line 3, column 2: a number cannot start with 0 followed by digits")
        #expect(syntaxError("[1.]") == #"line 1, column 4: expected a digit after the decimal point, got "]""#)
        #expect(syntaxError("[-]") == #"line 1, column 3: expected a digit, got "]""#)
        #expect(syntaxError(#"["\ud800"]"#) == #"line 1, column 3: unpaired surrogate in \u escape"#)
        #expect(syntaxError(#"["\u12G4"]"#) == #"line 1, column 3: expected four hex digits after \u"#)
        #expect(syntaxError("[\"tab\there\"]") == "line 1, column 6: control character U+0009 in a string; write it as an escape")
        #expect(syntaxError("[True]") == #"line 1, column 2: expected a JSON value, got "True""#)
        #expect(syntaxError("{\"a\" 1}") == #"line 1, column 6: expected ":" after the key, got "1""#)
        #expect(syntaxError("[1 2]") == #"line 1, column 4: expected "," or "]" after an array item, got "2""#)
        #expect(syntaxError("[\"é\", ?]") == #"line 1, column 7: expected a JSON value, got "?""#)
    }

    /// A long key is shortened in messages, as values are (it printed whole, however long).
    @MainActor @Test func longKeysAreShortenedInMessages() {
        let key = String(repeating: "d", count: 50)
        #expect(syntaxError(#"{"\#(key)": 1, "\#(key)": 2}"#) == #"line 1, column 59: duplicate key "\#(key.prefix(39))…""#)
        let path = JSONPath().appending(key: "root").appending(key: key)
        #expect(path.description == #"root["\#(key.prefix(39))…"]"#)
    }

    @MainActor @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try parse(deepest) }
        #expect(syntaxError("[" + deepest + "]") == "line 1, column 201: arrays and objects nest more than 200 deep, the limit (raise it with --max-depth)")
    }

    @MainActor @Test func pathsNameKeysAndIndices() {
        let path = JSONPath().appending(key: "root").appending(key: "children").appending(index: 2)
            .appending(key: "votes").appending(key: "Golden retriever").appending(key: "2x")
        #expect(path.description == #"root.children[2].votes["Golden retriever"]["2x"]"#)
        #expect(JSONPath.document.description == "")
    }

    @MainActor @Test func namesAreSuggestedWithinAThirdOfTheirLength() {
        #expect(NameSuggestion.closest(to: "bleu", among: ["red", "blue"]) == "blue")
        #expect(NameSuggestion.closest(to: "VSTACK", among: ["HStack", "VStack"]) == "VStack")
        #expect(NameSuggestion.closest(to: "foregroundStlye", among: ["foregroundStyle", "foregroundColor"]) == "foregroundStyle")
        #expect(NameSuggestion.closest(to: "zzz", among: ["red", "blue"]) == nil)
    }
}
