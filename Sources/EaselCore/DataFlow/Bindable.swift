import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable` does:
/// `@Bindable var book: Book` in a view, then `TextField("Title", text: $book.title)`.
///
/// A render is a snapshot: a binding reads the object's current value and writes through to it.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object bindings are made to.
    public var wrappedValue: Value

    /// The bindable itself, so that `$book.title` is a `Binding<String>`.
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
