import EaselPreviews
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Where `easel preview --serve` listens and how often it looks at the files.
public struct PreviewServerConfiguration: Sendable {
    /// Loopback by default, so nothing is exposed unless asked.
    public var host = "127.0.0.1"
    /// 0 takes a free port.
    public var port = 8040
    public var pollInterval: Duration = .milliseconds(100)
    public var keepAliveInterval: Duration = .seconds(15)
    public var options = PreviewDrawOptions()

    public init() {}
}

/// `easel preview --serve`: a page with every preview, redrawn as the files are saved (docs/previews.md).
///
/// `run()` builds and draws once, listens, then watches until SIGTERM or SIGINT: it then ends the
/// event streams, stops a build under way, lets the requests in flight finish, and returns.
public final class PreviewServer: Sendable {
    public let configuration: PreviewServerConfiguration
    public let board: PreviewBoard
    public let broadcaster = UpdateBroadcaster()
    public let live: PreviewLiveUpdates
    let logger: Logger

    public init(configuration: PreviewServerConfiguration, producer: any PreviewProducing, logger: Logger? = nil) {
        self.configuration = configuration
        self.logger = logger ?? Logger(label: "easel.preview", factory: { StreamLogHandler.standardError(label: $0) })
        board = PreviewBoard(options: configuration.options)
        live = PreviewLiveUpdates(producer: producer, board: board, broadcaster: broadcaster, pollInterval: configuration.pollInterval,
                                  keepAliveInterval: configuration.keepAliveInterval, logger: self.logger)
    }

    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        PreviewRoutes(board: board, broadcaster: broadcaster, live: live).add(to: router)
        return router
    }

    /// The application on the configured address; `onListening` gets the port once it listens.
    public func makeApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            router: makeRouter(),
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// The first build and drawing, then serving and watching until SIGTERM or SIGINT.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        await live.prepare()
        // A graceful shutdown reaches services last to first: the streams end, the loop stops (and its
        // child process), then the application stops accepting and finishes the requests in flight.
        let services: [any Service] = [makeApplication(onListening: onListening), live, StreamCloser(broadcaster: broadcaster)]
        try await ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)).run()
    }
}

/// Ends every event stream once a graceful shutdown begins, so that the application's wait for the
/// requests in flight ends.
struct StreamCloser: Service {
    let broadcaster: UpdateBroadcaster

    func run() async throws {
        try? await gracefulShutdown()
        broadcaster.close()
    }
}
