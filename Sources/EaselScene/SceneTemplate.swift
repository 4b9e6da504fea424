import EaselRender
import Foundation

/// A scene with typed placeholders: the files `easel serve` renders at `GET /templates/NAME.EXT`.
///
/// A template file is an object with `"parameters"` (name → declaration), `"scene"` (a scene, as in a
/// scene file) and an optional `"description"`. A declaration has `"type"` (`SceneTemplate.ValueType`),
/// an optional `"default"`, an optional `"description"`, and for numbers optional `"minimum"` and
/// `"maximum"`, for strings an optional `"maxLength"` (characters).
///
/// In the scene, a placeholder is an object with a single member:
/// - `{"$parameter": "title"}` is replaced by the parameter's value: a string, a number, a color's
///   string, or an image's name;
/// - `{"$format": "{votes} votes"}` is replaced by a string with each `{name}` replaced by the
///   parameter's value as text (`{{` and `}}` stand for braces).
///
/// The rule that keeps requests from changing a scene's structure: substitution works on the parsed
/// JSON tree, and a value only ever replaces a placeholder node by a string or a number node. No text is
/// parsed again, so quotes, braces or brackets in a value stay characters of a string.
public struct SceneTemplate: Sendable {
    /// What a parameter holds, and how a request's text for it is checked.
    public enum ValueType: String, CaseIterable, Sendable {
        /// Any text (at most `maxLength` characters when declared).
        case string
        /// A finite number, within `minimum` … `maximum` when declared.
        case number
        /// A color as a scene writes one: a name (`"blue"`), `"#RRGGBB"`, with `.opacity(x)`.
        case color
        /// The name of an image file in the server's assets folder.
        case image
    }

    public struct Parameter: Sendable {
        public let name: String
        public let type: ValueType
        /// The value used when a request does not give one; nil: the request must.
        public let defaultValue: JSONValue?
        public let description: String?
        public let minimum: Double?
        public let maximum: Double?
        public let maxLength: Int?
    }

    public let description: String?
    /// The parameters in the order the file declares them.
    public let parameters: [Parameter]
    /// The scene with its placeholders.
    public let scene: JSONValue

    static let placeholderKeys = ["$parameter", "$format"]

