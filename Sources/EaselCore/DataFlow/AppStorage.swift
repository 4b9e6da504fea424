import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage("key") var isOn = false`.
///
/// A render shows what the store holds under the key, or the declared default when it holds nothing.
/// The store is the one passed as `store:`, else the one an ancestor set with `defaultAppStorage(_:)`;
/// with neither, the default shows: a test machine's `UserDefaults.standard` is not the app's, and a
/// snapshot must not depend on it. Writes (through the wrapped value or `$binding`) change the value for
/// the rest of the render and are written to the store, if there is one.
@propertyWrapper
public struct AppStorage<Value> {
    private final class Storage {
        var written: Value?
    }
    private let storage = Storage()
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
         encode: @escaping (Value) -> Any?) {
        (self.key, self.defaultValue, self.store, self.decode, self.encode) = (key, defaultValue, store, decode, encode)
    }

    private var currentStore: UserDefaults? { store ?? EnvironmentValues.current.values.defaultAppStorage }

    public var wrappedValue: Value {
        get {
            if let written = storage.written { return written }
            return currentStore?.object(forKey: key).flatMap(decode) ?? defaultValue
        }
        nonmutating set {
            storage.written = newValue
            currentStore?.set(encode(newValue), forKey: key)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(get: { wrappedValue }, set: { wrappedValue = $0 }) }
}

extension AppStorage {
    private init(plain key: String, defaultValue: Value, store: UserDefaults?) {
        self.init(key: key, defaultValue: defaultValue, store: store, decode: { $0 as? Value }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plain: key, defaultValue: wrappedValue, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plain: key, defaultValue: wrappedValue, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(plain: key, defaultValue: wrappedValue, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plain: key, defaultValue: wrappedValue, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plain: key, defaultValue: wrappedValue, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) ?? $0 as? URL }, encode: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// Optional values: nil when the store holds nothing.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Bool }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Int }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Double }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? String }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
}

/// A value restored with the scene, as SwiftUI's `@SceneStorage("key") var tab = 0`. A render starts a
/// new scene, which has nothing to restore: the value is the declared default, and writes last for the
/// render, as `@State`'s do.
@propertyWrapper
public struct SceneStorage<Value> {
    private let state: State<Value>

    private init(value: Value) { state = State(wrappedValue: value) }

    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue)
    }
    public init(_ key: String) where Value == String? { self.init(value: nil) }
    public init(_ key: String) where Value == Int? { self.init(value: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` of their own read (`defaultAppStorage(_:)`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The `UserDefaults` the `@AppStorage` properties of this view's descendants read, unless they name one.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        transformEnvironment { $0.defaultAppStorage = store }
    }
}
