import ArgumentParser
import EaselServer
import Foundation

/// `easel serve`: renders scenes and templates over HTTP until SIGTERM or SIGINT (docs/serve.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve images of JSON scenes and templates over HTTP.",
        discussion: """
            Routes: POST /render (a scene as the body; ?format=, scale, width, height, dynamicTypeSize, \
            colorScheme, layoutDirection), GET /templates, GET /templates/NAME.EXT?param=value, GET /healthz, \
            GET /readyz, GET /metrics. Prints "listening on http://HOST:PORT" on stdout once it listens; logs \
            one line a request on stderr. SIGTERM or SIGINT: stops accepting, finishes the renders in flight, \
            exits 0. See docs/serve.md.

            EXAMPLES:
              easel serve --templates Examples/templates --assets Examples/scenes
              easel serve --templates Examples/templates --font Brand/fonts/
              curl -o card.png 'http://127.0.0.1:8080/templates/og-card.png?title=Hello'
              curl --data-binary @Examples/scenes/card.json 'http://127.0.0.1:8080/render?format=svg'
            """
    )

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("The folder of templates (NAME.json) served at /templates/NAME.EXT.", valueName: "folder"))
    var templates: String?

    @Option(help: ArgumentHelp("The folder images named by scenes and templates are read from (nothing outside it).", valueName: "folder"))
    var assets: String?

    @Option(name: .customLong("max-concurrent-renders"), help: ArgumentHelp("Most renders at once (default: the core count).", valueName: "count"))
    var maxConcurrentRenders = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("max-queued-renders"), help: ArgumentHelp("Most renders waiting for a thread before 503 (default: 4 a thread).", valueName: "count"))
    var maxQueuedRenders: Int?

    @Option(name: .customLong("cache-size"), help: ArgumentHelp("Megabytes of rendered images kept in memory.", valueName: "MB"))
    var cacheSize = 64

    @Option(name: .customLong("max-body"), help: ArgumentHelp("Largest request body, in kilobytes.", valueName: "KB"))
    var maxBody = 1024

    @Option(name: .customLong("render-timeout"), help: ArgumentHelp("Seconds a request waits for its render before a 503.", valueName: "seconds"))
    var renderTimeout = 10.0

    @Option(name: .customLong("cache-control"), help: ArgumentHelp("The Cache-Control header of images.", valueName: "value"))
    var cacheControl = "public, max-age=86400"

    /// `--font`: font files registered once, at start-up, for every request.
    @OptionGroup var fonts: FontOptions

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        for (flag, value) in [("--max-concurrent-renders", maxConcurrentRenders), ("--max-body", maxBody)] where value < 1 {
            throw ValidationError("\(flag) must be 1 or more, got \(value)")
        }
        for (flag, value) in [("--cache-size", cacheSize), ("--max-queued-renders", maxQueuedRenders ?? 0)] where value < 0 {
            throw ValidationError("\(flag) must be 0 or more, got \(value)")
        }
        guard renderTimeout > 0, renderTimeout <= 3600 else { throw ValidationError("--render-timeout must be above 0 and at most 3600 seconds, got \(renderTimeout)") }
        for (flag, folder) in [("--templates", templates), ("--assets", assets)] {
            guard let folder else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("\(flag): no such folder: \(folder)")
            }
        }
    }

    func run() async throws {
        var configuration = ServerConfiguration()
        (configuration.host, configuration.port) = (host, port)
        configuration.templatesFolder = templates.map { URL(fileURLWithPath: $0, isDirectory: true) }
        configuration.assetsFolder = assets.map { URL(fileURLWithPath: $0, isDirectory: true) }
        (configuration.maximumConcurrentRenders, configuration.maximumQueuedRenders) = (maxConcurrentRenders, maxQueuedRenders)
        (configuration.cacheBytes, configuration.maximumBodyBytes) = (cacheSize << 20, maxBody << 10)
        configuration.renderTimeout = .milliseconds(Int64(renderTimeout * 1000))
        configuration.cacheControl = cacheControl
        configuration.limits = limits.scene
        configuration.fontFiles = fonts.urls
        let host = self.host
        try await EaselServer(configuration: configuration).run { port in
            FileHandle.standardOutput.write(Data("listening on http://\(host):\(port)\n".utf8))
        }
    }
}
