import EaselScene
import Foundation

/// How `easel serve` runs: where it listens, what it reads, and the bounds on what it does.
public struct ServerConfiguration: Sendable {
    /// The address to listen on; loopback by default, so nothing is exposed unless asked.
    public var host = "127.0.0.1"
    /// The port; 0 takes a free one (the tests' ephemeral ports).
    public var port = 8080
    /// The folder of templates (`NAME.json`) served at `/templates/NAME.EXT`; nil: none.
    public var templatesFolder: URL?
    /// The folder images named by scenes and templates are read from; nil: scenes may name no image.
    public var assetsFolder: URL?
    /// At most this many renders at once (default: the core count).
    public var maximumConcurrentRenders = ProcessInfo.processInfo.activeProcessorCount
    /// At most this many renders wait for a render thread; past that a request gets 503 (default: 4
    /// per render thread).
    public var maximumQueuedRenders: Int?
    /// Bytes of rendered images kept in memory (LRU).
    public var cacheBytes = 64 << 20
    /// Bytes of parsed templates kept in memory (LRU, each counted by its file's size).
    public var templateCacheBytes = 16 << 20
    /// The largest request body accepted (`POST /render`); larger gets 413.
    public var maximumBodyBytes = 1 << 20
    /// How long a request waits for its render (queued and running) before a 503.
    public var renderTimeout: Duration = .seconds(10)
    /// The `Cache-Control` header of images.
    public var cacheControl = "public, max-age=86400"
    /// Font files (or folders of them) registered with `FontRegistry` when the server starts, for the
    /// `Font.custom` names and `"font"` values of every scene and template.
    public var fontFiles: [URL] = []
    /// The scene limits, as the command line's flags set them.
    public var limits = SceneLimits.default

    public init() {}

    /// The queue length `RenderPool` is given.
    var queueLength: Int { maximumQueuedRenders ?? 4 * maximumConcurrentRenders }
}
