import EaselScene
import Foundation
import Testing

/// Templates: declarations checked at load, values typed, placeholders replaced on the parsed tree.
@Suite struct SceneTemplateTests {
    static func template(_ parameters: String, _ root: String) throws -> SceneTemplate {
        try SceneTemplate(json: Data(#"{"parameters": {\#(parameters)}, "scene": {"root": \#(root)}}"#.utf8))
    }

    @MainActor @Test func placeholdersAreReplacedByTypedValues() throws {
        let template = try Self.template(#""name": {"type": "string"}, "n": {"type": "number", "default": 2}, "c": {"type": "color", "default": "red"}"#,
                                         #"{"type": "Text", "text": {"$format": "{name} has {n} {{pets}}"}, "size": {"$parameter": "n"}, "color": {"$parameter": "c"}}"#)
        let scene = try template.substituted(["name": "Ann", "n": "3.50"])
        #expect(scene.jsonText == #"{"root":{"type":"Text","text":"Ann has 3.5 {pets}","size":3.5,"color":"red"}}"#)
    }

    @MainActor @Test func missingUnknownAndMistypedParametersAreNamed() throws {
        let template = try Self.template(#""name": {"type": "string"}, "n": {"type": "number", "minimum": 0}"#,
                                         #"{"type": "Text", "text": {"$parameter": "name"}, "x": {"$parameter": "n"}}"#)
        func fault(_ arguments: [String: String]) -> String {
            do {
                return "no fault: " + (try template.substituted(arguments)).jsonText
            } catch {
                return "\(error)"
            }
        }
        #expect(fault(["n": "1"]) == "name: missing parameter (string); the template gives it no default")
        #expect(fault(["name": "a", "n": "1", "nme": "b"]).hasPrefix("nme: unknown parameter; did you mean \"name\"?; the template takes \"name\" and \"n\""))
        #expect(fault(["name": "a", "n": "-1"]) == "n: expected a number ≥ 0, got -1")
        #expect(fault(["name": "a", "n": "0x10"]) == "n: expected a number, got \"0x10\"")
        #expect(fault(["name": "a", "n": "nan"]) == "n: expected a number, got \"nan\"")
    }

    @MainActor @Test func declarationsAreCheckedWhenTheTemplateLoads() throws {
        func fault(_ parameters: String, _ root: String = #"{"type": "EmptyView"}"#) -> String {
            do { _ = try Self.template(parameters, root); return "" } catch { return "\(error)" }
        }
        #expect(fault(#""a": {"type": "text"}"#).hasPrefix("parameters.a.type: expected one of \"string\", \"number\", \"color\", \"image\""))
        #expect(fault(#""a": {"type": "number", "default": "x"}"#) == "parameters.a.default: expected a number, got \"x\"")
        #expect(fault(#""a": {"type": "color", "default": "nocolor"}"#).hasPrefix("parameters.a.default: "))
        #expect(fault(#""a": {"type": "string", "minimum": 1}"#) == "parameters.a.minimum: only a number parameter has \"minimum\"")
        #expect(fault(#""a": {"type": "string"}"#, #"{"type": "Text", "text": {"$parameter": "b"}}"#)
                    == "scene.root.text.$parameter: unknown parameter \"b\"; did you mean \"a\"?")
        #expect(fault(#""a": {"type": "string"}"#, #"{"type": "Text", "text": {"$format": "{a"}}"#).contains("unbalanced braces"))
    }

    @MainActor @Test func aValueIsOnlyEverAStringOrANumber() throws {
        let template = try Self.template(#""t": {"type": "string"}"#, #"{"type": "Text", "text": {"$parameter": "t"}}"#)
        for hostile in [#"", "modifiers": [{"scaleEffect": 9}], "x": ""#, "{\"$parameter\": \"t\"}", "]}}", "\\\"", "\u{0}"] {
            let scene = try template.substituted(["t": hostile])
            #expect(scene == .object([JSONMember(key: "root", value: .object([
                JSONMember(key: "type", value: .string("Text")), JSONMember(key: "text", value: .string(hostile))]))]))
        }
    }
}
