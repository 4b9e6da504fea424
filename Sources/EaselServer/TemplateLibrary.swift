import EaselScene
import EaselRender
import Foundation

/// The templates folder of `easel serve`: `NAME.json` files read only from inside it (`ConfinedPath`),
/// parsed once and kept in an LRU bounded in bytes, read again when the file changes (its size or
/// modification time).
final class TemplateLibrary: Sendable {
    /// A parsed template and the digest of its file, part of the ETags of its images.
    struct Entry: Sendable {
        let template: SceneTemplate
        let digest: String
    }

    let folder: URL?
    let limits: SceneLimits
    private let cache: LRUCache<Entry>

    init(folder: URL?, limits: SceneLimits, cacheBytes: Int) {
        (self.folder, self.limits) = (folder, limits)
        cache = LRUCache(budget: cacheBytes)
    }

    /// The template `NAME.json`: 404 when there is none (or no templates folder), 400 when the name
    /// tries to leave the folder or the file is not a valid template.
    func template(named name: String) throws -> Entry {
        guard let folder else { throw ServeFailure.notFound("no templates: start the server with --templates DIR") }
        let fileName = name + ".json"
        let path: String
        switch ConfinedPath.resolve(fileName, in: folder) {
        case .success(let resolved): path = resolved
        case .failure(.missing): throw ServeFailure.notFound("unknown template \(JSONValue.quoted(name))\(suggestion(for: name))")
        case .failure(let fault): throw ServeFailure.badRequest("template \(JSONValue.quoted(name)): \(fault)")
        }
        guard !name.contains("/"), let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int else {
            throw ServeFailure.notFound("unknown template \(JSONValue.quoted(name))")
        }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(path)\n\(size)\n\(modified)"
        if let entry = cache.value(for: key) { return entry }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ServeFailure(status: .internalServerError, message: "\(fileName): cannot read the template file")
        }
        let template: SceneTemplate
        do {
            template = try SceneTemplate(json: data, limits: limits)
        } catch let error as SceneError {
            throw ServeFailure(status: .internalServerError, message: "\(fileName): \(error)")
        }
        for parameter in template.parameters where RenderOptions.names.contains(parameter.name) {
            throw ServeFailure(status: .internalServerError, message:
                "\(fileName): parameters.\(parameter.name): the name is a render option's (?\(parameter.name)=); give the parameter another")
        }
        let entry = Entry(template: template, digest: EntityTag.digest(String(decoding: data, as: UTF8.self)))
        cache.insert(entry, for: key, cost: size)
        return entry
    }

    /// The names of the templates in the folder, sorted.
    func names() -> [String] {
        guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// `GET /templates`: every template with its description and parameters (type, default, bounds,
    /// description), or the fault that keeps it from loading.
    func listing() -> JSONValue {
        .object([JSONMember(key: "templates", value: .array(names().map { name in
            var members = [JSONMember(key: "name", value: .string(name))]
            do {
                let template = try template(named: name).template
                if let description = template.description { members.append(JSONMember(key: "description", value: .string(description))) }
                members.append(JSONMember(key: "parameters", value: .array(template.parameters.map(Self.entry))))
            } catch let failure as ServeFailure {
                members.append(JSONMember(key: "error", value: .string(failure.message)))
            } catch {
                members.append(JSONMember(key: "error", value: .string("\(error)")))
            }
            return .object(members)
        }))])
    }

    private static func entry(_ parameter: SceneTemplate.Parameter) -> JSONValue {
        var members = [JSONMember(key: "name", value: .string(parameter.name)), JSONMember(key: "type", value: .string(parameter.type.rawValue))]
        func add(_ key: String, _ value: JSONValue?) { if let value { members.append(JSONMember(key: key, value: value)) } }
        add("default", parameter.defaultValue)
        add("required", parameter.defaultValue == nil ? .bool(true) : nil)
        add("minimum", parameter.minimum.map { .number($0, literal: JSONNode.format($0)) })
        add("maximum", parameter.maximum.map { .number($0, literal: JSONNode.format($0)) })
        add("maxLength", parameter.maxLength.map { .number(Double($0), literal: String($0)) })
        add("description", parameter.description.map(JSONValue.string))
        return .object(members)
    }

    private func suggestion(for name: String) -> String {
        let names = names()
        if let hint = NameSuggestion.didYouMean(name, among: names) { return "; " + hint }
        return names.isEmpty ? "" : "; the templates are " + names.map { JSONValue.quoted($0) }.joined(separator: ", ")
    }
}
