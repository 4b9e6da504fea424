import Foundation

/// Foundation's `.localizedStandard` string order, which Linux's Foundation lacks: the Finder's order
/// (`localizedStandardCompare(_:)`: numbers by their value, case and width ignored), as `sort(using:)`,
/// `KeyPathComparator` and `SortDescriptor` take it. Apple's is a `String.StandardComparator`, which
/// Linux's Foundation gives no way to make; this one sorts the same.
public struct LocalizedStandardComparator: SortComparator, Sendable {
    public var order: SortOrder = .forward

    public init(order: SortOrder = .forward) { self.order = order }

    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse, result != .orderedSame else { return result }
        return result == .orderedAscending ? .orderedDescending : .orderedAscending
    }
}

extension SortComparator where Self == LocalizedStandardComparator {
    /// The Finder's order of strings (Foundation's `String.StandardComparator.localizedStandard`).
    public static var localizedStandard: LocalizedStandardComparator { LocalizedStandardComparator() }
}
