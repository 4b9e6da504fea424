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
    @Test func keepsAWorkingSetOfHalfTheCapacity() {
        // Capacity 8: 4 strings asked for round after round are measured once each.
        let cache = TextMeasurementCache(capacity: 8)
        for _ in 0..<5 {
            for string in ["a", "bb", "ccc", "dddd"] { _ = cache.measurement(for: request(string), measure: fake) }
        }
        #expect(cache.measuredCount == 4)
    }

    @Test func holdsAtMostItsCapacity() {
        let cache = TextMeasurementCache(capacity: 8)
        for index in 0..<100 { _ = cache.measurement(for: request(String(repeating: "x", count: index + 1)), measure: fake) }
        #expect(cache.count <= 8)
        #expect(cache.measuredCount == 100)
    }

    @Test func keepsWhatIsStillInUse() {
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
}
