import Foundation
import EaselCore

/// Why a `LinearLayout` could not do what it was asked.
public enum LinearLayoutError: Error, Equatable {
    /// The items' fixed lengths do not fit in the parent frame.
    case outOfSpace
    /// The item has not been laid out: it was never added to a layout.
    case itemIncomplete
    /// There is no item at that index.
    case indexOutOfRange
}

/// A springs-and-struts layout engine: items in a row or a column of a parent frame, each with fixed
/// lengths or flexible, whose frames are computed the moment they are added. It is not a SwiftUI
/// layout; `LinearStack` applies the same rule to views.
///
/// Rule:
/// 1. The main axis is the direction: x for a `.row`, y for a `.column`; the cross axis is the other.
/// 2. Along the main axis, an item that fixes its length there (its width in a row, its height in a
///    column) takes that length. The flexible items share what is left of the parent's length
///    equally. Items follow one another from the parent's origin with no gaps; if no item is flexible,
///    the remaining length stays empty at the end.
/// 3. Across, an item takes its fixed length if it has one, or else the parent's whole length. An item
///    shorter than the parent is placed by `alignment`: at the parent's leading edge (left in a column,
///    top in a row), its centre, or its trailing edge (right in a column, bottom in a row).
/// 4. Adding items lays every item out again, all at once. If the fixed lengths along the main axis add
///    up to more than the parent's length, adding throws `outOfSpace` and changes nothing. Across the
///    direction nothing is checked, as in the seed article's engine: an item longer than the parent is
///    placed by `alignment` like any other and sticks out of the parent.
/// 5. A fixed length below zero, or NaN, counts as 0. A parent frame of negative size is standardized.
public final class LinearLayout {
    /// The axis items follow one another along.
    public enum Direction: Hashable, Sendable {
        /// Left to right.
        case row
        /// Top to bottom.
        case column
    }

    /// Where an item shorter than the parent sits across the direction.
    public enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// The lengths an item fixes. A nil length is left to the layout: along the direction the item is
    /// flexible, across it the item takes the parent's whole length.
    public struct ItemSpec: Hashable, Sendable {
        public let width: CGFloat?
        public let height: CGFloat?

        /// A negative or NaN length counts as 0 (`max` keeps 0 when a comparison with NaN fails).
        public init(width: CGFloat?, height: CGFloat?) {
            self.width = width.map { max(0, $0) }
            self.height = height.map { max(0, $0) }
        }

        /// Nothing fixed: flexible along the direction, the parent's full length across it.
        public static let flexible = ItemSpec(width: nil, height: nil)
        /// A fixed width.
        public static func width(_ value: CGFloat) -> ItemSpec { ItemSpec(width: value, height: nil) }
        /// A fixed height.
        public static func height(_ value: CGFloat) -> ItemSpec { ItemSpec(width: nil, height: value) }
        /// A fixed width and height.
        public static func size(_ value: CGSize) -> ItemSpec { ItemSpec(width: value.width, height: value.height) }

        /// The fixed length along `axis`, if any.
        func length(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
    }

    /// A placeholder for one view: what it fixes, and the frame the layout gave it.
    ///
    /// An item holds the frame its most recent layout computed; adding the same item to two layouts,
    /// or twice to one, leaves it with the last frame computed. Each layout's `frame(at:)` answers
    /// for its own positions.
    public final class Item {
        public let spec: ItemSpec
        private var laidOutFrame: CGRect?

        public init(_ spec: ItemSpec) { self.spec = spec }

        /// A flexible item.
        public static var flexible: Item { Item(.flexible) }
        /// An item of fixed width.
        public static func width(_ value: CGFloat) -> Item { Item(.width(value)) }
        /// An item of fixed height.
        public static func height(_ value: CGFloat) -> Item { Item(.height(value)) }
        /// An item of fixed width and height.
        public static func size(_ value: CGSize) -> Item { Item(.size(value)) }

        /// The frame the layout computed; throws `itemIncomplete` if the item was never laid out.
        public func frame() throws -> CGRect {
            guard let laidOutFrame else { throw LinearLayoutError.itemIncomplete }
            return laidOutFrame
        }

        fileprivate func setFrame(_ frame: CGRect) { laidOutFrame = frame }
    }

    public let parentFrame: CGRect
    public let direction: Direction
    public let alignment: Alignment
    /// The items added so far, in order.
    public private(set) var items: [Item] = []
    private var frames: [CGRect] = []

    public init(parentFrame: CGRect, direction: Direction = .column, alignment: Alignment = .leading) {
        self.parentFrame = parentFrame.standardized
        (self.direction, self.alignment) = (direction, alignment)
    }

    /// Adds `item` and lays every item out again (step 4). Throws `outOfSpace`, adding nothing, if the
    /// items would not fit.
    @discardableResult
    public func add(item: Item) throws -> Item {
        try add(items: [item])
        return item
    }

    /// Adds `items` and lays every item out again (step 4). Throws `outOfSpace`, adding none of them,
    /// if the items would not fit.
    @discardableResult
    public func add(items newItems: [Item]) throws -> [Item] {
        let all = items + newItems
        let specs = all.map(\.spec)
        guard Self.fits(specs, in: parentFrame, direction: direction) else { throw LinearLayoutError.outOfSpace }
        items = all
        frames = Self.frames(for: specs, in: parentFrame, direction: direction, alignment: alignment)
        for (item, frame) in zip(items, frames) { item.setFrame(frame) }
        return newItems
    }

    /// The frame of the item at `index`; throws `indexOutOfRange` if there is none.
    public func frame(at index: Int) throws -> CGRect {
        guard frames.indices.contains(index) else { throw LinearLayoutError.indexOutOfRange }
        return frames[index]
    }

    /// Step 4's check: whether the fixed lengths of `specs` along the direction fit in `parent`.
    static func fits(_ specs: [ItemSpec], in parent: CGRect, direction: Direction) -> Bool {
        let main = direction.axes.main
        return specs.compactMap { $0.length(along: main) }.reduce(0, +) <= parent.size[main]
    }

    /// Steps 1–3: the frame of each item of `specs` in `parent`. When the fixed lengths do not fit,
    /// flexible items get no length and the fixed ones run past the parent.
    static func frames(for specs: [ItemSpec], in parent: CGRect, direction: Direction,
                       alignment: Alignment) -> [CGRect] {
        let (main, cross) = direction.axes
        let fixedMain = specs.compactMap { $0.length(along: main) }.reduce(0, +)
        let flexibleCount = specs.count { $0.length(along: main) == nil }
        let share = flexibleCount > 0 ? max(0, parent.size[main] - fixedMain) / CGFloat(flexibleCount) : 0
        var position = parent.origin[main]
        return specs.map { spec in
            let length = spec.length(along: main) ?? share
            let thickness = spec.length(along: cross) ?? parent.size[cross]
            var origin = CGPoint.zero
            origin[main] = position
            origin[cross] = parent.origin[cross] + alignment.offset(freeLength: parent.size[cross] - thickness)
            position += length
            return CGRect(origin: origin, size: CGSize(length, along: main, minor: thickness))
        }
    }
}

extension LinearLayout.Direction {
    /// The main axis and the cross axis (step 1).
    var axes: (main: Axis, cross: Axis) { self == .row ? (.horizontal, .vertical) : (.vertical, .horizontal) }
}

extension LinearLayout.Alignment {
    /// How far from the parent's leading edge an item starts when `freeLength` of the parent is left
    /// beside it (step 3).
    func offset(freeLength: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: freeLength / 2
        case .trailing: freeLength
        }
    }
}
