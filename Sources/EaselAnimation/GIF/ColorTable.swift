/// A hash table from 0xRRGGBB colours to integers (pixel counts, palette indices), for the lookups GIF
/// encoding makes per pixel.
///
/// Rules: open addressing with linear probing; a colour's first slot is its Fibonacci hash (the colour
/// times 2⁶⁴/φ, its top bits); the table doubles before it is half full. A slot holding `empty` (which is
/// not a 24-bit colour) is free. Swift's `Dictionary` hashes with SipHash, which costs several times
/// one of these lookups.
struct ColorTable {
    /// Marks a free slot: colours have 24 bits, so no colour equals it.
    private static let empty: UInt32 = .max

    private var keys: [UInt32]
    private var values: [Int]
    /// 64 − log₂ of the capacity: the hash's top bits pick the slot.
    private var shift: UInt64
    private(set) var count = 0

    /// An empty table with room for `capacity` colours before it grows.
    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = [UInt32](repeating: Self.empty, count: size)
        values = [Int](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// Each of `colors` mapped to its position in the list: a palette's lookup of its own entries.
    init(indexing colors: [UInt32]) {
        self.init(capacity: colors.count)
        for (index, color) in colors.enumerated() { self[color, default: 0] = index }
    }

    /// The value of `color`, nil when the table does not hold it.
    subscript(color: UInt32) -> Int? {
        let slot = find(color)
        return keys[slot] == color ? values[slot] : nil
    }

    /// The value of `color`, `defaultValue` when the table does not hold it; setting adds the colour.
    subscript(color: UInt32, default defaultValue: Int) -> Int {
        get { self[color] ?? defaultValue }
        set {
            precondition(color != Self.empty, "a colour has 24 bits")
            var slot = find(color)
            if keys[slot] != color {
                if (count + 1) * 2 > keys.count {
                    grow()
                    slot = find(color)
                }
                keys[slot] = color
                count += 1
            }
            values[slot] = newValue
        }
    }

    /// The colours held, in ascending order.
    var sortedColors: [UInt32] {
        var colors: [UInt32] = []
        colors.reserveCapacity(count)
        for key in keys where key != Self.empty { colors.append(key) }
        colors.sort()
        return colors
    }

    /// The slot holding `color`, or the free slot where it would go.
    private func find(_ color: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(color) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        return keys.withUnsafeBufferPointer { keys in
            while keys[slot] != color, keys[slot] != Self.empty { slot = (slot + 1) & mask }
            return slot
        }
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt32](repeating: Self.empty, count: oldKeys.count * 2)
        values = [Int](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for (key, value) in zip(oldKeys, oldValues) where key != Self.empty {
            let slot = find(key)
            (keys[slot], values[slot]) = (key, value)
        }
    }
}
