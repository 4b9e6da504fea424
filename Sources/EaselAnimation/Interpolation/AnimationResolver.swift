import EaselCore
import Foundation

/// Decides which animation moves a view between two states, SwiftUI's way.
///
/// The rule: a view animates with the nearest `.animation(_:value:)` around it whose value changed
/// between the two states (its `AnimationScope.version` differs, or the modifier is in one state
/// only); a nil animation there means the view does not animate. When no such modifier changed, the
/// transition's own animation applies (SwiftUI's `withAnimation`), which may be nil too. The modifiers
/// read are those around the view in the new state, or in the old state for a view that disappears.
///
/// A view without an animation jumps: it shows its old state until the end of the move, then its new one.
struct AnimationResolver: Sendable {
    /// The transition's own animation.
    let transaction: Animation?
    private let fromVersions: [Int: Int]
    private let toVersions: [Int: Int]

    init(from: DisplayList, to: DisplayList, transaction: Animation?) {
        self.transaction = transaction
        fromVersions = Self.versions(in: from.items)
        toVersions = Self.versions(in: to.items)
    }

    /// Where a tag comes from.
    enum Side { case from, to }

    /// The animation of the view tagged `tag` in the `side` list.
    func animation(for tag: DisplayTag, in side: Side) -> Animation? {
        let other = side == .to ? fromVersions : toVersions
        for scope in tag.animations where other[scope.id] != scope.version { return scope.animation }
        return transaction
    }

    /// The version of every animation scope recorded in the tags of `items`.
    private static func versions(in items: [DisplayItem]) -> [Int: Int] {
        var versions: [Int: Int] = [:]
        DisplayItem.forEachTag(in: items) { tag in
            for scope in tag.animations { versions[scope.id] = scope.version }
        }
        return versions
    }
}

extension DisplayItem {
    /// Calls `body` with every tag in `items`, outer tags before the tags inside them.
    static func forEachTag(in items: [DisplayItem], _ body: (DisplayTag) -> Void) {
        for item in items {
            switch item {
            case .tagged(let tag, let inner):
                body(tag)
                forEachTag(in: inner, body)
            case .group(_, _, _, let inner), .effect(_, let inner):
                forEachTag(in: inner, body)
            case .fill, .stroke, .text, .image:
                break
            }
        }
    }
}
