import Synchronization

/// A least-recently-used cache bounded by the total cost of its entries (bytes, for rendered images
/// and parsed templates), safe to share between tasks and threads.
///
/// Rules: a lookup that finds an entry makes it the most recent; an insertion that takes the total
/// over `budget` evicts the least recent entries until it fits; an entry costing more than the whole
/// budget is not kept. A budget of 0 keeps nothing.
package final class LRUCache<Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Use stamps in order of use, each naming its key; stale stamps are skipped when evicting.
        var order: [(stamp: UInt64, key: String)] = []
        var orderStart = 0
        var clock: UInt64 = 0
        var totalCost = 0
    }

    package let budget: Int
    private let state = Mutex(State())

    package init(budget: Int) { self.budget = max(0, budget) }

    /// The value under `key`, now the most recently used; nil when absent.
    package func value(for key: String) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            state.order.append((state.clock, key))
            Self.compact(&state)
            return entry.value
        }
    }

    /// Keeps `value` under `key` at `cost`, evicting the least recently used entries to stay in budget.
    package func insert(_ value: Value, for key: String, cost: Int) {
        guard cost <= budget else { return }
        state.withLock { state in
            if let old = state.entries[key] { state.totalCost -= old.cost }
            state.clock += 1
            state.entries[key] = Entry(value: value, cost: cost, lastUse: state.clock)
            state.order.append((state.clock, key))
            state.totalCost += cost
            while state.totalCost > budget, state.orderStart < state.order.count {
                let (stamp, oldest) = state.order[state.orderStart]
                state.orderStart += 1
                guard let entry = state.entries[oldest], entry.lastUse == stamp else { continue }
                state.entries[oldest] = nil
                state.totalCost -= entry.cost
            }
            Self.compact(&state)
        }
    }

    /// The total cost and the number of entries kept.
    package var usage: (cost: Int, count: Int) { state.withLock { ($0.totalCost, $0.entries.count) } }

    /// Drops the stale stamps once they are most of the order, so it stays within twice the entries.
    private static func compact(_ state: inout State) {
        guard state.order.count - state.orderStart > 2 * state.entries.count + 64 || state.orderStart > 4096 else { return }
        state.order = state.order[state.orderStart...].filter { state.entries[$0.key]?.lastUse == $0.stamp }
        state.orderStart = 0
    }
}
