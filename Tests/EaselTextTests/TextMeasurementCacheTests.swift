import EaselCore
import Foundation
import Testing
@testable import EaselText

/// A request for `string`, in a 10-point font.
private func request(_ string: String) -> TextLayoutRequest {
    TextLayoutRequest(string: string, font: ResolvedFont(size: 10), width: nil)
}

/// A measurement that tells which string it measured: as wide as the string is long.
private func fake(_ request: TextLayoutRequest) -> TextMeasurement {
    TextMeasurement(size: CGSize(width: request.string.count, height: 1), firstBaseline: 1, lastBaseline: 1)
}

@Suite struct TextMeasurementCacheTests {
    @MainActor @Test func keepsAWorkingSetOfHalfTheCapacity() {
        // Capacity 8: 4 strings asked for round after round are measured once each.
        let cache = TextMeasurementCache(capacity: 8)
        for _ in 0..<5 {
            for string in ["a", "bb", "ccc", "dddd"] { _ = cache.measurement(for: request(string), measure: fake) }
        }
        #expect(cache.measuredCount == 4)
    }

    @MainActor @Test func holdsAtMostItsCapacity() {
        let cache = TextMeasurementCache(capacity: 8)
        for index in 0..<100 { _ = cache.measurement(for: request(String(repeating: "x", count: index + 1)), measure: fake) }
        #expect(cache.count <= 8)
        #expect(cache.measuredCount == 100)
    }

    @MainActor @Test func keepsWhatIsStillInUse() {
        // "a" is asked for again after each new string: it moves back to the recent generation every time
        // and is never dropped, while 20 other strings come and go.
        let cache = TextMeasurementCache(capacity: 4)
        for index in 0..<20 {
            _ = cache.measurement(for: request("a"), measure: fake)
            _ = cache.measurement(for: request("b\(index)"), measure: fake)
        }
        #expect(cache.measuredCount == 21)
        #expect(cache.measurement(for: request("a"), measure: fake).size.width == 1)
    }

    /// Requests that differ only in what the cache's hash leaves out (the weight, the line limit, the
    /// alignment) share a bucket and are told apart: each keeps its own measurement.
    @MainActor @Test func requestsSharingABucketKeepTheirOwnMeasurements() {
        let cache = TextMeasurementCache(capacity: 16)
        var bold = request("a"), limited = request("a"), centred = request("a")
        bold.font.weight = .bold
        limited.lineLimit = 1
        centred.alignment = .center
        let variants = [request("a"), bold, limited, centred]
        for (index, variant) in variants.enumerated() {
            _ = cache.measurement(for: variant) { _ in TextMeasurement(size: CGSize(width: index, height: 1), firstBaseline: 1, lastBaseline: 1) }
        }
        for (index, variant) in variants.enumerated() {
            #expect(cache.measurement(for: variant, measure: fake).size.width == CGFloat(index))
        }
        #expect(cache.measuredCount == 4)
        #expect(cache.count == 4)
    }

    /// A measurement moving back from the older generation leaves the others of its bucket there.
    @MainActor @Test func aMoveFromTheOlderGenerationKeepsTheRestOfItsBucket() {
        let cache = TextMeasurementCache(capacity: 4)
        var bold = request("a")
        bold.font.weight = .bold
        func measure(_ request: TextLayoutRequest) -> CGFloat {
            cache.measurement(for: request) { TextMeasurement(size: CGSize(width: $0.font.weight == .bold ? 2 : 1, height: 1),
                                                              firstBaseline: 1, lastBaseline: 1) }.size.width
        }
        // "a" and bold "a" fill the recent generation; "x" makes them the older one.
        #expect(measure(request("a")) == 1 && measure(bold) == 2 && measure(request("x")) == 1)
        // Bold "a" moves back, then "a" (a second move makes the recent generation the older one).
        #expect(measure(bold) == 2)
        #expect(measure(request("a")) == 1)
        #expect(measure(bold) == 2)
        #expect(cache.measuredCount == 3)
    }
}
