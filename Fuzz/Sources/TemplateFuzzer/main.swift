import CFuzzerDriver
import EaselScene
import Foundation

enum Fuzzing {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The folder `easel serve` would be given with `--assets` for the example templates.
    static let assets = repository.appendingPathComponent("Examples/scenes/images", isDirectory: true)
    /// The example templates, parsed once.
    static let templates: [SceneTemplate] = ["og-card", "poll-leaderboard"].map { name in
        let url = repository.appendingPathComponent("Examples/templates/\(name).json")
        return try! SceneTemplate(json: try! Data(contentsOf: url))
    }
    static let shapes = templates.map { shape(of: try! $0.substituted([:])) }

    /// The structure of a scene with every string and number left out: what no parameter may change.
    static func shape(of value: JSONValue) -> String {
        switch value {
        case .string, .number: "v"
        case .null, .bool: value.jsonText
        case .array(let items): "[" + items.map(shape).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONValue.quoted($0.key) + ":" + shape(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}

/// One fuzzing input: a query string (`name=value&name=value`, bytes as they come, no percent-decoding)
/// given to each example template. The rules checked, besides no crash or sanitizer report:
/// 1. substitution succeeds or throws a `SceneError` naming a parameter;
/// 2. when it succeeds, the scene has exactly the structure of the template with its defaults — a value
///    never adds, removes or renames a key or an item (a broken rule traps);
/// 3. the scene then decodes, images confined to the assets folder, and lays out, or throws a `SceneError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let query = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    var arguments: [String: String] = [:]
    for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        arguments[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    for (template, shape) in zip(Fuzzing.templates, Fuzzing.shapes) {
        let scene: JSONValue
        do {
            scene = try template.substituted(arguments) { name in
                if case .failure(let fault) = ConfinedPath.resolve(name, in: Fuzzing.assets) { return fault.description }
                return nil
            }
        } catch let error as SceneError {
            precondition(!error.location.isEmpty, "a parameter fault names its parameter: \(error)")
            continue
        } catch {
            preconditionFailure("substitution threw \(error)")
        }
        precondition(Fuzzing.shape(of: scene) == shape, "a value changed the scene's structure: \(query)")
        guard let document = try? SceneDocument(node: JSONNode(scene), baseDirectory: Fuzzing.assets, confiningImages: true) else { continue }
        _ = document.renderer().layout().displayList
    }
    return 0
}

var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { bytes, count in fuzzTemplate(bytes, count) })
