/// Finding the changed pixels of a row quickly: most of a frame's rectangle is usually unchanged, and
/// a mask of `Bool`s is read eight entries at a time (as one 64-bit word) while all eight are false.
extension UnsafeBufferPointer<Bool> {
    /// The first index in `range` holding `true`, or `range.upperBound` when none does.
    func firstTrue(in range: Range<Int>) -> Int {
        guard let base = baseAddress else { return range.upperBound }
        let raw = UnsafeRawPointer(base)
        var index = range.lowerBound
        while index + 8 <= range.upperBound, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0 { index += 8 }
        while index < range.upperBound, !self[index] { index += 1 }
        return index
    }

    /// Calls `body` with each index in `range` holding `true`, in ascending order.
    func forEachTrue(in range: Range<Int>, _ body: (Int) -> Void) {
        var index = firstTrue(in: range)
        while index < range.upperBound {
            body(index)
            index = firstTrue(in: (index + 1)..<range.upperBound)
        }
    }

    /// The last index in `range` holding `true`, or nil when none does.
    func lastTrue(in range: Range<Int>) -> Int? {
        guard let base = baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var end = range.upperBound
        while end - 8 >= range.lowerBound, raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) == 0 { end -= 8 }
        while end > range.lowerBound, !self[end - 1] { end -= 1 }
        return end > range.lowerBound ? end - 1 : nil
    }
}
