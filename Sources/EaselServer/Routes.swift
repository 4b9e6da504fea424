import Easel
import EaselScene
import Foundation
import Hummingbird
import Synchronization

/// The routes of `easel serve`:
///
/// | route | answer |
/// | --- | --- |
/// | `POST /render?format=png&scale=2…` | the posted scene drawn (`RenderOptions`; `format` from `RenderFormat`, png by default) |
/// | `GET /templates` | the templates and their parameters, as JSON |
/// | `GET /templates/NAME.EXT?param=value…` | `NAME.json` drawn with the parameters, in the format the extension names |
/// | `GET /healthz` | 200 while the process serves |
/// | `GET /readyz` | 200, or 503 once a graceful shutdown has begun |
/// | `GET /metrics` | Prometheus's text format (`ServerMetrics`) |
struct Routes: Sendable {
    let configuration: ServerConfiguration
    let metrics: ServerMetrics
    let images: ImageService
    let templates: TemplateLibrary
    let readiness: Readiness

    func add(to router: Router<BasicRequestContext>) {
        router.post("/render") { request, context in try await render(request, context: context) }
        router.get("/templates") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: templates.listing().jsonText + "\n")))
        }
        router.get("/templates/:file") { request, context in try await template(request, file: context.parameters.get("file") ?? "") }
        router.get("/healthz") { _, _ in Self.text("ok\n") }
        router.get("/readyz") { _, _ in
            readiness.isReady ? Self.text("ready\n") : Self.text("shutting down\n", status: .serviceUnavailable)
        }
        router.get("/metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
    }

    /// `POST /render`: the body is a scene file's contents.
    private func render(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let query = try Self.parameters(request)
        let format = try Self.format(named: query["format"] ?? "png")
        let options = try Self.options(query.filter { $0.key != "format" }, allowing: RenderOptions.names + ["format"])
        let body = try await BodyReader.collect(request, maximumBytes: configuration.maximumBodyBytes, timeout: configuration.renderTimeout)
        let scene: JSONValue
        do {
            scene = try JSONParser.parse(Data(body.readableBytesView), maximumDepth: min(configuration.limits.maximumDepth, SceneLimits.depthCeiling))
        } catch {
            throw ServeFailure.scene(SceneError(error))
        }
        let canonical = "render\n\(format.rawValue)\n\(options.canonical)\n\(scene.jsonText)"
        return try await images.response(for: ImageService.Job(scene: scene, options: options, format: format,
                                                               canonicalForm: canonical, name: nil, route: "/render"), request: request)
    }

    /// `GET /templates/NAME.EXT`: the template's parameters from the query, the render options too.
    private func template(_ request: Request, file: String) async throws -> Response {
        let (name, pathExtension) = Self.split(file)
        guard let pathExtension, !name.isEmpty else {
            throw ServeFailure(status: .unsupportedMediaType,
                               message: "\(file): name the format with the extension, as in /templates/\(file).png (\(RenderFormat.extensionList))")
        }
        guard let format = RenderFormat(pathExtension: pathExtension) else { throw ServeFailure.unknownFormat(pathExtension) }
        let entry = try templates.template(named: name)
        let query = try Self.parameters(request)
        let options = try Self.options(query, allowing: nil)
        let arguments = query.filter { !RenderOptions.names.contains($0.key) }
        let assets = configuration.assetsFolder
        let scene: JSONValue
        do {
            scene = try entry.template.substituted(arguments, limits: configuration.limits) { image in
                guard let assets else { return "scenes may name no image: start the server with --assets DIR" }
                if case .failure(let fault) = ConfinedPath.resolve(image, in: assets) { return fault.description }
                return nil
            }
        } catch let error as SceneError {
            throw ServeFailure.scene(error)
        }
        let canonical = "template\n\(name)\n\(entry.digest)\n\(format.rawValue)\n\(options.canonical)\n\(scene.jsonText)"
        return try await images.response(for: ImageService.Job(scene: scene, scenePath: JSONPath([.key("scene")]), options: options,
                                                               format: format, canonicalForm: canonical, name: name + ".json",
                                                               route: "/templates/:name"), request: request)
    }

    // MARK: Query

    /// The query's parameters by name; a name given twice is a 400.
    static func parameters(_ request: Request) throws -> [String: String] {
        var parameters: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            let name = String(key)
            guard parameters[name] == nil else { throw ServeFailure.badRequest("\(name): the parameter is given twice") }
            parameters[name] = String(value)
        }
        return parameters
    }

    /// The render options of `query`; with `allowing`, any other name is a 400 naming it.
    static func options(_ query: [String: String], allowing allowed: [String]?) throws -> RenderOptions {
        if let allowed {
            for name in query.keys.sorted() where !allowed.contains(name) {
                let hint = NameSuggestion.didYouMean(name, among: allowed) ?? "expected one of " + allowed.map { JSONValue.quoted($0) }.joined(separator: ", ")
                throw ServeFailure.badRequest("\(name): unknown parameter; \(hint)")
            }
        }
        do {
            return try RenderOptions(query)
        } catch let error as SceneError {
            throw ServeFailure.scene(error)
        }
    }

    /// The format named `name` (`RenderFormat`'s names and extensions), else 415.
    static func format(named name: String) throws -> RenderFormat {
        guard let format = RenderFormat(rawValue: name.lowercased()) ?? RenderFormat(pathExtension: name) else {
            throw ServeFailure.unknownFormat(name)
        }
        return format
    }

    /// `NAME.EXT` split at its last dot.
    static func split(_ file: String) -> (name: String, pathExtension: String?) {
        guard let dot = file.lastIndex(of: ".") else { return (file, nil) }
        return (String(file[..<dot]), String(file[file.index(after: dot)...]))
    }

    static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Whether the server takes new work: true until a graceful shutdown begins (`GET /readyz`), so a
/// load balancer stops sending requests while the in-flight ones finish.
final class Readiness: Sendable {
    private let shuttingDown = Atomic(false)
    var isReady: Bool { !shuttingDown.load(ordering: .relaxed) }
    func beginShutdown() { shuttingDown.store(true, ordering: .relaxed) }
}
