import Foundation

/// Numbers view identities and versions `.animation(_:value:)` values across several tagged display
/// lists of one view, so that tags compare between the lists (`DisplayTag`).
///
/// Rules:
/// 1. An identity (`ViewIdentity`, compared with `==` on its components) gets a number the first time
///    it is seen; the same identity gets the same number in every later list.
/// 2. An `.animation(_:value:)` modifier is known by the number of the view it modifies and its rank
///    among the modifiers on views of that identity. Its version starts at 0 and goes up by one
///    whenever a list is made in which its value differs (`!=`) from the value of the last list that
///    had it. So two successive lists see different versions exactly when the value changed.
///
/// Make the lists of successive states in order with one table. A table is not thread-safe; it holds
/// the animation values, which may be any `Equatable` type.
public final class DisplayTagTable {
    private var identities: [ViewIdentity: Int] = [:]
    private var scopes: [ScopeKey: (value: AnimationValue, version: Int, id: Int)] = [:]

    private struct ScopeKey: Hashable {
        let identity: Int
        let ordinal: Int
    }

    public init() {}

    /// The number of `identity`.
    func number(of identity: ViewIdentity) -> Int {
        if let number = identities[identity] { return number }
        let number = identities.count
        identities[identity] = number
        return number
    }

    /// The scope of the `ordinal`-th animation modifier on views numbered `identity`, versioned by
    /// `value`.
    func scope(identity: Int, ordinal: Int, animation: Animation?, value: AnimationValue) -> AnimationScope {
        let key = ScopeKey(identity: identity, ordinal: ordinal)
        guard let known = scopes[key] else {
            let id = scopes.count
            scopes[key] = (value, 0, id)
            return AnimationScope(id: id, version: 0, animation: animation)
        }
        let version = known.value.isEqual(to: value) ? known.version : known.version + 1
        scopes[key] = (value, version, known.id)
        return AnimationScope(id: known.id, version: version, animation: animation)
    }
}

/// A value given to `.animation(_:value:)`, kept to compare with the next state's.
struct AnimationValue {
    private let value: Any
    private let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    private init(value: Any, equals: @escaping (Any) -> Bool) { (self.value, self.equals) = (value, equals) }

    /// A value equal to no other, not even itself: the value of the older `animation(_:)`, which
    /// animates every change.
    static var alwaysChanged: AnimationValue { AnimationValue(value: (), equals: { _ in false }) }

    func isEqual(to other: AnimationValue) -> Bool { equals(other.value) }
}

/// What `.animation(_:value:)` set on a view: the animation, and the value whose change starts it. A
/// class, so that the nodes without one, nearly all, spend a word on it rather than the whole value.
final class DeclaredAnimation {
    let animation: Animation?
    let value: AnimationValue

    init(animation: Animation?, value: AnimationValue) { (self.animation, self.value) = (animation, value) }
}

/// The state of a tagging walk over one node tree: the table, how many tags and scopes each identity
/// has had so far, and the animation modifiers around the node being drawn.
final class DisplayTagging {
    let table: DisplayTagTable
    private var tagCounts: [DisplayTag.ID: Int] = [:]
    private var scopeCounts: [Int: Int] = [:]
    private var scopes: [AnimationScope] = []

    init(table: DisplayTagTable) { self.table = table }

    /// Enters `node`: pushes its animation modifier, if it has one. Returns whether it pushed.
    func enter(_ node: ViewNode) -> Bool {
        guard let declared = node.declaredAnimation else { return false }
        let identity = table.number(of: node.identity)
        let ordinal = scopeCounts[identity, default: 0]
        scopeCounts[identity] = ordinal + 1
        scopes.append(table.scope(identity: identity, ordinal: ordinal, animation: declared.animation, value: declared.value))
        return true
    }

    /// Leaves a node `enter` returned `pushed` for.
    func leave(pushed: Bool) {
        if pushed { scopes.removeLast() }
    }

    /// The tag of what `node`, drawing as `role`, draws.
    func tag(for node: ViewNode, role: DisplayRole) -> DisplayTag {
        var id = DisplayTag.ID(identity: table.number(of: node.identity), kind: role.kind, ordinal: 0)
        let ordinal = tagCounts[id, default: 0]
        tagCounts[id] = ordinal + 1
        id.ordinal = ordinal
        return DisplayTag(id: id, role: role, animations: scopes.reversed())
    }
}
