import EaselCore
import Foundation

/// Pairs the items two states draw side by side (the top level of a display list, or the content of one
/// effect), and orders the pairs for painting in between.
///
/// Rules:
/// 1. Two tagged items match when their tags have the same id: the same view drew them.
/// 2. The order is the new state's, so that the last frame paints as the new state does.
/// 3. An item of the old state only (a view that disappears) comes right after the matched item that
///    preceded it in the old state, or first when none did; several keep their old order.
/// 4. Untagged items never match: they disappear or appear.
/// Matching is among siblings only: a view that moves into another effect's content is a different
/// view, as in SwiftUI.
enum SiblingMerge {
    enum Entry {
        /// The same view in both states.
        case matched(from: DisplayTag, [DisplayItem], to: DisplayTag, [DisplayItem])
        /// An item of the old state only.
        case removed(DisplayItem, DisplayTag?)
        /// An item of the new state only.
        case inserted(DisplayItem, DisplayTag?)
    }

    static func entries(from old: [DisplayItem], to new: [DisplayItem]) -> [Entry] {
        var oldByID: [DisplayTag.ID: (DisplayTag, [DisplayItem])] = [:]
        for case .tagged(let tag, let items) in old { oldByID[tag.id] = (tag, items) }
        var newIDs = Set<DisplayTag.ID>()
        for case .tagged(let tag, _) in new { newIDs.insert(tag.id) }

        // Old-only items, grouped under the id of the matched item before them (nil: before any).
        var removedAfter: [DisplayTag.ID?: [Entry]] = [:]
        var anchor: DisplayTag.ID?
        for item in old {
            if case .tagged(let tag, _) = item, newIDs.contains(tag.id) {
                anchor = tag.id
            } else {
                removedAfter[anchor, default: []].append(.removed(item, item.tag))
            }
        }

        var entries = removedAfter[nil] ?? []
        for item in new {
            guard case .tagged(let tag, let items) = item, let (oldTag, oldItems) = oldByID[tag.id] else {
                entries.append(.inserted(item, item.tag))
                continue
            }
            entries.append(.matched(from: oldTag, oldItems, to: tag, items))
            entries += removedAfter[tag.id] ?? []
        }
        return entries
    }
}

extension DisplayItem {
    /// The tag of a tagged item.
    var tag: DisplayTag? {
        if case .tagged(let tag, _) = self { return tag }
        return nil
    }
}
