import Foundation

/// A view the engine turns into layout nodes itself, instead of asking for its `body`; it has none
/// (`Body == Never`), as SwiftUI's primitive views.
nonisolated protocol PrimitiveView: View where Body == Never {
    func makeNodes(in context: ResolveContext) -> [ViewNode]
}

/// What the engine hands a view to resolve it (SwiftUI's name; its contents are Easel's own).
public struct _ViewInputs {
    let context: ResolveContext
}

/// The layout nodes a view resolved to (SwiftUI's name; its contents are Easel's own).
public struct _ViewOutputs {
    let nodes: [ViewNode]
}

nonisolated extension View {
    /// A view with a body resolves its body.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.context.resolveBody(of: view))
    }
}

nonisolated extension PrimitiveView {
    /// A primitive view makes its own nodes.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.context))
    }
}

/// What resolving a view needs from its ancestors: the environment, the enclosing stack's axis (for
/// `Spacer` and `Divider`), and the view's structural identity.
struct ResolveContext {
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack, if the view is a direct child of one.
    var stackOrientation: Axis?
    /// The view's position in the tree: the path of tuple indices, branches and ids from the root.
    var identity: ViewIdentity
    /// Whether the view is a direct child of a grid, where a `GridRow` makes a row.
    var isGridContent = false
    /// Whether `ForEach` marks its elements' views with their ids (`ForEachIDTrait`): only inside a
    /// picker's options, which match them against the selection, so other trees pay nothing for it.
    var marksForEachIDs = false

    /// The nodes `view` resolves to: a primitive view's own, or its body's (`View._makeView`).
    func resolve<V: View>(_ view: V) -> [ViewNode] {
        DeepRecursion.run { V._makeView(view: view, inputs: _ViewInputs(context: self)).nodes }
    }

    /// The nodes of `view`'s body.
    ///
    /// A view's `@Environment` properties read its environment while its body is resolved, not only
    /// while `body` runs: closures the body builds (a `ForEach`'s content, …) run later, as the body's
    /// views are resolved, and in SwiftUI they see the same values `body` saw. Views further down set
    /// their own environment for their own bodies.
    func resolveBody<V: View>(of view: V) -> [ViewNode] {
        EnvironmentValues.$current.withValue(EnvironmentSnapshot(values: environment)) {
            AppearActions.resolvingBody { resolve(view._engineBody) }
        }
    }

    /// The context of a child at `component` in the structure.
    func child(_ component: some Hashable) -> ResolveContext {
        var context = self
        context.identity = identity.appending(component)
        return context
    }

    /// The context for the children of a container that lays them out along `axis` (nil: not a stack).
    func container(orientation axis: Axis?, isGrid: Bool = false) -> ResolveContext {
        var context = self
        context.stackOrientation = axis
        context.isGridContent = isGrid
        return context
    }

    func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        update(&context.environment)
        return context
    }
}

/// A view's structural identity: the path from the root through tuple positions, conditional branches,
/// `ForEach` ids and explicit `.id` values.
///
/// Stored as a list linked from the last component back to the root, so that a child's identity shares
/// its parent's path: extending it takes constant time and memory whatever the depth of the tree, and
/// each link keeps the hash of the path up to it.
public struct ViewIdentity: Hashable, CustomStringConvertible {
    /// One step of the path: a position (a tuple child's, or a `ForEach` id that is an `Int`), an `.id`
    /// value, or any other value. Positions and `.id` wrappers are not boxed in an `AnyHashable`: boxing
    /// costs an allocation and, the first time for each type, a search of every protocol conformance of
    /// the program for a custom `AnyHashable` representation (an `Int`'s three searches and an `.id`'s
    /// one were about 1.6M instructions of `easel poll`).
    private enum Component: Hashable {
        case index(Int)
        case explicit(AnyHashable)
        case value(AnyHashable)

        init(_ value: some Hashable) {
            if let index = value as? Int {
                self = .index(index)
            } else if let explicit = value as? ExplicitID {
                self = .explicit(explicit.id)
            } else {
                self = .value(AnyHashable(value))
            }
        }

        var anyHashable: AnyHashable {
            switch self {
            case .index(let index): AnyHashable(index)
            case .explicit(let id): AnyHashable(ExplicitID(id: id))
            case .value(let value): value
            }
        }
    }

    /// The last component, linked to the path before it.
    private final class Link {
        let parent: Link?
        let component: Component
        let count: Int
        let hash: Int

        init(parent: Link?, component: Component) {
            (self.parent, self.component) = (parent, component)
            count = (parent?.count ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash)
            hasher.combine(component)
            hash = hasher.finalize()
        }
    }

    private var last: Link?

    init(_ components: [AnyHashable] = []) {
        for component in components { last = Link(parent: last, component: Component(component)) }
    }

    private init(last: Link?) { self.last = last }

    /// The components from the root down.
    public var components: [AnyHashable] {
        var components: [AnyHashable] = []
        var link = last
        while let current = link {
            components.append(current.component.anyHashable)
            link = current.parent
        }
        return components.reversed()
    }

    func appending(_ component: some Hashable) -> ViewIdentity {
        ViewIdentity(last: Link(parent: last, component: Component(component)))
    }

    public static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        while let l = left, let r = right, l !== r {
            guard l.count == r.count, l.hash == r.hash, l.component == r.component else { return false }
            (left, right) = (l.parent, r.parent)
        }
        return left === right
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(last?.hash)
    }

    public var description: String { components.map { "\($0.base)" }.joined(separator: "/") }
}
