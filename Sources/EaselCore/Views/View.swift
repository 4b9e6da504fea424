import Foundation

/// A piece of user interface, described by its `body`, as in SwiftUI.
///
/// Built-in views are primitive: their `Body` is `Never` and the layout engine resolves them directly.
///
/// Main-actor isolated, as Apple's `View` has been since the iOS 18 SDK (`@MainActor @preconcurrency`): a
/// view's properties may hold main-actor models (`@StateObject var model = Model()`), and its body and
/// helpers may read them. Easel's own views are `nonisolated`, so that the engine and scenes build them
/// on any thread; the engine asks a body for its views through `View._engineBody` (below).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// How the engine turns a view of this type into layout nodes: a primitive view makes its own, any
    /// other view resolves its `body`. A static requirement, as SwiftUI's `_makeView`, so that the answer
    /// comes with the type's conformance instead of a dynamic cast; views outside Easel never implement it.
    nonisolated static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

nonisolated extension View {
    /// The view's body, asked for by the engine on the thread that draws the view (`_MainActorViewCode`).
    nonisolated var _engineBody: Body { _MainActorViewCode.run(self) { $0.body } }
}

nonisolated extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; the engine never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that produces nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}

/// Groups views without a layout of its own: its children join the enclosing container, and
/// modifiers on the group apply to each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The views of a `@ViewBuilder` block.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let resolveChildren: (ResolveContext) -> [ViewNode]

    public init<each Child: View>(_ value: (repeat each Child)) where T == (repeat each Child) {
        self.value = value
        resolveChildren = { context in
            var nodes: [ViewNode] = []
            var index = 0
            for child in repeat each value {
                nodes += context.child(index).resolve(child)
                index += 1
            }
            return nodes
        }
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveChildren(context) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): context.child("true").resolve(view)
        case .falseContent(let view): context.child("false").resolve(view)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let view): context.resolve(view)
        case .none: []
        }
    }
}

/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
