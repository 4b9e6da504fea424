import Foundation

/// What `LengthSharing` needs to know of an item: its length for an offer of 0, how much longer it can
/// grow, and its priority.
protocol LengthSharingItem {
    var minimum: CGFloat { get }
    /// The item's maximum length less its minimum.
    var flexibility: CGFloat { get }
    var priority: Double { get }
}

/// SwiftUI's rule for sharing a length along an axis among items: the children of a stack
/// (`StackAlgorithm`), the columns and rows of a grid (`GridTrackSizing`). One rule, so a fix reaches both.
///
/// 1. Items are served in groups of equal priority, highest first. Before a group is served, the
///    minimum lengths of all lower groups are set aside.
/// 2. Within a group the least flexible item (maximum minus minimum length) goes first, then the earliest.
/// 3. Each item is offered the group's remaining length divided by the items still waiting in the group
///    (never less than 0), and whatever it takes is subtracted, so length an item does not use flows to
///    the ones after it.
enum LengthSharing {
    /// Shares `length` among `items` (steps 1–3), calling `serve(offset, offer)` for each item as it is
    /// served; `serve` returns the length the item takes for the offer.
    @inline(__always)
    static func share<Item: LengthSharingItem>(_ length: CGFloat, among items: UnsafeMutableBufferPointer<Item>,
                                               serve: (Int, CGFloat) -> CGFloat) {
        let count = items.count
        var reserved: CGFloat = 0
        for item in items { reserved += item.minimum }
        var remaining = length
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: count) { group in
            // Groups from the highest priority down: each round serves the highest priority below the last.
            var priority = Double.infinity
            while let next = highestPriority(of: items, below: priority) {
                priority = next
                var members = 0
                for offset in 0..<count where items[offset].priority == priority {
                    group[members] = Candidate(flexibility: items[offset].flexibility, offset: offset)
                    members += 1
                    reserved -= items[offset].minimum
                }
                var ordered = UnsafeMutableBufferPointer(rebasing: group[0..<members])
                Candidate.sort(&ordered)
                var groupRemaining = remaining - reserved
                for (served, candidate) in ordered.enumerated() {
                    let offer = max(0, groupRemaining / CGFloat(members - served))
                    let taken = serve(candidate.offset, offer)
                    groupRemaining -= taken
                    remaining -= taken
                }
            }
        }
    }

    /// The highest priority of `items` below `bound`, or nil when there is none: the next group to serve.
    /// A plain loop (a lazy map over `\.priority` read each item through `swift_getAtKeyPath`, about 40%
    /// of the pass over L1's wide row).
    @inline(__always)
    private static func highestPriority<Item: LengthSharingItem>(of items: UnsafeMutableBufferPointer<Item>, below bound: Double) -> Double? {
        var highest: Double?
        for item in items where item.priority < bound {
            if let current = highest, !(current < item.priority) { continue }
            highest = item.priority
        }
        return highest
    }

    /// An item waiting in its group: the least flexible is served first, then the earliest.
    struct Candidate: Comparable {
        let flexibility: CGFloat
        let offset: Int

        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            lhs.flexibility < rhs.flexibility || lhs.flexibility == rhs.flexibility && lhs.offset < rhs.offset
        }

        /// Sorts `candidates`, given in offset order, by `<`. Children of a stack usually share a few
        /// flexibilities (fixed views 0, flexible ones ∞), so when there are at most `fewValues` distinct
        /// ones the candidates are gathered value by value, each value's in offset order: the order `<`
        /// gives, in a few linear passes instead of a comparison sort (which was most of a wide stack's
        /// sizing). With more values, or a NaN (which `<` cannot order), they are sorted.
        static func sort(_ candidates: inout UnsafeMutableBufferPointer<Candidate>) {
            // A small group (the children of most stacks) is sorted by insertion, in place: `<` orders
            // candidates without NaN totally, so any sort gives this order (saves the general sort's
            // set-up, or the gathering's passes, on ten-odd children).
            if candidates.count <= 16, !candidates.contains(where: { $0.flexibility.isNaN }) {
                for index in candidates.indices.dropFirst() {
                    let candidate = candidates[index]
                    var hole = index
                    while hole > 0, candidate < candidates[hole - 1] {
                        candidates[hole] = candidates[hole - 1]
                        hole -= 1
                    }
                    candidates[hole] = candidate
                }
                return
            }
            let fewValues = 4
            // The distinct values, on the stack (saves an array allocation a group).
            let gathered: Bool = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: fewValues) { values in
                var distinct = 0
                var isSorted = true
                var previous = -CGFloat.infinity
                for candidate in candidates {
                    let value = candidate.flexibility
                    guard !value.isNaN else { return false }
                    if value < previous { isSorted = false }
                    previous = value
                    if !values[0..<distinct].contains(value) {
                        guard distinct < fewValues else { return false }
                        values[distinct] = value
                        distinct += 1
                    }
                }
                guard !isSorted else { return true }
                var ordered = UnsafeMutableBufferPointer(rebasing: values[0..<distinct])
                ordered.sort()
                withUnsafeTemporaryAllocation(of: Candidate.self, capacity: candidates.count) { result in
                    var next = 0
                    for value in ordered {
                        for candidate in candidates where candidate.flexibility == value {
                            result[next] = candidate
                            next += 1
                        }
                    }
                    for index in candidates.indices { candidates[index] = result[index] }
                }
                return true
            }
            if !gathered { candidates.sort(by: <) }
        }
    }
}
