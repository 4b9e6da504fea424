import Foundation

/// What one view drew: the mark a tagged display list (`ViewLayout.displayList(tagging:)`) puts on the
/// items each drawing view appends, so that an animation can match the items of two renders of a view
/// and interpolate between them.
///
/// Tags are made by one `DisplayTagTable`; two tags of lists made with the same table have the same
/// `id` exactly when they were drawn by the same view (the same identity and kind).
public struct DisplayTag: Hashable, Sendable {
    /// Which view drew the items.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The view's structural identity (`ViewIdentity`), numbered by the table.
        public var identity: Int
        /// What kind of view drew.
        public var kind: DisplayRole.Kind
        /// How many views of the same identity and kind drew before this one in the same list (two
        /// effects stacked on a view share its identity): 0 for the first.
        public var ordinal: Int

        public init(identity: Int, kind: DisplayRole.Kind, ordinal: Int) {
            (self.identity, self.kind, self.ordinal) = (identity, kind, ordinal)
        }

        public var description: String { "\(identity).\(kind).\(ordinal)" }
    }

    public var id: ID
    /// What the view is, with the values it drew from that an animation interpolates as values rather
    /// than as drawn coordinates.
    public var role: DisplayRole
    /// The `.animation(_:value:)` modifiers around the view, nearest first.
    public var animations: [AnimationScope]

    public init(id: ID, role: DisplayRole, animations: [AnimationScope] = []) {
        (self.id, self.role, self.animations) = (id, role, animations)
    }
}

/// What kind of view drew a run of tagged items.
public enum DisplayRole: Hashable, Sendable {
    /// A filled or stroked shape: a colour, a shape, a divider. Its items are one fill or stroke, or none.
    case shape
    /// A text, changing its content as `contentTransition` says. Its items are one text run, or none.
    case text(ContentTransition)
    /// An image file drawn in a frame.
    case image
    /// A progress bar drawn as `ProgressDrawing.items`.
    case progress(ProgressDrawing)
    /// Effects (opacity, rotation, scale, clipping) applied to the tagged items of the view's content,
    /// as `EffectDrawing.apply(to:)` applies them.
    case effect(EffectDrawing)
    /// A visual effect (shadow, blur, colour filter, …) applied to the tagged items of the view's content:
    /// its items are one `DisplayItem.effect`, or none.
    case visualEffect(DisplayEffect)

    /// A role without its values.
    public enum Kind: Hashable, Sendable {
        case shape, text, image, progress, effect, visualEffect
    }

    public var kind: Kind {
        switch self {
        case .shape: .shape
        case .text: .text
        case .image: .image
        case .progress: .progress
        case .effect: .effect
        case .visualEffect: .visualEffect
        }
    }
}

/// One `.animation(_:value:)` modifier around a view, as a tagged display list records it.
///
/// `version` changes, between two lists made with the same `DisplayTagTable`, exactly when the
/// modifier's `value` changed (compared with `==`): that is when the modifier's animation applies.
public struct AnimationScope: Hashable, Sendable {
    /// Which modifier: the same id in two lists of one table is the same modifier on the same view.
    public var id: Int
    /// The number of times the value had changed when the list was made.
    public var version: Int
    /// The modifier's animation; nil disables animation for the subtree.
    public var animation: Animation?

    public init(id: Int, version: Int, animation: Animation?) {
        (self.id, self.version, self.animation) = (id, version, animation)
    }
}
