import Prometheus

/// What `GET /metrics` reports, in Prometheus's text format (swift-prometheus): one registry per
/// server, so that servers in one process (the tests) count apart.
///
/// | metric | kind | labels |
/// | --- | --- | --- |
/// | `easel_http_requests_total` | counter | `route` (`/render`, `/templates/:name`, …), `status` |
/// | `easel_render_duration_seconds` | histogram | `route`: scene decoding, layout, drawing and encoding of renders that ran |
/// | `easel_cache_hits_total`, `easel_cache_misses_total` | counter | |
/// | `easel_cache_bytes`, `easel_cache_entries` | gauge | the rendered-image cache's size |
/// | `easel_render_queue_depth` | gauge | renders waiting for a thread |
/// | `easel_renders_in_flight` | gauge | renders running |
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let cacheHits: Counter
    let cacheMisses: Counter
    let cacheBytes: Gauge
    let cacheEntries: Gauge
    let queueDepth: Gauge
    let inFlightRenders: Gauge

    /// Bucket bounds of the render time histogram: 5 ms to 10 s.
    static let renderBuckets: [Duration] = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000].map { .milliseconds($0) }

    init() {
        cacheHits = registry.makeCounter(descriptor: Self.name("cache_hits", "total", "Renders answered from the image cache."))
        cacheMisses = registry.makeCounter(descriptor: Self.name("cache_misses", "total", "Renders not in the image cache."))
        cacheBytes = registry.makeGauge(descriptor: Self.name("cache", "bytes", "Bytes of rendered images in the cache."))
        cacheEntries = registry.makeGauge(descriptor: Self.name("cache", "entries", "Rendered images in the cache."))
        queueDepth = registry.makeGauge(descriptor: Self.name("render_queue", "depth", "Renders waiting for a render thread."))
        inFlightRenders = registry.makeGauge(descriptor: Self.name("renders", "in_flight", "Renders running."))
    }

    /// Counts a request answered on `route` with `status`.
    func countRequest(route: String, status: Int) {
        registry.makeCounter(descriptor: Self.name("http_requests", "total", "HTTP requests by route and status."),
                             labels: [("route", route), ("status", String(status))]).increment()
    }

    /// Records a render's time on `route`.
    func recordRender(route: String, duration: Duration) {
        registry.makeDurationHistogram(descriptor: Self.name("render_duration", "seconds", "Time to decode, lay out, draw and encode a scene."),
                                       labels: [("route", route)], buckets: Self.renderBuckets).record(duration)
    }

    /// The cache's size after a change.
    func reportCache(bytes: Int, entries: Int) {
        cacheBytes.set(Int64(bytes))
        cacheEntries.set(Int64(entries))
    }

    /// `easel_NAME_UNIT`, with its help line.
    private static func name(_ name: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "easel", metricName: name, unitName: unit, helpText: help)
    }

    /// Every metric in Prometheus's text format.
    func exposition() -> [UInt8] { registry.emitToBuffer() }
}
