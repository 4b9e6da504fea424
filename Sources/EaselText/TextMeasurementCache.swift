import EaselCore
import Synchronization

/// Remembers text measurements, so that a string in a font at a width is measured once.
///
/// Thread-safe: lookups and insertions hold a lock, measuring does not (two threads asking for the same
/// new request at once may both measure it; both get the same answer).
///
/// Bounded, keeping what is in use: measurements live in two generations. New ones go into the recent
/// generation; when it holds half the capacity it becomes the older generation and the one before is
/// dropped. A measurement found in the older generation moves back to the recent one. So any set of up
/// to `capacity / 2` requests asked for again and again (the strings of a screen redrawn frame after
/// frame, a batch of scenes) stays cached, and at most `capacity` measurements are kept.
final class TextMeasurementCache: Sendable {
    /// A request with its hash worked out once: a lookup that misses is followed by an insertion, and a
    /// hit in the older generation by a move, each of which would hash the whole string again.
    private struct Key: Hashable {
        let request: TextLayoutRequest
        let hash: Int

        init(_ request: TextLayoutRequest) { (self.request, hash) = (request, request.hashValue) }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hash == rhs.hash && lhs.request == rhs.request }
    }

    private struct Generations {
        var recent: [Key: TextMeasurement] = [:]
        var older: [Key: TextMeasurement] = [:]
        /// The `FontRegistry` generation the measurements were made with.
        var fonts = 0
    }

    private let generations = Mutex(Generations())
    private let misses = Atomic<Int>(0)
    let capacity: Int

    init(capacity: Int = 32_768) { self.capacity = max(capacity, 2) }

    /// The number of measurements that were not in the cache, that is, how many times Pango laid out
    /// text for this cache.
    var measuredCount: Int { misses.load(ordering: .relaxed) }

    /// The number of measurements held.
    var count: Int { generations.withLock { $0.recent.count + $0.older.count } }

    /// Forgets every measurement when they were made before the fonts of `FontRegistry` generation
    /// `fonts` were registered (a family may now draw in another font).
    func dropAll(unlessGeneration fonts: Int) {
        generations.withLock { generations in
            guard generations.fonts != fonts else { return }
            generations = Generations(fonts: fonts)
        }
    }

    /// The cached measurement of `request`, or `measure(request)`, remembered.
    func measurement(for request: TextLayoutRequest, measure: (TextLayoutRequest) -> TextMeasurement) -> TextMeasurement {
        let key = Key(request)
        let cached = generations.withLock { generations -> TextMeasurement? in
            if let measurement = generations.recent[key] { return measurement }
            guard let measurement = generations.older.removeValue(forKey: key) else { return nil }
            insert(measurement, for: key, into: &generations)
            return measurement
        }
        if let cached { return cached }
        let measured = measure(request)
        misses.add(1, ordering: .relaxed)
        generations.withLock { insert(measured, for: key, into: &$0) }
        return measured
    }

    private func insert(_ measurement: TextMeasurement, for request: Key, into generations: inout Generations) {
        if generations.recent.count >= capacity / 2 {
            generations.older = generations.recent
            generations.recent.removeAll(keepingCapacity: true)
        }
        generations.recent[request] = measurement
    }
}
