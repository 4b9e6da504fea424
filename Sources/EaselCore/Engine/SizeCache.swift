import Foundation

/// The sizes one node answered during a layout pass, by proposal: SwiftUI's per-subview `sizeThatFits`
/// cache.
///
/// A node is asked for a few distinct proposals (a stack asks each child for its minimum, its maximum and
/// its share; in nested stacks every node sees at most 9, however deep the tree), and asked again for
/// the same ones while its parent places it. The first four answers are kept inline, so most nodes
/// cache without allocating; further ones go to an array. Proposals are compared by the bits of their
/// dimensions (nil, and -0 made 0, beforehand), in insertion order.
struct SizeCache {
    /// A proposal as two words: each dimension's bits, or a pattern no dimension has for nil.
    private struct Key: Equatable {
        let width: UInt64, height: UInt64

        /// A signalling NaN with a payload arithmetic never produces.
        private static let unspecified: UInt64 = 0x7FF4_EA5E_1000_0000

        init(_ proposal: ProposedViewSize) {
            // Adding 0 turns -0 into 0, so that the two share an entry as they compare equal.
            width = proposal.width.map { ($0 + 0).bitPattern } ?? Self.unspecified
            height = proposal.height.map { ($0 + 0).bitPattern } ?? Self.unspecified
        }

        static let none = Key(.unspecified)
    }

    private struct Entry {
        var key: Key
        var size: CGSize
    }

    private static let empty = Entry(key: .none, size: .zero)

    private var count = 0
    private var first = empty, second = empty, third = empty, fourth = empty
    private var more: [Entry] = []

    /// The size cached for `proposal`, if any. (`mutating` only so that a node reads its cache in place
    /// rather than copying it; it changes nothing.)
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        let key = Key(proposal)
        switch count {
        case 0: return nil
        case 1: return first.key == key ? first.size : nil
        case 2: return first.key == key ? first.size : second.key == key ? second.size : nil
        default: break
        }
        if first.key == key { return first.size }
        if second.key == key { return second.size }
        if third.key == key { return third.size }
        guard count > 3 else { return nil }
        if fourth.key == key { return fourth.size }
        for entry in more where entry.key == key { return entry.size }
        return nil
    }

    /// Remembers `size` for `proposal`, which must not be cached yet.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(key: Key(proposal), size: size)
        switch count {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        case 3: fourth = entry
        default: more.append(entry)
        }
        count += 1
    }

    /// How many sizes are cached: how many times the node computed its size this pass.
    var computations: Int { count }
}
