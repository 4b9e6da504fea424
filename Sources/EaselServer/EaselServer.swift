import Easel
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `easel serve`: scenes and templates rendered to images over HTTP, on Hummingbird 2.
///
/// The routes are `Routes`'; every request is logged on one line and counted (`RequestLogging`).
/// `run()` serves until SIGTERM or SIGINT, then stops accepting connections, lets the requests in
/// flight (renders included) finish, and returns.
public struct EaselServer: Sendable {
    public let configuration: ServerConfiguration
    let logger: Logger
    let routes: Routes

    /// A server; `logger` gets one line a request (by default: on stderr, at `info`).
    public init(configuration: ServerConfiguration, logger: Logger? = nil) {
        self.configuration = configuration
        self.logger = logger ?? Logger(label: "easel.serve", factory: { StreamLogHandler.standardError(label: $0) })
        let metrics = ServerMetrics()
        routes = Routes(configuration: configuration, metrics: metrics,
                        images: ImageService(configuration: configuration, metrics: metrics),
                        templates: TemplateLibrary(folder: configuration.templatesFolder, limits: configuration.limits,
                                                   cacheBytes: configuration.templateCacheBytes),
                        readiness: Readiness())
    }

    /// The router with every route and the request logging, for `HummingbirdTesting`'s in-process client.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestLogging(logger: logger, metrics: routes.metrics))
        routes.add(to: router)
        return router
    }

    /// The application: the router on `configuration.host` and `port`, with `onListening` called with
    /// the port once it listens (the one the system chose when the port is 0).
    public func makeApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            router: makeRouter(),
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Registers the configuration's font files (`FontRegistry`), once, before serving; throws
    /// `FontRegistry.RegistrationError` for a file that is not a font.
    public func registerFonts() throws {
        for url in configuration.fontFiles { try FontRegistry.register(url: url) }
    }

    /// Registers the fonts, then serves until SIGTERM or SIGINT, finishes the requests in flight, and
    /// returns.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        defer { routes.images.pool.shutDown() }
        try registerFonts()
        // A graceful shutdown reaches services last to first: the watcher marks the server not ready,
        // then the application stops accepting and lets the requests in flight finish.
        let services: [any Service] = [makeApplication(onListening: onListening), ShutdownWatcher(readiness: routes.readiness)]
        try await ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)).run()
    }
}

/// Marks the server not ready (`GET /readyz`: 503) as soon as a graceful shutdown begins.
struct ShutdownWatcher: Service {
    let readiness: Readiness

    func run() async throws {
        try? await gracefulShutdown()
        readiness.beginShutdown()
    }
}

/// One log line and one count for every request: method, path, route, status, milliseconds, bytes and
/// the cache's answer; a `ServeFailure` becomes its plain-text response here.
struct RequestLogging: RouterMiddleware {
    typealias Context = BasicRequestContext
    let logger: Logger
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await next(request, context)
        } catch let failure as ServeFailure {
            response = Routes.text(failure.message + "\n", status: failure.status)
            response.headers.append(contentsOf: failure.headers)
        } catch let error as any HTTPResponseError {
            response = Routes.text("\(error.status.reasonPhrase)\n", status: error.status)
        }
        let route = Self.route(of: request.uri.path)
        metrics.countRequest(route: route, status: response.status.code)
        let elapsed = ContinuousClock.now - start
        var metadata: Logger.Metadata = [
            "method": "\(request.method)", "path": "\(request.uri.path)", "route": "\(route)", "status": "\(response.status.code)",
            "ms": "\(String(format: "%.1f", Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000))",
        ]
        if let cache = response.headers[.easelCache] { metadata["cache"] = "\(cache)" }
        if let length = response.body.contentLength { metadata["bytes"] = "\(length)" }
        logger.info("request", metadata: metadata)
        return response
    }

    /// The route a path is counted under, so that template names do not each make a series.
    static func route(of path: String) -> String {
        switch path {
        case "/render", "/templates", "/healthz", "/readyz", "/metrics": path
        case _ where path.hasPrefix("/templates/"): "/templates/:name"
        default: "other"
        }
    }
}