    /// Parses and checks a template file: faults are `SceneError`s naming the JSON path (a placeholder
    /// naming no declared parameter, a default of the wrong type, an unknown key).
    public init(json data: Data, limits: SceneLimits = .default) throws {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data, maximumDepth: min(limits.maximumDepth, SceneLimits.depthCeiling))
        } catch {
            throw SceneError(error)
        }
        let top = JSONNode(document)
        try limits.checkStrings(in: document)
        let object = try top.object("key of a template", allowedKeys: ["description", "parameters", "scene"],
                                    expected: "a template object with \"parameters\" and \"scene\"")
        description = try object["description"]?.string()
        var parameters: [Parameter] = []
        for (name, node) in try object["parameters"]?.members("an object of parameter declarations") ?? [] {
            parameters.append(try Self.declaration(name, node, limits: limits))
        }
        self.parameters = parameters
        scene = try object.required("scene", "the scene").value
        let names = Set(parameters.map(\.name))
        try Self.visitPlaceholders(in: JSONNode(scene, path: JSONPath([.key("scene")]))) { node, names_ in
            for name in names_ where !names.contains(name) {
                let hint = NameSuggestion.didYouMean(name, among: names.sorted()) ?? "declare it in \"parameters\""
                throw node.error("unknown parameter \(JSONValue.quoted(name)); \(hint)")
            }
        }
    }

    /// The scene with every placeholder replaced by its parameter's value: the request's (`arguments`,
    /// name → text as given in the query) or the default. A name given that is no parameter, a
    /// parameter without a default that is not given, and a value of the wrong type are `SceneError`s
    /// at the parameter's name. `imageFault` checks an image name (nil: it may be used).
    public func substituted(_ arguments: [String: String], limits: SceneLimits = .default,
                            imageFault: (String) -> String? = { _ in nil }) throws -> JSONValue {
        let names = parameters.map(\.name)
        for name in arguments.keys.sorted() where !names.contains(name) {
            let known = names.isEmpty ? "the template takes no parameters"
                : "the template takes " + listed(names.map { JSONValue.quoted($0) }, conjunction: "and")
            let hint = NameSuggestion.didYouMean(name, among: names).map { $0 + "; " } ?? ""
            throw SceneError(at: JSONPath([.key(name)]), "unknown parameter; \(hint)\(known)")
        }
        var values: [String: JSONValue] = [:]
        for parameter in parameters {
            let path = JSONPath([.key(parameter.name)])
            if let text = arguments[parameter.name] {
                values[parameter.name] = try parameter.value(JSONNode(parameter.query(text), path: path), limits: limits, imageFault: imageFault)
            } else if let defaultValue = parameter.defaultValue {
                values[parameter.name] = defaultValue
            } else {
                throw SceneError(at: path, "missing parameter (\(parameter.type.rawValue)); the template gives it no default")
            }
        }
        return Self.replacingPlaceholders(in: scene, values: values)
    }

    // MARK: Declarations

    private static func declaration(_ name: String, _ node: JSONNode, limits: SceneLimits) throws -> Parameter {
        guard !name.isEmpty, !placeholderKeys.contains(name) else { throw node.error("a parameter needs a name of its own") }
        let object = try node.object("key of a parameter", allowedKeys: ["type", "default", "description", "minimum", "maximum", "maxLength"],
                                     expected: "a parameter declaration such as {\"type\": \"string\", \"default\": \"Hello\"}")
        let typeNames = KeyValuePairs<String, ValueType>(dictionaryLiteral: ("string", .string), ("number", .number),
                                                         ("color", .color), ("image", .image))
        let type = try object.required("type", "the parameter's type").name(among: typeNames)
        let bounds = try ["minimum", "maximum"].map { key -> Double? in
            guard let bound = object[key] else { return nil }
            guard type == .number else { throw bound.error("only a number parameter has \"\(key)\"") }
            return try bound.number()
        }
        if let minimum = bounds[0], let maximum = bounds[1], minimum > maximum {
            throw node.error("\"minimum\" \(JSONNode.format(minimum)) is above \"maximum\" \(JSONNode.format(maximum))")
        }
        let maxLength = try object["maxLength"].map { length -> Int in
            guard type == .string else { throw length.error("only a string parameter has \"maxLength\"") }
            return try length.integer(in: 1...limits.maximumStringLength)
        }
        var parameter = Parameter(name: name, type: type, defaultValue: nil, description: try object["description"]?.string(),
                                  minimum: bounds[0], maximum: bounds[1], maxLength: maxLength)
        if let defaultNode = object["default"] {
            parameter = Parameter(name: name, type: type, defaultValue: try parameter.value(defaultNode, limits: limits, imageFault: { _ in nil }),
                                  description: parameter.description, minimum: bounds[0], maximum: bounds[1], maxLength: maxLength)
        }
        return parameter
    }

    // MARK: The tree

    /// Calls `visit` with each placeholder node and the parameter names it uses; any other node's
    /// children are visited in turn.
    private static func visitPlaceholders(in node: JSONNode, _ visit: (JSONNode, [String]) throws -> Void) throws {
        switch node.value {
        case .object(let members) where members.count == 1 && placeholderKeys.contains(members[0].key):
            let argument = JSONNode(members[0].value, path: node.path.appending(key: members[0].key))
            let text = try argument.string()
            if members[0].key == "$parameter" {
                try visit(argument, [text])
            } else {
                guard let pieces = FormatPiece.parse(text) else {
                    throw argument.error("unbalanced braces in a format: write {name} for a parameter, {{ and }} for braces")
                }
                try visit(argument, pieces.compactMap { piece -> String? in
                    guard case .parameter(let name) = piece else { return nil }
                    return name
                })
            }
        case .object:
            for (_, child) in try node.members() { try visitPlaceholders(in: child, visit) }
        case .array:
            for child in try node.array() { try visitPlaceholders(in: child, visit) }
        default:
            break
        }
    }

    /// `value` with each placeholder replaced; `values` holds every parameter (checked at load).
    private static func replacingPlaceholders(in value: JSONValue, values: [String: JSONValue]) -> JSONValue {
        switch value {
        case .object(let members) where members.count == 1 && placeholderKeys.contains(members[0].key):
            guard case .string(let text) = members[0].value else { return value }
            if members[0].key == "$parameter" { return values[text] ?? .null }
            let pieces = FormatPiece.parse(text) ?? []
            return .string(pieces.map { piece in
                switch piece {
                case .literal(let literal): literal
                case .parameter(let name): values[name].map(Self.text) ?? ""
                }
            }.joined())
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: replacingPlaceholders(in: $0.value, values: values)) })
        case .array(let items):
            return .array(items.map { replacingPlaceholders(in: $0, values: values) })
        default:
            return value
        }
    }

    /// A value as a format writes it: a string as is, a number in its shortest form.
    private static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): string
        case .number(let number, _): JSONNode.format(number)
        default: value.jsonText
        }
    }
}

