import EaselCore
import Synchronization

/// Remembers text measurements, so that a string in a font at a width is measured once.
///
/// Thread-safe: lookups and insertions hold a lock, measuring does not (two threads asking for the same
/// new request at once may both measure it; both get the same answer). The cache holds at most
/// `capacity` measurements and starts afresh when full.
final class TextMeasurementCache: Sendable {
    private let entries = Mutex<[TextLayoutRequest: TextMeasurement]>([:])
    private let misses = Atomic<Int>(0)
    let capacity: Int

    init(capacity: Int = 8192) { self.capacity = capacity }

    /// The number of measurements that were not in the cache, that is, how many times Pango laid out
    /// text for this cache.
    var measuredCount: Int { misses.load(ordering: .relaxed) }

    /// The cached measurement of `request`, or `measure(request)`, remembered.
    func measurement(for request: TextLayoutRequest, measure: (TextLayoutRequest) -> TextMeasurement) -> TextMeasurement {
        if let cached = entries.withLock({ $0[request] }) { return cached }
        let measured = measure(request)
        misses.add(1, ordering: .relaxed)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[request] = measured
        }
        return measured
    }
}
