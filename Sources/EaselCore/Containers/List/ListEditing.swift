import Foundation

// Editing a list: `onDelete` and `onMove` on its `ForEach`, and the collection edits SwiftUI adds for
// their actions, with SwiftUI's names. A still shows a list at rest, with no swipe and no edit controls,
// so the actions never run.

/// A view whose views come from a collection (`ForEach`), which a list's edits change.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    nonisolated var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Accepted; `action` would get the offsets of the rows swiped or tapped away.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Accepted; `action` would get the offsets of the rows dragged and the offset they were dropped at.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (counted from the start), as a list's `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// Moves the elements at `source`, in their order, to before the element at offset `destination`
    /// of the collection as it was (its count: to the end), as a list's `onMove` hands them:
    /// `[a, b, c, d]` moving `[0]` to 2 gives `[b, a, c, d]`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        var kept = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        kept.insert(contentsOf: source.map { elements[$0] }, at: destination - source.count(in: 0..<destination))
        for (index, element) in zip(indices, kept) { self[index] = element }
    }
}