extension SceneTemplate.Parameter {
    /// A request's text for the parameter as a JSON value: a number for a number parameter when it reads
    /// as one (else the string, which `value` refuses with the text shown), a string for the others.
    func query(_ text: String) -> JSONValue {
        type == .number ? JSONValue(queryText: text) : .string(text)
    }

    /// The value of `node` checked against the declaration.
    func value(_ node: JSONNode, limits: SceneLimits, imageFault: (String) -> String?) throws -> JSONValue {
        switch type {
        case .string:
            let string = try node.string()
            if let maxLength, string.count > maxLength { throw node.mismatch("a string of at most \(maxLength) characters") }
            guard string.utf8.count <= limits.maximumStringLength else {
                throw node.error(SceneLimits.overLimit("a string of \(string.utf8.count) bytes", limit: "\(limits.maximumStringLength) bytes",
                                                       flag: "--max-string-length"))
            }
            return .string(string)
        case .number:
            let number = try node.number(in: (minimum ?? -JSONNode.maximumLength)...(maximum ?? JSONNode.maximumLength))
            return .number(number, literal: JSONNode.format(number))
        case .color:
            _ = try ColorValue.decode(JSONNode(.string(try node.string()), path: node.path))
            return node.value
        case .image:
            let name = try node.string()
            if let fault = imageFault(name) { throw node.error("image \(JSONValue.quoted(name)): \(fault)") }
            return .string(name)
        }
    }
}

/// A piece of a `"$format"` string: text as is, or a parameter's name in braces.
enum FormatPiece: Equatable {
    case literal(String)
    case parameter(String)

    /// The pieces of `format`, or nil when a brace is unbalanced (`{` without `}`, a lone `}`).
    static func parse(_ format: String) -> [FormatPiece]? {
        var pieces: [FormatPiece] = []
        var literal = ""
        var characters = format[...]
        while let character = characters.popFirst() {
            switch character {
            case "{" where characters.first == "{", "}" where characters.first == "}":
                literal.append(characters.removeFirst())
            case "{":
                guard let end = characters.firstIndex(of: "}") else { return nil }
                let name = String(characters[..<end])
                guard !name.isEmpty, !name.contains("{") else { return nil }
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.parameter(name))
                characters = characters[characters.index(after: end)...]
            case "}":
                return nil
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}

extension JSONValue {
    /// A query parameter's text as JSON: a number when it reads as a plain decimal number (digits, sign,
    /// point, exponent; finite), else a string.
    public init(queryText text: String) {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.eE".contains($0) }), let number = Double(text), number.isFinite else {
            self = .string(text)
            return
        }
        self = .number(number, literal: text)
    }
}
