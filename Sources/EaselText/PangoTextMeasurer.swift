import EaselCore
import Foundation

/// Measures text with Pango, the way Easel's renderer draws it.
///
/// Each thread measures with its own Pango context and layout (Pango is not thread-safe); measurements are cached
/// per measurer and shared between threads, keyed by the whole request (string, font, width, line
/// limit, alignment, direction). A request whose width is not finite is measured without a width.
public struct PangoTextMeasurer: TextMeasuring {
    let cache: TextMeasurementCache

    /// A measurer with its own, empty cache.
    public init() { cache = TextMeasurementCache() }

    /// The measurer `ImageRenderer` uses unless told otherwise; its cache lives as long as the process.
    public static let shared = PangoTextMeasurer()

    /// Whether an installed or registered font answers to `name` (`FontCatalog`).
    public func hasFont(named name: String) -> Bool { FontCatalog.family(named: name) != nil }

    public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        cache.dropAll(unlessGeneration: FontRegistry.generation)
        if let width = request.width, !width.isFinite {
            var unbounded = request
            unbounded.width = nil
            return measureCached(unbounded)
        }
        return measureCached(request)
    }

    /// The cached measurement of `request`, or Pango's. (`measure` copies a request only to drop a width
    /// that is not finite: a copy was a tenth of a cache hit.)
    private func measureCached(_ request: TextLayoutRequest) -> TextMeasurement {
        cache.measurement(for: request) { request in
            FontFaceLock.run {
                guard let layout = PangoThreadContext.current?.measuringLayout else {
                    return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0)
                }
                layout.configure(for: request)
                return layout.measurement
            }
        }
    }
}
