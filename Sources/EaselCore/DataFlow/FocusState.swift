import Foundation

/// Which view has keyboard focus, as SwiftUI's `@FocusState`: `@FocusState private var isFocused: Bool`
/// or `@FocusState private var field: Field?`, with `.focused($isFocused)` or `.focused($field, equals: .name)`.
///
/// A render has no keyboard: focus starts empty (false, nil) as when a screen appears, and code may set it
/// for the rest of the render; Easel draws no focus ring or caret.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// A binding to a focus state, which `focused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let state: FocusState<Value>

        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: self) }
}

nonisolated extension View {
    /// Binds this view's focus to `condition`. A render draws no focus, so the view draws as it is.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds this view's focus to `binding` holding `value`. A render draws no focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// A namespace for `matchedGeometryEffect(id:in:)`, as SwiftUI's `@Namespace var animation`. Each
/// property holds an id of its own.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    private let id = ID(value: UUID())

    public init() {}

    public var wrappedValue: ID { id }
}
