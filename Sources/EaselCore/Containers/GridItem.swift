import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as in SwiftUI.
public struct GridItem: Hashable, Sendable {
    /// How the item's length is worked out (see `LazyGridTracks`).
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the length left over, clamped to `minimum`…`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (and at most `maximum`) as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The gap after this item (before the next); nil: 8, the system spacing.
    public var spacing: CGFloat?
    /// How views are aligned in this item's cells; nil: the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}

/// The lengths of a lazy grid's tracks (the columns of a `LazyVGrid`, the rows of a `LazyHGrid`) for an
/// available length, as SwiftUI works them out:
/// 1. The spacing after every item but the last (nil: 8) is set aside.
/// 2. Fixed items take their length first.
/// 3. The others, in order, are each offered what is left divided by the number of them still waiting,
///    and what each takes is subtracted: a flexible item takes the offer clamped to its minimum and
///    maximum; an adaptive item takes the offer.
/// 4. An adaptive item then becomes as many tracks as fit in its length: n = ⌊(length + spacing) /
///    (minimum + spacing)⌋, at least 1, each (length − (n − 1) × spacing) / n long, at most its maximum,
///    with the item's spacing between them.
/// A nil available length (an unspecified proposal) gives every item its minimum (fixed: its length).
struct LazyGridTracks: Equatable {
    struct Track: Equatable {
        var length: CGFloat
        /// The gap after the track (0 after the last).
        var spacing: CGFloat
        var alignment: Alignment?
    }

    static let defaultSpacing: CGFloat = 8

    var tracks: [Track]

    /// The tracks' lengths and gaps together.
    var totalLength: CGFloat { tracks.reduce(0) { $0 + $1.length + $1.spacing } }

    init(items: [GridItem], available: CGFloat?) {
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        let lengths = Self.itemLengths(items, spacings: spacings, available: available)
        tracks = []
        for (index, item) in items.enumerated() {
            let gap = index == items.count - 1 ? 0 : spacings[index]
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(Track(length: lengths[index], spacing: gap, alignment: item.alignment))
                continue
            }
            let spacing = spacings[index], length = lengths[index]
            let count = max(1, Int(((length + spacing) / (max(minimum, 0) + spacing)).rounded(.down)))
            let each = min(maximum, max(0, (length - CGFloat(count - 1) * spacing) / CGFloat(count)))
            for track in 0..<count {
                tracks.append(Track(length: each, spacing: track == count - 1 ? gap : spacing, alignment: item.alignment))
            }
        }
    }

    /// Steps 1–3: each item's length before adaptive items are divided.
    private static func itemLengths(_ items: [GridItem], spacings: [CGFloat], available: CGFloat?) -> [CGFloat] {
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var waiting = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = length
                remaining -= length
            } else {
                waiting += 1
            }
        }
        for (index, item) in items.enumerated() {
            let offer = available == nil ? 0 : remaining / CGFloat(waiting)
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): lengths[index] = min(max(offer, minimum), max(minimum, maximum))
            case .adaptive(let minimum, _): lengths[index] = available == nil ? minimum : offer
            }
            remaining -= lengths[index]
            waiting -= 1
        }
        return lengths
    }
}
