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
    /// A generation's measurements, in buckets by `bucketHash` of their requests: a lookup hashes the
    /// request it is given and compares it with the bucket's few requests, and copies nothing.
    private struct Generation {
        var buckets: [Int: [(request: TextLayoutRequest, measurement: TextMeasurement)]] = [:]
        var count = 0

        func find(_ request: TextLayoutRequest, hash: Int) -> TextMeasurement? {
            guard let bucket = buckets[hash] else { return nil }
            return bucket.first { $0.request == request }?.measurement
        }

        mutating func insert(_ measurement: TextMeasurement, for request: TextLayoutRequest, hash: Int) {
            buckets[hash, default: []].append((request, measurement))
            count += 1
        }

        mutating func remove(_ request: TextLayoutRequest, hash: Int) -> TextMeasurement? {
            guard let index = buckets[hash]?.firstIndex(where: { $0.request == request }) else { return nil }
            count -= 1
            let measurement = buckets[hash]![index].measurement
            if buckets[hash]!.count == 1 { buckets[hash] = nil } else { buckets[hash]!.remove(at: index) }
            return measurement
        }
    }

    /// The hash of a request's string, font size and width alone. Equal requests hash alike, and
    /// requests that differ only in the rest (weight, line limit, alignment …, rare at one string, size
    /// and width) share a bucket that `==` tells apart. A cache hit (T1 re-layout, `EaselProfile
    /// text-warm`) took 2,429 instructions with every field hashed into a `Hashable` key holding a copy
    /// of the request, and takes 1,388.
    private static func bucketHash(_ request: TextLayoutRequest) -> Int {
        var hasher = Hasher()
        hasher.combine(request.string)
        hasher.combine(request.font.size)
        hasher.combine(request.width)
        return hasher.finalize()
    }

    private struct Generations {
        var recent = Generation()
        var older = Generation()
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
        let hash = Self.bucketHash(request)
        let cached = generations.withLock { generations -> TextMeasurement? in
            if let measurement = generations.recent.find(request, hash: hash) { return measurement }
            guard let measurement = generations.older.remove(request, hash: hash) else { return nil }
            insert(measurement, for: request, hash: hash, into: &generations)
            return measurement
        }
        if let cached { return cached }
        let measured = measure(request)
        misses.add(1, ordering: .relaxed)
        generations.withLock { insert(measured, for: request, hash: hash, into: &$0) }
        return measured
    }

    private func insert(_ measurement: TextMeasurement, for request: TextLayoutRequest, hash: Int,
                        into generations: inout Generations) {
        if generations.recent.count >= capacity / 2 {
            generations.older = generations.recent
            generations.recent = Generation()
        }
        generations.recent.insert(measurement, for: request, hash: hash)
    }
}
