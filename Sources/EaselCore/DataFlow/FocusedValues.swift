import Foundation

/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`:
/// `struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish (`focusedValue(_:_:)`), as SwiftUI's
/// `FocusedValues`. A render has no focus, so the values read are always nil.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value the focused view publishes, read by a command or another view (SwiftUI's `@FocusedValue`).
/// A render has no focused view: the value is nil.
@propertyWrapper
public struct FocusedValue<Value> {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, read and written through by a command or another view
/// (SwiftUI's `@FocusedBinding`). A render has no focused view: the value is nil and writes are ignored.
@propertyWrapper
public struct FocusedBinding<Value> {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

nonisolated extension View {
    /// Publishes `value` for `keyPath` while this view has focus. Accepted: a render has no focus, so
    /// nothing reads it (`@FocusedValue` is nil).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Publishes `value` for `keyPath` while this view's scene has focus. Accepted, as `focusedValue(_:_:)`.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Whether the view can take focus. Accepted: a render draws no focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
