import Foundation
import Observation
import OpenCombine

/// A view's reference to an `ObservableObject` it is handed, as SwiftUI's `@ObservedObject`.
///
/// A render is a snapshot: the view reads the object's current values; `$model.name` is a binding that
/// reads and writes the object's property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Makes bindings to the properties of an observed object (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`: the object is made from the
/// autoclosure the first time the view reads it, and kept for the view's lifetime (one render).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(make: thunk) }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: storage.object) }
}

/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. As in SwiftUI, reading it when no ancestor supplied one stops the program with a
/// message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.values[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

/// Where `environmentObject(_:)` keeps an object of type `Object`: one key per type.
struct EnvironmentObjectKey<Object>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

nonisolated extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of this view's descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0[EnvironmentObjectKey<T>.self] = object }
    }

    /// Supplies an `@Observable` object to the `@Environment(T.self)` properties of this view's descendants
    /// (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0[EnvironmentObjectKey<T>.self] = object }
    }
}

/// The key path `@Environment(T.self)` reads: the object of type `T` an ancestor supplied with
/// `environment(_:)`.
struct ObservableObjectKey<Object: AnyObject & Observable>: Hashable {}

extension EnvironmentValues {
    subscript<Object>(required key: ObservableObjectKey<Object>) -> Object {
        guard let object = self[EnvironmentObjectKey<Object>.self] else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for "
                       + "\(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    subscript<Object>(optional key: ObservableObjectKey<Object>) -> Object? {
        self[EnvironmentObjectKey<Object>.self]
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` an ancestor supplied with `environment(_:)`; as in
    /// SwiftUI, stops the program with a message naming the type when there is none.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[required: ObservableObjectKey<Value>()])
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optional: ObservableObjectKey<T>()])
    }
}
