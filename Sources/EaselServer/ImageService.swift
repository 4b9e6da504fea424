import Easel
import EaselRender
import EaselScene
import Foundation
import HTTPTypes
import Hummingbird

/// Turns a scene (posted, or made from a template) into an image response: the ETag and 304, the
/// cache of rendered bytes, the render pool, and the faults as `ServeFailure`s.
final class ImageService: Sendable {
    /// A scene to draw and everything that decides its bytes.
    struct Job: Sendable {
        /// The scene, as JSON (a posted body, or a template with its parameters substituted), and where
        /// it sits in its document (for the paths of messages).
        var scene: JSONValue
        var scenePath = JSONPath.document
        var options: RenderOptions
        var format: RenderFormat
        /// The request's canonical form (`EntityTag`), also the cache's key.
        var canonicalForm: String
        /// How messages name the scene (a template's file name), or nil for a posted scene.
        var name: String?
        /// The route the render is counted under.
        var route: String
    }

    let configuration: ServerConfiguration
    let metrics: ServerMetrics
    let pool: RenderPool
    private let cache: LRUCache<Data>

    init(configuration: ServerConfiguration, metrics: ServerMetrics) {
        (self.configuration, self.metrics) = (configuration, metrics)
        pool = RenderPool(threads: configuration.maximumConcurrentRenders, queueLength: configuration.queueLength,
                          timeout: configuration.renderTimeout, metrics: metrics)
        cache = LRUCache(budget: configuration.cacheBytes)
    }

    /// The response for `job`: 304 when `If-None-Match` names its tag, the cached bytes when there are,
    /// else a render on the pool.
    func response(for job: Job, request: Request) async throws -> Response {
        let tag = EntityTag.make(job.canonicalForm)
        var headers: HTTPFields = [.eTag: tag, .cacheControl: configuration.cacheControl]
        if let ifNoneMatch = request.headers[.ifNoneMatch], EntityTag.matches(ifNoneMatch, tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = job.format.mimeType
        if let bytes = cache.value(for: job.canonicalForm) {
            metrics.cacheHits.increment()
            headers[.easelCache] = "hit"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        metrics.cacheMisses.increment()
        headers[.easelCache] = "miss"
        let bytes = try await render(job)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The bytes of `job`'s picture, rendered on the pool and kept in the cache.
    private func render(_ job: Job) async throws -> Data {
        let (configuration, metrics, cache) = (self.configuration, self.metrics, self.cache)
        do {
            return try await pool.run {
                let start = ContinuousClock.now
                let bytes = try Self.draw(job, configuration: configuration)
                metrics.recordRender(route: job.route, duration: ContinuousClock.now - start)
                cache.insert(bytes, for: job.canonicalForm, cost: bytes.count)
                let usage = cache.usage
                metrics.reportCache(bytes: usage.cost, entries: usage.count)
                return bytes
            }
        } catch RenderPool.RenderPoolError.queueFull {
            throw ServeFailure.busy("every render thread is busy and the queue is full; retry later", retryAfterSeconds: 1)
        } catch RenderPool.RenderPoolError.timedOut {
            throw ServeFailure.busy("the render took longer than the render timeout of \(configuration.renderTimeout)", retryAfterSeconds: 5)
        } catch RenderPool.RenderPoolError.shutDown {
            throw ServeFailure.busy("the server is shutting down", retryAfterSeconds: 1)
        }
    }

    /// Decodes and draws `job` as `easel render` does, images confined to the assets folder.
    private static func draw(_ job: Job, configuration: ServerConfiguration) throws -> Data {
        let assets = configuration.assetsFolder ?? URL(fileURLWithPath: "/nonexistent/easel-serve-assets", isDirectory: true)
        let input = job.name ?? "scene"
        do {
            var document = try SceneDocument(node: JSONNode(job.scene, path: job.scenePath), baseDirectory: assets, limits: configuration.limits,
                                             confiningImages: true, assetsDirectory: configuration.assetsFolder)
            job.options.apply(to: &document)
            let renderer = document.renderer(limits: configuration.limits)
            job.options.apply(to: renderer)
            return try renderer.data(format: job.format)
        } catch let error as SceneError {
            throw ServeFailure.scene(error, in: job.name)
        } catch let error as RenderError {
            throw ServeFailure.rendering(error, input: input)
        }
    }
}

extension HTTPField.Name {
    /// `X-Easel-Cache: hit|miss`: whether an image came from the server's cache.
    static let easelCache = HTTPField.Name("X-Easel-Cache")!
}
