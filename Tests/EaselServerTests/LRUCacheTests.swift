@testable import EaselServer
import EaselRender
import Testing

@Suite struct LRUCacheTests {
    @MainActor @Test func theLeastRecentlyUsedEntriesGoFirstAndTheBudgetHolds() {
        let cache = LRUCache<Int>(budget: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, for: "c", cost: 4)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.usage.cost == 8)
        cache.insert(4, for: "huge", cost: 11)
        #expect(cache.value(for: "huge") == nil)
        cache.insert(5, for: "a", cost: 6)
        #expect(cache.usage.cost == 10)
        #expect(cache.value(for: "a") == 5)
    }

    @MainActor @Test func manyLookupsAndInsertionsKeepTheBookkeepingBounded() {
        let cache = LRUCache<Int>(budget: 100)
        for index in 0..<100_000 {
            cache.insert(index, for: "k\(index % 300)", cost: 1)
            _ = cache.value(for: "k\(index % 7)")
        }
        #expect(cache.usage.count == 100)
        #expect(cache.usage.cost == 100)
    }
}
